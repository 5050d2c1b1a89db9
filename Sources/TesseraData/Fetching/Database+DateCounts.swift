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

    /// How many of the rows `specification` selects fall in each year, month or day of the date
    /// or timestamp column `attributeName`, in order: what a list's date drill-down offers
    /// (2005 · 2006, then the months of 2005, then its days), as Django's `date_hierarchy` does.
    ///
    /// Each period is its text — `2005`, `2005-05`, `2005-05-24` — as the engine writes it
    /// (`strftime` on SQLite, `to_char` on PostgreSQL, in the session's time zone for a
    /// `timestamptz`). Rows without a date, or with one the engine cannot place (`infinity`, a
    /// text SQLite does not read as a date), are not counted. At most 400 periods; bounded by
    /// `timeLimit` as a facet is.
    ///
    /// - Throws: ``DatabaseError`` for a column that is no date or timestamp, or a count that
    ///   takes longer than `timeLimit` (``DatabaseError/Kind/timedOut``).
    public func dateCounts(
        _ specification: FetchSpecification, attributeName: String, by period: DatePeriod, timeLimit: Duration? = .milliseconds(200)
    ) async throws -> [(period: String, count: Int)] {
        let entity = try model.entity(named: specification.entityName)
        let attribute = try entity.attribute(named: attributeName)
        guard attribute.valueType == .date || attribute.valueType == .timestamp else {
            throw DatabaseError(.invalidQualifier, "'\(attributeName)' is no date or timestamp: its rows cannot be counted by \(period.rawValue).")
        }
        let builder = QueryBuilder(engine: engine, entity: entity)
        var key = SQLFragment()
        switch engine {
        case .sqlite:
            key.append(period == .year ? "strftime('%Y', " : period == .month ? "strftime('%Y-%m', " : "strftime('%Y-%m-%d', ")
            key.append(builder.column(attribute))
            key.append(")")
        case .postgres:
            key.append("to_char(")
            key.append(builder.column(attribute))
            key.append(period == .year ? ", 'YYYY')" : period == .month ? ", 'YYYY-MM')" : ", 'YYYY-MM-DD')")
        }
        var conditions = try filter(specification, builder: builder)
        var notNull = builder.column(attribute)
        notNull.append(" IS NOT NULL")
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
            let count: Int =
                switch row[1] {
                case .integer(let number): Int(number)
                case .text(let text), .decimal(let text): Int(text) ?? 0
                default: 0
                }
            return (text, count)
        }
    }
}
