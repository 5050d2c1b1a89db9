extension Database {
    /// Fetches the rows at the end of each of `paths` — relationships followed one after another
    /// — for all of `rows` at once, into their ``Row/related``: each step's rows into the `related`
    /// of the rows of the step before.
    ///
    /// ```swift
    /// var rentals = try await database.fetch(FetchSpecification(entityName: "rental")).rows
    /// try await database.prefetch([["inventory", "film"], ["customer"]], into: &rentals, of: rental)
    /// rentals[0].related["inventory"]?.first?.related["film"]?.first?["title"]   // "ACADEMY DINOSAUR"
    /// ```
    ///
    /// One query per step (per 500 distinct keys), whatever the number of rows: a step two paths
    /// share (`["inventory"]` and `["inventory", "film"]`) is fetched once, and a step whose rows
    /// the rows hold already is not fetched again. A row whose link is `NULL` gets no rows.
    ///
    /// - Parameters:
    ///   - paths: Relationship names, each path starting at `entity`.
    ///   - rows: Rows of `entity`.
    ///   - entity: The rows' entity.
    /// - Throws: ``DatabaseError`` for a name that is not a relationship of the entity it is
    ///   reached at.
    public func prefetch(_ paths: [[String]], into rows: inout [Row], of entity: Entity) async throws {
        guard !rows.isEmpty else { return }
        // The paths as a tree: each first step once, with the rest of the paths through it.
        var steps: [(name: String, rest: [[String]])] = []
        for path in paths {
            guard let first = path.first else { continue }
            let rest = Array(path.dropFirst())
            if let index = steps.firstIndex(where: { $0.name == first }) {
                if !rest.isEmpty { steps[index].rest.append(rest) }
            } else {
                steps.append((first, rest.isEmpty ? [] : [rest]))
            }
        }
        // The first steps not fetched yet, all at once: two links to one table in one statement.
        let unfetched = try steps.filter { step in !rows.allSatisfy { $0.related[step.name] != nil } }
            .map { try entity.relationship(named: $0.name) }
        var fetchedSteps: [String: RelatedRows] = [:]
        for related in try await fetchRelated(together: unfetched, of: rows) { fetchedSteps[related.relationship.name] = related }
        for (name, rest) in steps {
            let relationship = try entity.relationship(named: name)
            guard var related = fetchedSteps[name] else {
                // Fetched already (a page's to-one columns): only the steps further on.
                guard !rest.isEmpty else { continue }
                let destination = try model.entity(named: relationship.destinationEntity)
                // All rows' related rows in one list, fetched on together, then handed back.
                var fetched: [Row] = []
                for row in rows { fetched.append(contentsOf: row.related[name] ?? []) }
                try await prefetch(rest, into: &fetched, of: destination)
                var next = fetched.makeIterator()
                for index in rows.indices {
                    guard let count = rows[index].related[name]?.count, count > 0 else { continue }
                    rows[index].related[name] = (0..<count).compactMap { _ in next.next() }
                }
                continue
            }
            if !rest.isEmpty {
                let destination = try model.entity(named: relationship.destinationEntity)
                var fetched = related.allRows
                try await prefetch(rest, into: &fetched, of: destination)
                related.replaceRows(with: fetched)
            }
            for index in rows.indices {
                rows[index].related[name] = related.rows(forSourceAt: index)
            }
        }
    }
}
