/// What a query does with one of its `:name` parameters, as far as its text says: the column it
/// is compared with or set to, or a count of rows (`LIMIT :n`). What a form asks for the
/// parameter follows from it — a date field for a date column, a whole number for a count.
///
/// Read by ``Database/parameterUses(in:)`` from the words around the parameter, not by the
/// engine: `film.length > :minimum`, `:day = rental_date`, `rating IN (:a, :b)`,
/// `release_year BETWEEN :from AND :to`, `SET title = :title`, `LIMIT :n OFFSET :m`,
/// `INSERT INTO film (title, length) VALUES (:title, :length)`. A parameter used otherwise
/// (`:a + 1`, a function's argument) has no use here.
public enum SQLParameterUse: Sendable, Hashable {
    /// Compared with, or set to, a column of a table of the model.
    case column(table: String, column: String)
    /// A number of rows: `LIMIT` or `OFFSET`.
    case count
}

extension Database {
    /// What `text` does with each of its parameters, by name, where the text says (see
    /// ``SQLParameterUse``): a column is found by its table's name or alias (`f.length`), or by
    /// its name alone where one table the query reads has a column of that name. A parameter
    /// used in several ways takes the first.
    ///
    /// ```swift
    /// database.parameterUses(in: "SELECT title FROM film f WHERE f.length > :minimum LIMIT :n")
    /// // ["minimum": .column(table: "film", column: "length"), "n": .count]
    /// ```
    public func parameterUses(in text: String) -> [String: SQLParameterUse] {
        let uses = SQLQueryText(text, engine: engine).parameterUses()
        var resolved: [String: SQLParameterUse] = [:]
        for use in uses where resolved[use.name] == nil {
            switch use.kind {
            case .count:
                resolved[use.name] = .count
            case .column(let qualifier, let column, let tables):
                if let found = resolve(column: column, qualifier: qualifier, tables: tables) {
                    resolved[use.name] = .column(table: found.table, column: found.column)
                }
            }
        }
        return resolved
    }

    /// The table and column that `column` (qualified by `qualifier`, a table's name or alias)
    /// names among `tables` (alias → table), by the model's spelling.
    private func resolve(column: String, qualifier: String?, tables: [String: String]) -> (table: String, column: String)? {
        func entity(named name: String) -> Entity? {
            (try? model.entity(named: name)) ?? model.entities.first { $0.name.lowercased() == name.lowercased() }
        }
        func attribute(_ name: String, of entity: Entity) -> String? {
            entity.attributeIfPresent(named: name)?.name ?? entity.attributes.first { $0.name.lowercased() == name.lowercased() }?.name
        }
        if let qualifier {
            let tableName = tables[qualifier.lowercased()] ?? qualifier
            guard let entity = entity(named: tableName), let name = attribute(column, of: entity) else { return nil }
            return (entity.name, name)
        }
        let candidates = Set(tables.values.map { $0.lowercased() }).compactMap { entity(named: $0) }.compactMap { entity in
            attribute(column, of: entity).map { (entity.name, $0) }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }
}

extension Database {
    /// The entities of the model whose tables `text` reads or writes, by the names after its
    /// `FROM`, `JOIN`, `UPDATE` and `INTO` — in subqueries and common table expressions too —
    /// matched to an entity's name or its table's (a schema's prefix aside).
    ///
    /// What a view of the query's rows listens to, to be shown again when one changes: a name
    /// that is no table of the model (a common table expression's, a table function's) is left
    /// out, and a name used twice in two schemas counts both, which only costs a refresh too
    /// many.
    ///
    /// ```swift
    /// database.entitiesRead(by: "SELECT count(*) FROM rental r JOIN customer c USING (customer_id)")
    /// // ["rental", "customer"]
    /// ```
    public func entitiesRead(by text: String) -> Set<String> {
        let names = Set(SQLQueryText.tables(in: SQLQueryText(text, engine: engine).tokens()).values.map { $0.lowercased() })
        return Set(model.entities.lazy.filter { names.contains($0.name.lowercased()) || names.contains($0.tableName.lowercased()) }.map(\.name))
    }
}
