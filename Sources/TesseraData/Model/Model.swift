/// Everything reflection learned about a database: its entities (tables and views) with their
/// attributes, keys, relationships and unique constraints.
///
/// A model is a value: take it from ``Database/model`` once and read it from any task.
///
/// ```swift
/// let database = try await Database.open("app.sqlite")
/// for entity in database.model.entities {
///     print(entity.name, entity.attributes.count, entity.isReadOnly ? "(read-only)" : "")
/// }
/// ```
public struct Model: Sendable, Hashable {
    /// The entities in name order.
    public var entities: [Entity]
    private var indexByName: [String: Int]

    /// Creates a model of `entities`; reflection does this for you.
    public init(entities: [Entity]) {
        self.entities = entities.sorted { $0.name < $1.name }
        self.indexByName = Dictionary(
            self.entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity called `name` (exactly, as in the database).
    ///
    /// - Throws: ``DatabaseError`` with the closest names, when there is none.
    public func entity(named name: String) throws(DatabaseError) -> Entity {
        if let index = indexByName[name] { return entities[index] }
        let lowered = name.lowercased()
        let close = entities.map(\.name).filter {
            $0.lowercased() == lowered || $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased())
        }
        let hint = close.isEmpty
            ? "Entities are table and view names exactly as the database spells them; this database has \(entities.count)."
            : "Did you mean " + close.prefix(3).map { "'\($0)'" }.joined(separator: " or ") + "?"
        throw DatabaseError(.unknownEntity, "There is no table or view named '\(name)'. \(hint)")
    }
}
