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
    /// each customer on a page, by one query, however many payments each has.
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
        let destination = try model.entity(named: relationship.destinationEntity)
        let builder = QueryBuilder(engine: engine, entity: destination)
        var keys: [RowKey] = []
        var keyIndex: [RowKey: Int] = [:]
        keyIndex.reserveCapacity(rows.count)
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
        var result = [[Row]](repeating: [], count: keys.count)
        let rankColumn = Self.rankColumn(besides: destination.attributes.map(\.name) + relationship.joins.map(\.destinationAttribute))
        let order = try builder.totalOrder(sortOrderings)
        // The source side's types of the join columns: the keys the rows are filed under.
        let source = try? model.entity(named: relationship.sourceEntity)
        let keyTypes = relationship.joins.map { source?.attributeIfPresent(named: $0.sourceAttribute)?.valueType }
        // Rows named by their primary key (a to-one relationship's): one index lookup a key.
        let readsByKey = limitPerRow == nil && relationship.kind == .toOne && destination.hasIndexedPrimaryKey
            && Set(relationship.joins.map(\.destinationAttribute)) == Set(destination.primaryKeyAttributeNames)
        for start in stride(from: 0, to: keys.count, by: 500) {
            let batch = Array(keys[start..<min(start + 500, keys.count)])
            var statement = SQLFragment("SELECT ")
            statement.append(builder.selectList)
            let matchColumns: [SQLFragment]
            if relationship.kind == .manyToMany, let joinName = relationship.joinEntity {
                let joinEntity = try model.entity(named: joinName)
                let joinBuilder = QueryBuilder(engine: engine, entity: joinEntity)
                matchColumns = try appendMatchColumns(of: relationship, from: joinBuilder, entity: joinEntity, to: &statement)
                if limitPerRow != nil { appendRank(named: rankColumn, partitionedBy: matchColumns, order: builder.orderBy(order, reversed: false), to: &statement) }
                statement.append(builder.from)
                statement.append(" JOIN ")
                statement.append(relation: joinEntity)
                statement.append(" ON ")
                var onParts: [SQLFragment] = []
                for join in relationship.destinationJoins {
                    var part = joinBuilder.column(try joinEntity.attribute(named: join.sourceAttribute))
                    part.append(" = ")
                    part.append(builder.column(try destination.attribute(named: join.destinationAttribute)))
                    onParts.append(part)
                }
                statement.append(joining: onParts, separator: " AND ")
            } else {
                matchColumns = try appendMatchColumns(of: relationship, from: builder, entity: destination, to: &statement)
                if limitPerRow != nil { appendRank(named: rankColumn, partitionedBy: matchColumns, order: builder.orderBy(order, reversed: false), to: &statement) }
                statement.append(builder.from)
            }
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
                var alternatives: [SQLFragment] = []
                for key in batch {
                    var parts: [SQLFragment] = []
                    for (column, value) in zip(matchColumns, key.values) {
                        var part = column
                        part.append(" = ")
                        part.append(bind: value)
                        parts.append(part)
                    }
                    var alternative = SQLFragment("(")
                    alternative.append(joining: parts, separator: " AND ")
                    alternative.append(")")
                    alternatives.append(alternative)
                }
                statement.append("(")
                statement.append(joining: alternatives, separator: " OR ")
                statement.append(")")
            }
            if let limitPerRow {
                // Each row's first related rows: ranked within the rows of its key, the ranks
                // past the limit left out. The outer query reads the columns by position, as the
                // inner one selects them, so that no column of the table's is named there.
                var limited = SQLFragment("SELECT * FROM (")
                limited.append(statement)
                limited.append(") AS ")
                limited.append(identifier: Self.rankedRelation)
                limited.append(" WHERE ")
                limited.append(identifier: rankColumn)
                limited.append(" <= ")
                limited.append(integer: limitPerRow)
                limited.append(" ORDER BY ")
                limited.append(identifier: rankColumn)
                statement = limited
            } else {
                statement.append(builder.orderBy(order, reversed: false))
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
        return RelatedRows(relationship: relationship, keyIndex: keyIndex, rowsByKey: result, keyIndexOfSource: keyIndexOfSource)
    }

    /// The name of the ranked rows of a limited fetch of related rows.
    private static let rankedRelation = "tessera_ranked_rows"

    /// The name of the rank of a limited fetch of related rows: one no column selected beside it
    /// has (engines compare names without case, SQLite's unquoted ones), since the outer query
    /// names it, and a table's own column of that name would be taken for it.
    private static func rankColumn(besides names: [String]) -> String {
        let taken = Set(names.map { $0.lowercased() })
        var name = "tessera_related_rank"
        while taken.contains(name) { name += "_" }
        return name
    }

    /// Selects each row's rank among the rows matching the same source row, in `order`:
    /// `ROW_NUMBER() OVER (PARTITION BY … ORDER BY …)`, which both engines have.
    private func appendRank(named name: String, partitionedBy columns: [SQLFragment], order: SQLFragment, to statement: inout SQLFragment) {
        statement.append(", ROW_NUMBER() OVER (PARTITION BY ")
        statement.append(joining: columns, separator: ", ")
        statement.append(order)
        statement.append(") AS ")
        statement.append(identifier: name)
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
