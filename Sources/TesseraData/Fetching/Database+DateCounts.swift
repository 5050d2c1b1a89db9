extension Database {
    /// How finely ``dateCounts(_:attributeName:by:timeLimit:)`` groups dates.
    public enum DatePeriod: String, Sendable, Hashable, CaseIterable {
        /// `2005`.
        case year
        /// `2005-05`.
        case month
        /// `2005-05-24`.
        case day
    }

    /// The rows of one period that ``dateCounts(_:attributeName:by:timeLimit:)`` counted.
    public struct DateCount: Sendable, Hashable {
        /// The period: `2005`, `2005-05`, `2005-05-24`.
        public var period: String
        /// The rows in it.
        public var count: Int

        public init(period: String, count: Int) {
            self.period = period
            self.count = count
        }
    }

    /// How many of the rows `specification` selects fall in each year, month or day of the date
    /// or timestamp column `attributeName`, in order: what a list's date drill-down offers
    /// (2005 · 2006, then the months of 2005, then its days), as Django's `date_hierarchy` does.
    ///
    /// Each period is its text — `2005`, `2005-05`, `2005-05-24` — as a filter on the column
    /// compares it: on SQLite the first characters of the text the column holds (`2005-05-24`
    /// of `2005-05-24T22:53:30+02:00`, as `rental_date >= '2005-05-24'` reads it; a number or a
    /// text that is no date is not counted), on PostgreSQL `to_char` (in the session's time zone
    /// for a `timestamptz`; dates before Christ and the infinities are not counted). Rows without
    /// a date are not counted. At most 400 periods; bounded by `timeLimit` as a facet is.
    ///
    /// - Throws: ``DatabaseError`` for a column that is no date or timestamp, or a count that
    ///   takes longer than `timeLimit` (``DatabaseError/Kind/timedOut``).
    public func dateCounts(
        _ specification: FetchSpecification, attributeName: String, by period: DatePeriod, timeLimit: Duration? = .milliseconds(200)
    ) async throws -> [DateCount] {
        let entity = try model.entity(named: specification.entityName)
        let attribute = try entity.attribute(named: attributeName)
        guard attribute.valueType == .date || attribute.valueType == .timestamp else {
            throw DatabaseError(.invalidQualifier, "'\(attributeName)' is no date or timestamp: its rows cannot be counted by \(period.rawValue).")
        }
        let builder = QueryBuilder(engine: engine, entity: entity)
        var key = SQLFragment()
        switch engine {
        case .sqlite:
            // The text's first characters, as a filter compares them: `strftime` would read a
            // `T`, an offset (turned into UTC) or a number (a Julian day) otherwise than the
            // list it links to.
            key.append("CASE WHEN typeof(")
            key.append(builder.column(attribute))
            key.append(") = 'text' THEN substr(")
            key.append(builder.column(attribute))
            key.append(period == .year ? ", 1, 4) END" : period == .month ? ", 1, 7) END" : ", 1, 10) END")
        case .postgres:
            key.append("to_char(")
            key.append(builder.column(attribute))
            key.append(period == .year ? ", 'YYYY')" : period == .month ? ", 'YYYY-MM')" : ", 'YYYY-MM-DD')")
        }
        var conditions = try filter(specification, builder: builder)
        var notNull = builder.column(attribute)
        // PostgreSQL writes 44 BC as 0044, a year the list's filters (of years after Christ)
        // would not find: such dates, and -infinity, are not counted.
        notNull.append(engine == .postgres ? " >= '0001-01-01'" : " IS NOT NULL")
        conditions.append(notNull)
        var statement = SQLFragment("SELECT ")
        statement.append(key)
        statement.append(" AS period, count(*)")
        statement.append(builder.from)
        statement.append(Self.whereClause(conditions))
        statement.append(" GROUP BY 1 ORDER BY 1 LIMIT 401")
        let rows = try await rows(statement, timeLimit: timeLimit)
        let width = period == .year ? 4 : period == .month ? 7 : 10
        return rows.prefix(400).compactMap { row in
            // A year before 1000 or after 9999, or a period the engine could not place, is left out.
            guard let text = row[0].text, text.count == width, text.allSatisfy({ $0.isNumber || $0 == "-" }) else { return nil }
            return DateCount(period: text, count: row[1].integerCount)
        }
    }
}
