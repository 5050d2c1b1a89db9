/// To-one links read in the statement that reads their rows: a rental list's customer, staff
/// member and inventory item (and the inventory item's film) joined to the page of rentals,
/// instead of a statement each.
///
/// On PostgreSQL a statement costs the server a fixed part — a round trip, a transaction, a
/// plan — that a row read by its key does not repay: a 25-row list whose links were read a
/// statement each cost five statements. Joined, it costs one.
///
/// The page is read first, in its own order and limit, as a subquery that keeps its table's
/// name, and the links are joined to its rows only:
///
/// ```sql
/// SELECT "rental"."rental_id", …, "customer"."customer_id", …
/// FROM (SELECT * FROM "rental" WHERE … ORDER BY … LIMIT 26) AS "rental"
/// LEFT JOIN "customer" ON "customer"."customer_id" = "rental"."customer_id"
/// LEFT JOIN "inventory" ON … LEFT JOIN "film" ON "film"."film_id" = "inventory"."film_id"
/// ORDER BY …
/// ```
///
/// — so that however the page is sorted, only its rows are joined, each to one row at most. A
/// link is joined only when that holds and the join is plain: it leads to its destination's
/// primary key (one row or none), its columns on both sides have one type (compared as a
/// statement of its own would bind them), and no table comes twice in the statement (a film's
/// language and its original language: the second is read by a statement of its own, as is a
/// table that links to itself). Links not joined are fetched as before.
struct ToOneJoins {
    /// One joined link: the relationship, from the base (`parent` nil) or from another step.
    struct Step {
        let name: String
        let parent: Int?
        let relationship: Relationship
        let destination: Entity
        let builder: QueryBuilder
        /// Where its columns start in a raw row.
        var offset = 0
        /// Where its first join column (part of its primary key: not NULL when a row was found)
        /// is among its columns.
        let keyPosition: Int
    }

    let base: Entity
    private(set) var steps: [Step] = []

    var isEmpty: Bool { steps.isEmpty }

    /// The joins for `paths` — relationship names from `base`, each a path — as far as each path
    /// can be joined.
    init(paths: [[String]], of base: Entity, in model: Model, engine: Database.Engine) {
        self.base = base
        // The subquery keeps the table's plain name, which columns of another schema's table
        // do not use.
        guard base.schema == nil else { return }
        var tables: Set<String> = [Self.tableKey(base)]
        for path in paths {
            var parent: Int?
            for name in path {
                if let existing = steps.firstIndex(where: { $0.parent == parent && $0.name == name }) {
                    parent = existing
                    continue
                }
                let source = parent.map { steps[$0].destination } ?? base
                guard let relationship = try? source.relationship(named: name), relationship.kind == .toOne,
                    let destination = try? model.entity(named: relationship.destinationEntity),
                    !tables.contains(Self.tableKey(destination)),
                    Set(relationship.joins.map(\.destinationAttribute)) == Set(destination.primaryKeyAttributeNames),
                    relationship.joins.allSatisfy({ join in
                        guard let from = source.attributeIfPresent(named: join.sourceAttribute),
                            let to = destination.attributeIfPresent(named: join.destinationAttribute)
                        else { return false }
                        return from.valueType == to.valueType && from.valueType != .blob
                    }),
                    let first = relationship.joins.first,
                    let keyPosition = destination.attributes.firstIndex(where: { $0.name == first.destinationAttribute })
                else { break }
                tables.insert(Self.tableKey(destination))
                steps.append(Step(
                    name: name, parent: parent, relationship: relationship, destination: destination,
                    builder: QueryBuilder(engine: engine, entity: destination), keyPosition: keyPosition))
                parent = steps.count - 1
            }
        }
    }

    /// A table's name as both engines compare it (SQLite without case).
    private static func tableKey(_ entity: Entity) -> String {
        ((entity.schema.map { $0 + "." } ?? "") + entity.tableName).lowercased()
    }

    /// What the subquery of the base's rows selects: every column, and on SQLite the rowid
    /// (which `*` leaves out, and prefixes of long values are read by).
    var pageColumns: SQLFragment {
        var columns = SQLFragment("SELECT ")
        if let rowID = base.sqliteRowID {
            columns.append(relation: base, column: rowID)
            columns.append(" AS ")
            columns.append(identifier: rowID)
            columns.append(", ")
        }
        columns.append("*")
        return columns
    }

    /// The statement reading `page` — the base entity's rows, selecting ``pageColumns`` — with
    /// `selectList` of the base's, then the joined links' columns after the base's `baseWidth`,
    /// in `order`.
    mutating func statement(selecting selectList: SQLFragment, baseWidth: Int, page: SQLFragment, order: SQLFragment) -> SQLFragment {
        var statement = SQLFragment("SELECT ")
        statement.append(selectList)
        var offset = baseWidth
        for index in steps.indices {
            statement.append(", ")
            statement.append(steps[index].builder.selectList)
            steps[index].offset = offset
            offset += steps[index].destination.attributes.count
        }
        statement.append(" FROM (")
        statement.append(page)
        statement.append(") AS ")
        statement.append(identifier: base.tableName)
        for step in steps {
            statement.append(" LEFT JOIN ")
            statement.append(relation: step.destination)
            statement.append(" ON ")
            let source = step.parent.map { steps[$0].destination } ?? base
            var conditions: [SQLFragment] = []
            for join in step.relationship.joins {
                var condition = SQLFragment()
                condition.append(relation: step.destination, column: join.destinationAttribute)
                condition.append(" = ")
                condition.append(relation: source, column: join.sourceAttribute)
                conditions.append(condition)
            }
            statement.append(joining: conditions, separator: " AND ")
        }
        statement.append(order)
        return statement
    }

    /// The base's part of each raw row (its first `baseWidth` values); the joined links' parts
    /// are kept for ``attach(to:)``.
    func split(_ raw: inout [[DatabaseValue]], baseWidth: Int) -> [[DatabaseValue]] {
        var tails: [[DatabaseValue]] = []
        tails.reserveCapacity(raw.count)
        for index in raw.indices {
            tails.append(Array(raw[index][baseWidth...]))
            raw[index].removeLast(raw[index].count - baseWidth)
        }
        return tails
    }

    /// Fills each row's `related` with its joined links' rows (none where the link is NULL or
    /// leads nowhere), from `tails` — the joined parts of the raw rows, in the rows' order —
    /// nested as the paths are.
    func attach(_ tails: [[DatabaseValue]], baseWidth: Int, to rows: inout [Row]) {
        for (index, tail) in zip(rows.indices, tails) {
            var found = [Row?](repeating: nil, count: steps.count)
            for (position, step) in steps.enumerated() {
                let start = step.offset - baseWidth
                guard !tail[start + step.keyPosition].isNull else { continue }
                found[position] = step.builder.decode(Array(tail[start..<start + step.destination.attributes.count]))
            }
            // Deepest first, so that each row holds its own links when it is put into its parent.
            for position in steps.indices.reversed() {
                let step = steps[position]
                let rowsOfStep = found[position].map { [$0] } ?? []
                if let parent = step.parent {
                    found[parent]?.related[step.name] = rowsOfStep
                } else {
                    rows[index].related[step.name] = rowsOfStep
                }
            }
        }
    }

    /// The names of the base's relationships that are joined.
    var joinedFirstSteps: Set<String> {
        Set(steps.filter { $0.parent == nil }.map(\.name))
    }
}
