/// One row of an entity: its values keyed by attribute name, as they were when it was read.
///
/// A row is a value (the enterprise object of EOF, without its live-object machinery): pass it
/// between tasks, keep it in a form session, and hand it back to ``Database/update(_:changes:)``,
/// which uses the values read here to detect that someone else changed the row meanwhile.
///
/// ```swift
/// let page = try await database.fetch(FetchSpecification(entityName: "film", pageSize: 20))
/// for film in page.rows {
///     print(film["title"], film.primaryKey)   // ACADEMY DINOSAUR  [1]
/// }
/// ```
public struct Row: Sendable, Hashable {
    /// The entity the row belongs to.
    public let entityName: String
    /// The values by attribute name. An attribute that was not read is absent.
    public private(set) var values: [String: DatabaseValue]
    /// The primary key's values in key order, empty for a read-only entity.
    public let primaryKey: RowKey
    /// Rows of relationships fetched with the row (``FetchSpecification/prefetchingRelationships``),
    /// by relationship name.
    public var related: [String: [Row]]

    /// Creates a row of `entity` from `values`; fetching does this for you.
    public init(entity: Entity, values: [String: DatabaseValue], related: [String: [Row]] = [:]) {
        self.entityName = entity.name
        self.values = values
        self.primaryKey = RowKey(entity.primaryKeyAttributeNames.map { values[$0] ?? .null })
        self.related = related
    }

    /// The value of the attribute named `attributeName`, ``DatabaseValue/null`` when absent.
    public subscript(attributeName: String) -> DatabaseValue {
        values[attributeName] ?? .null
    }
}

extension Row {
    /// A short digest of the row's values: what a form carries so that, when it comes back, the
    /// application can tell whether the row changed in the meantime, without keeping anything
    /// between the two requests.
    ///
    /// Two rows with the same values have the same token, in every process; any changed value
    /// changes it (but for blobs, whose content is never read: only a changed size shows).
    public var versionToken: String {
        var text = entityName
        for name in values.keys.sorted() {
            let value = values[name] ?? .null
            text += "\u{1}" + name + "\u{2}" + value.kindName + "\u{2}" + (value.text ?? "\u{0}")
        }
        let hash = FNV1a.hash(text)
        return String(hash, radix: 16)
    }
}
