extension Database {
    /// The `limit` most common values of `attributeName` among the rows `specification` selects
    /// (its order and page size do not matter), with their counts: `GROUP BY` the column, the
    /// largest groups first.
    ///
    /// Counting groups reads every selected row, which on a large table takes longer than a page
    /// may wait: the engine stops the statement at `timeLimit`, and the facet throws
    /// ``DatabaseError/Kind/timedOut`` rather than hold the page.
    ///
    /// ```swift
    /// let ratings = try await database.facet(FetchSpecification(entityName: "film"), attributeName: "rating")
    /// for value in ratings.values { print(value.value, value.count) }   // PG-13 223, NC-17 210, …
    /// ```
    ///
    /// - Throws: ``DatabaseError`` for an unknown entity or attribute, a column whose values the
    ///   engine cannot group (binary data, JSON, a PostgreSQL type without an order), a
    ///   qualifier that does not fit, or a statement stopped at its time limit.
    public func facet(
        _ specification: FetchSpecification, attributeName: String, limit: Int = 10, timeLimit: Duration? = .milliseconds(200)
    ) async throws -> Facet {
        let entity = try model.entity(named: specification.entityName)
        let attribute = try entity.attribute(named: attributeName)
        guard isSortable(attribute) else {
            throw DatabaseError(
                .invalidQualifier, "The values of '\(attributeName)' (\(attribute.valueType)) cannot be grouped; choose a column of text, numbers or dates.")
        }
        let builder = QueryBuilder(engine: engine, entity: entity)
        let column = builder.column(attribute)
        var statement = SQLFragment("SELECT ")
        statement.append(builder.selected(attribute))
        statement.append(", count(*)")
        statement.append(builder.from)
        statement.append(Self.whereClause(try filter(specification, builder: builder)))
        statement.append(" GROUP BY ")
        statement.append(column)
        // Equal counts in the column's order, so that the same data gives the same facet.
        statement.append(" ORDER BY 2 DESC, ")
        statement.append(column)
        statement.append(" LIMIT ")
        // One more than shown says whether there are more.
        statement.append(integer: max(1, limit) + 1)
        let rows = try await rows(statement, timeLimit: timeLimit)
        let values = rows.prefix(max(1, limit)).map { row in
            Facet.Value(RowDecoder.typed(row[0], for: attribute), count: row[1].integerCount)
        }
        return Facet(attributeName: attribute.name, values: values, hasMore: rows.count > max(1, limit))
    }

    /// How many distinct values `attributeName` holds among the rows `specification` selects,
    /// counted up to `limit + 1` (so `limit + 1` means "more than `limit`"); `NULL` counts as
    /// one. Bounded by `timeLimit` as ``facet(_:attributeName:limit:timeLimit:)`` is: a column
    /// of many values stops early, one of few reads every row.
    ///
    /// What a list asks to suggest facets: a column of a few values among many rows is worth
    /// counting by value; one whose every value differs is not.
    public func distinctValueCount(
        _ specification: FetchSpecification, attributeName: String, limit: Int, timeLimit: Duration? = .milliseconds(50)
    ) async throws -> Int {
        let entity = try model.entity(named: specification.entityName)
        let attribute = try entity.attribute(named: attributeName)
        guard isSortable(attribute) else { return limit + 1 }
        let builder = QueryBuilder(engine: engine, entity: entity)
        var inner = SQLFragment("SELECT DISTINCT ")
        inner.append(builder.column(attribute))
        inner.append(builder.from)
        inner.append(Self.whereClause(try filter(specification, builder: builder)))
        inner.append(" LIMIT ")
        inner.append(integer: max(0, limit) + 1)
        var statement = SQLFragment("SELECT count(*) FROM (")
        statement.append(inner)
        statement.append(") AS distinct_values")
        return try await rows(statement, timeLimit: timeLimit).first?.first?.integerCount ?? 0
    }
}

extension DatabaseValue {
    /// A `count(*)` as a number: an integer on both engines (PostgreSQL's `bigint`), or its text.
    var integerCount: Int {
        switch self {
        case .integer(let number): Int(number)
        case .text(let text), .decimal(let text): Int(text) ?? 0
        default: 0
        }
    }
}
