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
        // Where this page starts in the list, when known: the first page, a page reached by
        // position, a page beside a row whose position its link carries.
        var pageStart: Int? = cursor == nil ? 0 : nil
        var readByPosition = false
        if let cursor {
            switch cursor.anchor {
            case .sortValues:
                pageConditions.append(builder.keyset(keys, values: cursor.values, forward: forward))
            case .primaryKey:
                // The row's sort values did not fit in the link: the statement reads them from
                // the row itself, once it is known to be there still.
                // (Only whether its values are NULL is read from it: a prefix of each is enough.)
                guard let anchorRow = try await row(of: entity.name, key: RowKey(cursor.values), valuePrefixLength: QueryBuilder.shortestPrefix) else {
                    throw DatabaseError(
                        .invalidCursor, "The row this page started beside has been deleted since the link was made. Start again from the first page.")
                }
                let positions = keys.map { key in
                    QueryBuilder.PositionValue.stored(builder.stored(key.0, ofRowWithKey: cursor.values), isNull: anchorRow[key.0.name].isNull)
                }
                pageConditions.append(builder.keyset(keys, positions: positions, forward: forward))
            case .offset(let position):
                pageStart = position
                readByPosition = true
            }
        }
        let prefix = specification.valuePrefixLength.map { max($0, QueryBuilder.shortestPrefix) }
        // The page's to-one links (and links of theirs the paths name) read in its statement.
        var joins = ToOneJoins(
            paths: specification.prefetchingRelationships.map { [$0] } + specification.prefetchingRelationshipPaths, of: entity, in: model,
            engine: engine)
        let order = builder.orderBy(keys, reversed: !forward)
        var pageRows = SQLFragment()
        pageRows.append(builder.from)
        pageRows.append(Self.whereClause(pageConditions))
        pageRows.append(order)
        pageRows.append(" LIMIT ")
        pageRows.append(integer: specification.pageSize + 1)
        if readByPosition, let pageStart {
            pageRows.append(" OFFSET ")
            pageRows.append(integer: pageStart)
        }

        // The first page or a page after a key, in key order, of a whole table: an index walk
        // of a page's rows. (Not after a row a link names by its key, its sort values too long
        // for it: the query reads those values from that row as well.)
        var anchoredByKey = false
        if case .primaryKey = cursor?.anchor { anchoredByKey = true }
        let readsByKey = entity.hasIndexedPrimaryKey && conditions.isEmpty && !readByPosition && !anchoredByKey
            && keys.map(\.0.name) == entity.primaryKeyAttributeNames && keys.allSatisfy { $0.1 == .ascending }
        var rows = try await self.rows(pageRows, order: order, of: builder, prefix: prefix, joins: &joins, readsByKey: readsByKey)
        let hasMore = rows.count > specification.pageSize
        if hasMore { rows.removeLast() }
        if !forward { rows.reverse() }
        if pageStart == nil, let position = cursor?.position {
            pageStart = forward ? position + 1 : max(0, position - rows.count)
        }

        /// A cursor beside the row at `index`: its sort values when they fit in a link, else its
        /// primary key, else (a relation without one, or whose key is binary) its position in the
        /// list, which every link carries for the purpose. A position not known (a link made
        /// before links carried them) is counted from this page.
        func makeCursor(_ direction: PageCursor.Direction, at index: Int) -> PageCursor {
            let row = rows[index]
            let values = keys.map { row[$0.0.name] }
            let position = (pageStart ?? 0) + index
            // A sort value read as a prefix is not where the row stands: the row's key says it.
            if PageCursor.fits(values), !keys.contains(where: { row.isCut($0.0.name) }) {
                return PageCursor(
                    direction: direction, values: values, entityName: entity.name, fingerprint: specification.fingerprint, position: position)
            }
            let key = entity.primaryKeyAttributeNames.map { row[$0] }
            if !key.isEmpty, PageCursor.fits(key) {
                return PageCursor(
                    direction: direction, values: key, entityName: entity.name, fingerprint: specification.fingerprint, anchor: .primaryKey,
                    position: position)
            }
            let start = direction == .after ? position + 1 : max(0, position - specification.pageSize)
            return PageCursor(
                direction: .after, values: [], entityName: entity.name, fingerprint: specification.fingerprint, anchor: .offset(start))
        }
        var next: PageCursor?
        var previous: PageCursor?
        if !rows.isEmpty, forward ? hasMore : true { next = makeCursor(.after, at: rows.count - 1) }
        if readByPosition {
            if let pageStart, pageStart > 0 {
                previous = PageCursor(
                    direction: .after, values: [], entityName: entity.name, fingerprint: specification.fingerprint,
                    anchor: .offset(max(0, pageStart - specification.pageSize)))
            }
        } else if !rows.isEmpty, forward ? cursor != nil : hasMore {
            previous = makeCursor(.before, at: 0)
        }

        if !specification.prefetchingRelationships.isEmpty {
            for index in rows.indices { rows[index].related.reserveCapacity(specification.prefetchingRelationships.count) }
        }
        let joinedLinks = joins.joinedFirstSteps
        let prefetched = try specification.prefetchingRelationships.filter { !joinedLinks.contains($0) }.map { try entity.relationship(named: $0) }
        for related in try await fetchRelated(together: prefetched, of: rows) {
            for index in rows.indices {
                rows[index].related[related.relationship.name] = related.rows(forSourceAt: index)
            }
        }
        if !specification.prefetchingRelationshipPaths.isEmpty {
            try await prefetch(specification.prefetchingRelationshipPaths, into: &rows, of: entity)
        }
        for prefetch in specification.prefetchingFirstRows {
            let relationship = try entity.relationship(named: prefetch.relationshipName)
            let related = try await fetchRelated(relationship, of: rows, sortOrderings: prefetch.sortOrderings, limitPerRow: prefetch.limit)
            for index in rows.indices {
                rows[index].related[prefetch.relationshipName] = related.rows(forSourceAt: index)
            }
        }
        var page = Page(rows: rows, nextCursor: next, previousCursor: previous)
        page.start = pageStart
        return page
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
            if case .decimal(let text) = value, ["NaN", "Infinity", "-Infinity"].contains(text) { continue }
            // An SQLite column holds values of any storage class whatever its declared type (2
            // in a boolean, 'yesterday' in a timestamp): bound as read, each compares as stored.
            if engine == .sqlite { continue }
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
        try await row(of: entityName, key: key, valuePrefixLength: nil)
    }

    /// The row of `entityName` whose primary key is `key`, each long value read as its first
    /// `valuePrefixLength` characters (``FetchSpecification/valuePrefixLength``), or `nil` when
    /// there is none.
    public func row(of entityName: String, key: RowKey, valuePrefixLength: Int?) async throws -> Row? {
        try await row(of: entityName, key: key, valuePrefixLength: valuePrefixLength, prefetching: [])
    }

    /// The row of `entityName` whose primary key is `key`, each long value read as its first
    /// `valuePrefixLength` characters, with the rows at the end of `paths` (relationship names
    /// followed one after another, as ``prefetch(_:into:of:)`` takes them) in its
    /// ``Row/related``; or `nil` when there is none.
    ///
    /// A row's page shows the rows it links to: the links that lead to one row each are read in
    /// the row's own statement, the others as `prefetch` reads them.
    ///
    /// ```swift
    /// let rental = try await database.row(of: "rental", key: RowKey([.integer(1000)]), valuePrefixLength: nil,
    ///                                     prefetching: [["customer"], ["inventory", "film"]])
    /// rental?.related["inventory"]?.first?.related["film"]?.first?["title"]
    /// ```
    public func row(of entityName: String, key: RowKey, valuePrefixLength: Int?, prefetching paths: [[String]]) async throws -> Row? {
        let entity = try model.entity(named: entityName)
        guard !entity.primaryKeyAttributeNames.isEmpty else {
            throw DatabaseError(.readOnlyEntity, "'\(entity.name)' has no primary key, so a row of it cannot be named. Find it with a qualifier instead.")
        }
        guard key.values.count == entity.primaryKeyAttributeNames.count else {
            throw DatabaseError(.invalidQualifier, "The key of '\(entity.name)' has \(entity.primaryKeyAttributeNames.count) values (\(entity.primaryKeyAttributeNames.joined(separator: ", "))), not \(key.values.count).")
        }
        let builder = QueryBuilder(engine: engine, entity: entity)
        let prefix = valuePrefixLength.map { max($0, QueryBuilder.shortestPrefix) }
        var joins = ToOneJoins(paths: paths, of: entity, in: model, engine: engine)
        var rowOfKey = builder.from
        rowOfKey.append(" WHERE ")
        // The key's values as they are, not converted to the columns' types: an SQLite column
        // may hold any value ('F-4' in an INTEGER key), and a key names the row that has it.
        rowOfKey.append(builder.equals(Array(zip(entity.primaryKeyAttributes, key.values))))
        var found = try await rows(rowOfKey, order: SQLFragment(), of: builder, prefix: prefix, joins: &joins, readsByKey: entity.hasIndexedPrimaryKey)
        guard !found.isEmpty else { return nil }
        // The paths not joined (a second link to one table, a to-many step).
        if !paths.isEmpty { try await prefetch(paths, into: &found, of: entity) }
        return found.first
    }

    /// The rows `selection` (`FROM … WHERE …`, in `order`) reads of the builder's entity, each
    /// long value a prefix of `prefix` characters, with the links `joins` joins read in the same
    /// statement into their ``Row/related``.
    private func rows(
        _ selection: SQLFragment, order: SQLFragment, of builder: QueryBuilder, prefix: Int?, joins: inout ToOneJoins, readsByKey: Bool
    ) async throws -> [Row] {
        let selectList = builder.selectList(prefix: prefix)
        let baseWidth = builder.entity.attributes.count + (prefix.map { builder.cutAttributes(at: $0).count } ?? 0)
        var statement: SQLFragment
        if joins.isEmpty {
            statement = SQLFragment("SELECT ")
            statement.append(selectList)
            statement.append(selection)
        } else {
            var rowsSelected = joins.pageColumns
            rowsSelected.append(selection)
            statement = joins.statement(selecting: selectList, baseWidth: baseWidth, page: rowsSelected, order: order)
        }
        var raw = try await rows(statement, readsByKey: readsByKey)
        let joined = joins.isEmpty ? [] : joins.split(&raw, baseWidth: baseWidth)
        var rows = builder.decodeRows(raw, prefix: prefix)
        if !joins.isEmpty { joins.attach(joined, baseWidth: baseWidth, to: &rows) }
        return rows
    }
}
