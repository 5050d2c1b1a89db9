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
    /// The names of the attributes read, in order, and where each one's value is in `storage`:
    /// the entity's own layout, shared by every row fetched of it.
    let layout: RowLayout
    /// The values, in `layout`'s order. An array, not a dictionary: a page of rows is decoded,
    /// compared with the page before (a live list) and read by position far more cheaply.
    private(set) var storage: [DatabaseValue]
    /// The primary key's values in key order, empty for a read-only entity.
    public let primaryKey: RowKey
    /// Rows of relationships fetched with the row (``FetchSpecification/prefetchingRelationships``),
    /// by relationship name.
    public var related: [String: [Row]]

    /// Creates a row of `entity` from `values`; fetching does this for you.
    public init(entity: Entity, values: [String: DatabaseValue], related: [String: [Row]] = [:]) {
        let layout: RowLayout
        if values.count == entity.attributes.count, entity.attributes.allSatisfy({ values[$0.name] != nil }) {
            layout = entity.rowLayout
        } else {
            // The entity's attributes that are present, in its order, then names it does not know.
            let known = entity.attributes.map(\.name).filter { values[$0] != nil }
            let knownSet = Set(known)
            layout = RowLayout(names: known + values.keys.filter { !knownSet.contains($0) }.sorted())
        }
        self.init(entity: entity, layout: layout, storage: layout.names.map { values[$0] ?? .null }, related: related)
    }

    /// A row of every attribute of `entity`, its values in the entity's order.
    init(entity: Entity, valuesInOrder storage: [DatabaseValue], related: [String: [Row]] = [:]) {
        self.init(entity: entity, layout: entity.rowLayout, storage: storage, related: related)
    }

    private init(entity: Entity, layout: RowLayout, storage: [DatabaseValue], related: [String: [Row]]) {
        self.entityName = entity.name
        self.layout = layout
        self.storage = storage
        self.primaryKey = RowKey(entity.primaryKeyAttributeNames.map { name in layout.positions[name].map { storage[$0] } ?? .null })
        self.related = related
    }

    /// The values by attribute name. An attribute that was not read is absent.
    public var values: [String: DatabaseValue] {
        Dictionary(zip(layout.names, storage), uniquingKeysWith: { first, _ in first })
    }

    /// The attributes read and their values, in the entity's order.
    public var namedValues: Zip2Sequence<[String], [DatabaseValue]> {
        zip(layout.names, storage)
    }

    /// The value of the attribute named `attributeName`, ``DatabaseValue/null`` when absent.
    public subscript(attributeName: String) -> DatabaseValue {
        guard let position = layout.positions[attributeName] else { return .null }
        return storage[position]
    }

    /// Whether the attribute named `attributeName` was read.
    public func hasValue(for attributeName: String) -> Bool {
        layout.positions[attributeName] != nil
    }

    /// Rows are equal when they are of the same entity with the same values read, key and
    /// related rows.
    public static func == (lhs: Row, rhs: Row) -> Bool {
        guard lhs.entityName == rhs.entityName, lhs.storage.count == rhs.storage.count, lhs.primaryKey == rhs.primaryKey else {
            return false
        }
        // Rows fetched of one entity share a layout: their values compare in order.
        if lhs.layout === rhs.layout || lhs.layout.names == rhs.layout.names {
            guard lhs.storage == rhs.storage else { return false }
        } else {
            guard lhs.values == rhs.values else { return false }
        }
        return lhs.related == rhs.related
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entityName)
        hasher.combine(primaryKey)
        hasher.combine(storage.count)
    }
}

/// The attribute names of a row, in order, and the position of each: what a row's values are
/// stored by. Immutable, and shared by the rows that have the same attributes.
final class RowLayout: Sendable {
    let names: [String]
    let positions: [String: Int]

    init(names: [String]) {
        self.names = names
        positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
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
        for (name, value) in namedValues.sorted(by: { $0.0 < $1.0 }) {
            text += "\u{1}" + name + "\u{2}" + value.kindName + "\u{2}" + (value.text ?? "\u{0}")
        }
        let hash = FNV1a.hash(text)
        return String(hash, radix: 16)
    }
}
