extension Database {
    /// Fetches the destination rows of `relationship` for all of `rows` at once — one query per
    /// 500 distinct keys, never one per row.
    ///
    /// ```swift
    /// let page = try await database.fetch(FetchSpecification(entityName: "film"))
    /// let film = try database.model.entity(named: "film")
    /// let languages = try await database.fetchRelated(film.relationship(named: "language"), of: page.rows)
    /// for row in page.rows { print(row["title"], languages.rows(for: row).first?["name"] ?? "—") }
    /// ```
    ///
    /// For a list of to-many rows under one object with a link to all of them, fetch a page with
    /// ``Relationship/destinationQualifier(for:)`` instead: it has a count and cursors.
    ///
    /// With `limitPerRow`, each row gets at most that many of its related rows, the first in
    /// `sortOrderings` (the destination's primary key breaking ties): the last twelve payments of
    /// each customer on a page. One statement per 100 rows asks for each row's first rows by
    /// `ORDER BY … LIMIT`, so an index on the relationship's and the order's columns (payments
    /// by customer and date) reads only those; without one, the database reads each row's related
    /// rows to sort them.
    ///
    /// ```swift
    /// let payments = try await database.fetchRelated(
    ///     customer.relationship(named: "payments"), of: page.rows,
    ///     sortOrderings: [.descending("payment_date")], limitPerRow: 12)
    /// ```
    ///
    /// - Parameters:
    ///   - relationship: A relationship of the rows' entity.
    ///   - rows: The rows whose related rows are fetched.
    ///   - sortOrderings: The order of each row's related rows, by attributes of the destination.
    ///   - limitPerRow: At most this many related rows for each row (1 to 10,000); `nil` for all.
    /// - Throws: ``DatabaseError`` for an ordering the destination cannot sort by, or a limit out
    ///   of range.
    public func fetchRelated(
        _ relationship: Relationship, of rows: [Row], sortOrderings: [SortOrdering] = [], limitPerRow: Int? = nil
    ) async throws -> RelatedRows {
        if let limitPerRow, !(1...10_000).contains(limitPerRow) {
            throw DatabaseError(.invalidQualifier, "The limit of \(limitPerRow) related rows per row is out of range: use 1 to 10,000.")
        }
        return try await fetchRelated([relationship], of: rows, sortOrderings: sortOrderings, limitPerRow: limitPerRow)[0]
    }

