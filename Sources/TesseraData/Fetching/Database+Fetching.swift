extension Database {
    /// Fetches one page of rows: the first page, or the page a cursor points to.
    ///
    /// ```swift
    /// var spec = FetchSpecification(entityName: "rental", sortOrderings: [.descending("rental_date")], pageSize: 50)
    /// let first = try await database.fetch(spec)
    /// let second = try await database.fetch(spec, at: first.nextCursor!)
    /// ```
    ///
    /// The page is read with keyset pagination: with an index on the first sort key, every page
    /// costs the same. The primary key is added to the order to make it total, so rows with equal
    /// sort values (ties) are neither skipped nor repeated across pages.
    ///
    /// - Parameters:
    ///   - specification: What to fetch. Its ``FetchSpecification/prefetchingRelationships`` are
    ///     filled into each row's ``Row/related``.
    ///   - cursor: Where the page starts; `nil` for the first page.
    /// - Throws: ``DatabaseError`` for an unknown entity, attribute or relationship, a qualifier
    ///   that does not fit the entity, or a cursor of another list.
    public func fetch(_ specification: FetchSpecification, at cursor: PageCursor? = nil) async throws -> Page {
        let entity = try model.entity(named: specification.entityName)
        let builder = QueryBuilder(engine: engine, entity: entity)
        guard (1...10_000).contains(specification.pageSize) else {
            throw DatabaseError(.invalidQualifier, "The page size \(specification.pageSize) is out of range: use 1 to 10,000 rows per page.")
        }
        let keys = try builder.totalOrder(specification.sortOrderings)
        // A page reached by position is always read forwards, from its first row.
        let forward: Bool
        if case .offset = cursor?.anchor { forward = true } else { forward = cursor?.direction != .before }
        if let cursor { try validate(cursor, for: specification, keys: keys, in: entity) }

        let conditions = try filter(specification, builder: builder)
        var pageConditions = conditions
        var startOffset: Int?
        if let cursor {
            switch cursor.anchor {
            case .sortValues:
                pageConditions.append(builder.keyset(keys, values: cursor.values, forward: forward))
            case .primaryKey:
                // The row's sort values were too long for the link: read them from the row.
                guard let anchorRow = try await row(of: entity.name, key: RowKey(cursor.values)) else {
                    throw DatabaseError(
                        .invalidCursor, "The row this page started beside has been deleted since the link was made. Start again from the first page.")
                }
                pageConditions.append(builder.keyset(keys, values: keys.map { anchorRow[$0.0.name] }, forward: forward))
            case .offset(let position):
                startOffset = position
            }
        }
        var statement = SQLFragment("SELECT ")
        statement.append(builder.selectList)
        statement.append(builder.from)
        statement.append(Self.whereClause(pageConditions))
        statement.append(builder.orderBy(keys, reversed: !forward))
        statement.append(" LIMIT ")
        statement.append(bind: .integer(Int64(specification.pageSize + 1)))
        if let startOffset {
            statement.append(" OFFSET ")
            statement.append(bind: .integer(Int64(startOffset)))
        }

        var rows = try await self.rows(statement).map { builder.decode($0) }
        let hasMore = rows.count > specification.pageSize
        if hasMore { rows.removeLast() }
        if !forward { rows.reverse() }

        /// A cursor beside `row`: its sort values when they fit in a link, else its primary key,
        /// else its position (counted, unless this page was itself reached by position).
        func makeCursor(_ direction: PageCursor.Direction, at index: Int) async throws -> PageCursor {
            let row = rows[index]
            let values = keys.map { row[$0.0.name] }
            if PageCursor.fits(values) {
                return PageCursor(direction: direction, values: values, entityName: entity.name, fingerprint: specification.fingerprint)
            }
            let key = entity.primaryKeyAttributeNames.map { row[$0] }
            if !key.isEmpty, PageCursor.fits(key) {
                return PageCursor(direction: direction, values: key, entityName: entity.name, fingerprint: specification.fingerprint, anchor: .primaryKey)
            }
            // The rows before this one in the list's order.
            let before: Int
            if let startOffset {
                before = startOffset + index
            } else {
                var count = SQLFragment("SELECT CAST(count(*) AS TEXT)")
                count.append(builder.from)
                count.append(Self.whereClause(conditions + [builder.keyset(keys, values: values, forward: false)]))
                let strictlyBefore = Int(try await self.rows(count).first?.first?.text ?? "0") ?? 0
                // Rows equal to this one are not before it by their values, but those above it
                // on this page are before it in the list.
                before = strictlyBefore + rows[..<index].reversed().prefix { $0 == row }.count
            }
            let position = direction == .after ? before + 1 : max(0, before - specification.pageSize)
            return PageCursor(
                direction: .after, values: [], entityName: entity.name, fingerprint: specification.fingerprint, anchor: .offset(position))
        }
        var next: PageCursor?
        var previous: PageCursor?
        let reachedByPosition = startOffset != nil
        if !rows.isEmpty, forward ? hasMore : true { next = try await makeCursor(.after, at: rows.count - 1) }
        if reachedByPosition {
            if let startOffset, startOffset > 0 {
                previous = PageCursor(
                    direction: .after, values: [], entityName: entity.name, fingerprint: specification.fingerprint,
                    anchor: .offset(max(0, startOffset - specification.pageSize)))
            }
        } else if !rows.isEmpty, forward ? cursor != nil : hasMore {
            previous = try await makeCursor(.before, at: 0)
        }

        for name in specification.prefetchingRelationships {
            let relationship = try entity.relationship(named: name)
            let related = try await fetchRelated(relationship, of: rows)
            for index in rows.indices {
                rows[index].related[name] = related.rows(for: rows[index])
            }
        }
        return Page(rows: rows, nextCursor: next, previousCursor: previous)
    }

    /// The conditions of the qualifier and the search text.
    func filter(_ specification: FetchSpecification, builder: QueryBuilder) throws(DatabaseError) -> [SQLFragment] {
        var conditions: [SQLFragment] = []
        if let qualifier = specification.qualifier {
            conditions.append(try QualifierCompiler(builder: builder).condition(qualifier))
        }
        if let search = specification.searchText, let condition = try builder.search(search, in: specification.searchAttributeNames) {
            conditions.append(condition)
        }
        return conditions
    }

    static func whereClause(_ conditions: [SQLFragment]) -> SQLFragment {
        guard !conditions.isEmpty else { return SQLFragment() }
        var fragment = SQLFragment(" WHERE ")
        fragment.append(joining: conditions, separator: " AND ")
        return fragment
    }

    /// Refuses a cursor of another list, or one whose values do not fit the sort attributes.
    private func validate(
        _ cursor: PageCursor, for specification: FetchSpecification, keys allKeys: [(Attribute, SortOrdering.Direction)], in entity: Entity
    ) throws(DatabaseError) {
        guard cursor.entityName == specification.entityName, cursor.fingerprint == specification.fingerprint else {
            throw DatabaseError(
                .invalidCursor,
                "This page link belongs to another list (its filter, search or order differ). Start again from the first page of this one.")
        }
        var keys = allKeys
        switch cursor.anchor {
        case .sortValues: break
        case .primaryKey: keys = entity.primaryKeyAttributes.map { ($0, .ascending) }
        case .offset: return
        }
        guard cursor.values.count == keys.count, !keys.isEmpty || cursor.anchor == .sortValues else {
            throw DatabaseError(.invalidCursor, "This page link does not fit this list's order. Start again from the first page.")
        }
        for (value, key) in zip(cursor.values, keys) {
            guard let text = value.text else { continue }
            // Text that SQLite stored in a typed column comes back as text; anything else must
            // be a value of the attribute's type.
            if case .text = value { continue }
            // NaN and the infinities are doubles a column holds (PostgreSQL sorts NaN last), which
            // a person's input may not give: a page link holding one is valid.
            if case .double(let number) = value, !number.isFinite { continue }
            var loose = key.0
            loose.maximumLength = nil
            loose.integerRange = nil
            loose.decimalPrecision = nil
            if (try? loose.parse(text)) == nil {
                throw DatabaseError(.invalidCursor, "This page link holds a value that '\(key.0.name)' cannot have. Start again from the first page.")
            }
        }
    }

    /// Every row the specification selects, in its order, read a page at a time so that memory
    /// holds one page whatever the table's size.
    ///
    /// ```swift
    /// for try await payment in database.rows(matching: FetchSpecification(entityName: "payment", pageSize: 1000)) {
    ///     total += …
    /// }
    /// ```
    public func rows(matching specification: FetchSpecification) -> RowSequence {
        RowSequence(database: self, specification: specification)
    }

    /// The row of `entityName` whose primary key is `key`, or `nil` when there is none.
    ///
    /// - Throws: ``DatabaseError`` when the entity has no primary key or `key` has the wrong
    ///   number of values.
    public func row(of entityName: String, key: RowKey) async throws -> Row? {
        let entity = try model.entity(named: entityName)
        guard !entity.primaryKeyAttributeNames.isEmpty else {
            throw DatabaseError(.readOnlyEntity, "'\(entity.name)' has no primary key, so a row of it cannot be named. Find it with a qualifier instead.")
        }
        guard key.values.count == entity.primaryKeyAttributeNames.count else {
            throw DatabaseError(.invalidQualifier, "The key of '\(entity.name)' has \(entity.primaryKeyAttributeNames.count) values (\(entity.primaryKeyAttributeNames.joined(separator: ", "))), not \(key.values.count).")
        }
        let builder = QueryBuilder(engine: engine, entity: entity)
        var statement = SQLFragment("SELECT ")
        statement.append(builder.selectList)
        statement.append(builder.from)
        statement.append(" WHERE ")
        // The key's values as they are, not converted to the columns' types: an SQLite column
        // may hold any value ('F-4' in an INTEGER key), and a key names the row that has it.
        statement.append(builder.equals(Array(zip(entity.primaryKeyAttributes, key.values))))
        return try await rows(statement).first.map { builder.decode($0) }
    }
}
