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
    public func fetchRelated(_ relationship: Relationship, of rows: [Row]) async throws -> RelatedRows {
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
        let order = try builder.totalOrder([])
        // The source side's types of the join columns: the keys the rows are filed under.
        let source = try? model.entity(named: relationship.sourceEntity)
        let keyTypes = relationship.joins.map { source?.attributeIfPresent(named: $0.sourceAttribute)?.valueType }
        // Rows named by their primary key (a to-one relationship's): one index lookup a key.
        let readsByKey = relationship.kind == .toOne && destination.hasIndexedPrimaryKey
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
            statement.append(builder.orderBy(order, reversed: false))
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