    /// The destination rows of each of `relationships` (of the rows' entity) for all of `rows`,
    /// in order: to-one relationships that lead to the same rows of one table by the same
    /// columns (a film's language and its original language, an order's billing and shipping
    /// address) in one statement, the keys of all of them together.
    func fetchRelated(together relationships: [Relationship], of rows: [Row]) async throws -> [RelatedRows] {
        if relationships.count == 1 { return [try await fetchRelated(relationships[0], of: rows)] }
        let source = relationships.first.flatMap { try? model.entity(named: $0.sourceEntity) }
        /// What makes two relationships read the same rows: the destination, its join columns,
        /// and the types of the source's columns (which the keys are read as).
        func sameRows(_ relationship: Relationship) -> [String] {
            guard relationship.kind == .toOne else { return ["\u{0}", relationship.name] }
            return [relationship.destinationEntity] + relationship.joins.flatMap { join in
                [join.destinationAttribute, source?.attributeIfPresent(named: join.sourceAttribute).map { "\($0.valueType)" } ?? "?"]
            }
        }
        var groups: [[String]: [Int]] = [:]
        var order: [[String]] = []
        for (index, relationship) in relationships.enumerated() {
            let key = sameRows(relationship)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        var result = [RelatedRows?](repeating: nil, count: relationships.count)
        for key in order {
            let indices = groups[key] ?? []
            let fetched = try await fetchRelated(indices.map { relationships[$0] }, of: rows, sortOrderings: [], limitPerRow: nil)
            for (index, related) in zip(indices, fetched) { result[index] = related }
        }
        return result.compactMap { $0 }
    }

    /// The rows of `relationships` for `rows`: one relationship, or several that lead to the
    /// same rows by the same columns (``fetchRelated(together:of:)``), whose keys are asked for
    /// together. The first relationship says how.
    private func fetchRelated(
        _ relationships: [Relationship], of rows: [Row], sortOrderings: [SortOrdering], limitPerRow: Int?
    ) async throws -> [RelatedRows] {
        let relationship = relationships[0]
        let destination = try model.entity(named: relationship.destinationEntity)
        let builder = QueryBuilder(engine: engine, entity: destination)
        var keys: [RowKey] = []
        var keyIndex: [RowKey: Int] = [:]
        keyIndex.reserveCapacity(rows.count)
        var keyIndexesOfSource: [[Int?]] = []
        for relationship in relationships {
            var keyIndexOfSource: [Int?] = []
            keyIndexOfSource.reserveCapacity(rows.count)
            // By position when the join is one column of the source's own layout: no name looked up.
            let sourceColumns = relationship.joins.map { join in rows.first.flatMap { $0.position(of: join.sourceAttribute) } }
            for row in rows {
                let key = RowKey(zip(relationship.joins, sourceColumns).map { join, position in position.map { row[$0] } ?? row[join.sourceAttribute] })
                if key.values.contains(where: \.isNull) {
                    keyIndexOfSource.append(nil)
                    continue
                }
                if let index = keyIndex[key] {
                    keyIndexOfSource.append(index)
                } else {
                    keyIndex[key] = keys.count
                    keyIndexOfSource.append(keys.count)
                    keys.append(key)
                }
            }
            keyIndexesOfSource.append(keyIndexOfSource)
        }
        var result = [[Row]](repeating: [], count: keys.count)
        let rankColumn = Self.rankColumn(besides: destination.attributes.map(\.name) + relationship.joins.map(\.destinationAttribute))
        let order = try builder.totalOrder(sortOrderings)
        // The source side's types of the join columns: the keys the rows are filed under.
        let source = try? model.entity(named: relationship.sourceEntity)
        let keyTypes = relationship.joins.map { source?.attributeIfPresent(named: $0.sourceAttribute)?.valueType }
        // Rows named by their primary key (a to-one relationship's): one index lookup a key.
        let readsByKey = limitPerRow == nil && relationship.kind == .toOne && destination.hasIndexedPrimaryKey
            && Set(relationship.joins.map(\.destinationAttribute)) == Set(destination.primaryKeyAttributeNames)
        // What every statement selects: the destination's columns, then the columns that match
        // a source row (of the join table, for a many-to-many relationship), then — when each
        // row's first related rows are asked for — their rank in the order.
        var head = SQLFragment("SELECT ")
        head.append(builder.selectList)
        let matchColumns: [SQLFragment]
        var from = SQLFragment()
        if relationship.kind == .manyToMany, let joinName = relationship.joinEntity {
            let joinEntity = try model.entity(named: joinName)
            let joinBuilder = QueryBuilder(engine: engine, entity: joinEntity)
            matchColumns = try appendMatchColumns(of: relationship, from: joinBuilder, entity: joinEntity, to: &head)
            from.append(builder.from)
            from.append(" JOIN ")
            from.append(relation: joinEntity)
            from.append(" ON ")
            var onParts: [SQLFragment] = []
            for join in relationship.destinationJoins {
                var part = joinBuilder.column(try joinEntity.attribute(named: join.sourceAttribute))
                part.append(" = ")
                part.append(builder.column(try destination.attribute(named: join.destinationAttribute)))
                onParts.append(part)
            }
            from.append(joining: onParts, separator: " AND ")
        } else {
            matchColumns = try appendMatchColumns(of: relationship, from: builder, entity: destination, to: &head)
            from.append(builder.from)
        }
        let orderBy = builder.orderBy(order, reversed: false)
        if limitPerRow != nil {
            head.append(", ROW_NUMBER() OVER (")
            head.append(orderBy)
            head.append(") AS ")
            head.append(identifier: rankColumn)
        }
        head.append(from)
        // The rank's place in the select list, which the outer query orders by.
        let rankPosition = destination.attributes.count + matchColumns.count + 1
        /// `column = value AND …` for one key.
        func matching(_ key: RowKey) -> SQLFragment {
            var parts: [SQLFragment] = []
            for (column, value) in zip(matchColumns, key.values) {
                var part = column
                part.append(" = ")
                part.append(bind: value)
                parts.append(part)
            }
            var fragment = SQLFragment("(")
            fragment.append(joining: parts, separator: " AND ")
            fragment.append(")")
            return fragment
        }
        // A limited fetch is a query per key, joined: fewer keys a statement.
        let batchSize = limitPerRow == nil ? 500 : 100
        for start in stride(from: 0, to: keys.count, by: batchSize) {
            let batch = Array(keys[start..<min(start + batchSize, keys.count)])
            var statement: SQLFragment
            if let limitPerRow {
                // Each key's first rows by a query of its own, `ORDER BY … LIMIT n`: an index on
                // the matching and ordering columns serves it reading n rows, however many the
                // key has (ranking them all in one window would read and sort every one). The
                // queries are joined by UNION ALL, and the rank keeps each key's rows in order.
                statement = SQLFragment()
                for (index, key) in batch.enumerated() {
                    if index > 0 { statement.append(" UNION ALL ") }
                    statement.append("SELECT * FROM (")
                    statement.append(head)
                    statement.append(" WHERE ")
                    statement.append(matching(key))
                    statement.append(orderBy)
                    statement.append(" LIMIT ")
                    statement.append(integer: limitPerRow)
                    statement.append(") AS ")
                    statement.append(identifier: Self.rankedRelation)
                }
                statement.append(" ORDER BY ")
                statement.append(integer: rankPosition)
            } else {
                statement = head
                statement.append(" WHERE ")
                if matchColumns.count == 1 {
                    statement.append(matchColumns[0])
                    statement.append(" IN (")
                    for (index, key) in batch.enumerated() {
                        if index > 0 { statement.append(", ") }
                        statement.append(bind: key.values[0])
                    }
                    statement.append(")")
                } else {
                    statement.append("(")
                    statement.append(joining: batch.map(matching), separator: " OR ")
                    statement.append(")")
                }
                statement.append(orderBy)
            }
            let attributeCount = destination.attributes.count
            var rawRows = try await self.rows(statement, readsByKey: readsByKey)
            for index in rawRows.indices {
                // Taken out of the array, so that decoding types the values in place.
                let raw = rawRows[index]
                rawRows[index] = []
                // The trailing columns are the join values, read as the source side wrote them.
                let keyValues = keyTypes.indices.map { join in
                    keyTypes[join].map { RowDecoder.typed(raw[attributeCount + join], as: $0) } ?? raw[attributeCount + join]
                }
                // A key the statement matched that was not asked for (a join value the engine
                // compares as equal, in another type) has no source row.
                if let index = keyIndex[RowKey(keyValues)] { result[index].append(builder.decode(raw)) }
            }
        }
        return zip(relationships, keyIndexesOfSource).map { relationship, keyIndexOfSource in
            RelatedRows(relationship: relationship, keyIndex: keyIndex, rowsByKey: result, keyIndexOfSource: keyIndexOfSource)
        }
    }

    /// The name of each key's rows in a limited fetch of related rows.
    private static let rankedRelation = "tessera_ranked_rows"

    /// The name of the rank of a limited fetch of related rows: one no column selected beside it
    /// has (engines compare names without case, SQLite's unquoted ones), so that no statement
    /// ever reads a table's own column for it.
    private static func rankColumn(besides names: [String]) -> String {
        let taken = Set(names.map { $0.lowercased() })
        var name = "tessera_related_rank"
        while taken.contains(name) { name += "_" }
        return name
    }

    /// Selects the columns that match a relationship's source rows (its joins' destination
    /// attributes, in `entity` — the destination, or the join table of a many-to-many), and
    /// returns them for the `WHERE … IN` that follows.
    private func appendMatchColumns(
        of relationship: Relationship,
        from builder: QueryBuilder,
        entity: Entity,
        to statement: inout SQLFragment
    ) throws(DatabaseError) -> [SQLFragment] {
        var columns: [SQLFragment] = []
        for join in relationship.joins {
            let attribute = try entity.attribute(named: join.destinationAttribute)
            columns.append(builder.column(attribute))
            statement.append(", ")
            statement.append(builder.selected(attribute))
        }
        return columns
    }
}
