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
///     print(film.title.string ?? "", film.rentalRate.decimal ?? 0)
/// }
/// ```
///
/// A column reads as a member too, by its name or in camel case (`film.rental_rate`,
/// `film.rentalRate`), and a ``DatabaseValue`` gives it as a Swift type (`.string`, `.int`,
/// `.decimal`, `.dateValue`): what Direct to SwiftUI's views write as `object.rentalRate`. A
/// column named like one of the row's own properties (`values`, `related`) reads by subscript.
@dynamicMemberLookup
public struct Row: Sendable, Hashable {
    /// Everything the row holds, in one object: a row is copied far more often than it is
    /// changed (into each cell's view, a page's arrays, a live list), and a copy then retains one
    /// reference instead of five. Changed, it is copied first unless it is the only holder.
    private var box: Box

    private final class Box: @unchecked Sendable {
        // Unchecked: `related` changes only through a row holding the only reference
        // (`isKnownUniquelyReferenced`), so no two threads ever see it change.
        let entityName: String
        let layout: RowLayout
        let storage: [DatabaseValue]
        let primaryKey: RowKey
        var related: [String: [Row]]
        /// The whole size in bytes of each value read only as a prefix, by attribute name.
        var cutSizes: [String: Int]

        init(
            entityName: String, layout: RowLayout, storage: [DatabaseValue], primaryKey: RowKey, related: [String: [Row]],
            cutSizes: [String: Int] = [:]
        ) {
            self.entityName = entityName
            self.layout = layout
            self.storage = storage
            self.primaryKey = primaryKey
            self.related = related
            self.cutSizes = cutSizes
        }
    }

    /// The entity the row belongs to.
    public var entityName: String { box.entityName }
    /// The names of the attributes read, in order, and where each one's value is in `storage`:
    /// the entity's own layout, shared by every row fetched of it.
    var layout: RowLayout { box.layout }
    /// The values, in `layout`'s order. An array, not a dictionary: a page of rows is decoded,
    /// compared with the page before (a live list) and read by position far more cheaply.
    var storage: [DatabaseValue] { box.storage }
    /// The primary key's values in key order, empty for a read-only entity.
    public var primaryKey: RowKey { box.primaryKey }
    /// Rows of relationships fetched with the row (``FetchSpecification/prefetchingRelationships``),
    /// by relationship name.
    public var related: [String: [Row]] {
        get { box.related }
        _modify {
            if !isKnownUniquelyReferenced(&box) {
                box = Box(
                    entityName: box.entityName, layout: box.layout, storage: box.storage, primaryKey: box.primaryKey, related: box.related,
                    cutSizes: box.cutSizes)
            }
            yield &box.related
        }
    }

    /// The attributes of which the row holds only a prefix, as a read of prefixes
    /// (``FetchSpecification/valuePrefixLength``) cut them: the value is its first characters.
    /// Empty for a row read whole.
    public var cutAttributeNames: some Collection<String> { box.cutSizes.keys }

    /// The size in bytes (UTF-8) of the whole value of `attributeName` when the row holds only a
    /// prefix of it; `nil` when it holds the whole value.
    public func wholeSize(ofCut attributeName: String) -> Int? {
        box.cutSizes[attributeName]
    }

    /// Whether the row holds only a prefix of the value of `attributeName`.
    public func isCut(_ attributeName: String) -> Bool {
        !box.cutSizes.isEmpty && box.cutSizes[attributeName] != nil
    }

    /// Marks values as prefixes of values of the given whole sizes.
    mutating func markCut(_ sizes: [String: Int]) {
        if !isKnownUniquelyReferenced(&box) {
            box = Box(
                entityName: box.entityName, layout: box.layout, storage: box.storage, primaryKey: box.primaryKey, related: box.related,
                cutSizes: box.cutSizes)
        }
        box.cutSizes.merge(sizes) { _, new in new }
    }

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
        let primaryKey = RowKey(entity.primaryKeyAttributeNames.map { name in layout.positions[name].map { storage[$0] } ?? .null })
        box = Box(entityName: entity.name, layout: layout, storage: storage, primaryKey: primaryKey, related: related)
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

    /// The value of the column `name` — or, when the row has no column of that name, of the
    /// column its camel case spells in snake case (`rentalRate` is `rental_rate`).
    public subscript(dynamicMember name: String) -> DatabaseValue {
        if let position = layout.positions[name] { return storage[position] }
        return self[Self.snakeCase(name)]
    }

    /// The column a member name reads when the row has no column of that name: `rentalRate` as
    /// `rental_rate`, `URLPath` as `url_path`. What ``subscript(dynamicMember:)`` reads, for code
    /// that reads members the same way (TesseraDirect's `DirectObject`).
    public static func snakeCase(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // A word starts at an upper-case letter after a lower-case one, or before one.
                if let previous, previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result += "_"
                }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether the attribute named `attributeName` was read.
    public func hasValue(for attributeName: String) -> Bool {
        layout.positions[attributeName] != nil
    }

    /// Rows are equal when they are of the same entity with the same values read, key and
    /// related rows.
    public static func == (lhs: Row, rhs: Row) -> Bool {
        if lhs.box === rhs.box { return true }
        guard lhs.entityName == rhs.entityName, lhs.storage.count == rhs.storage.count, lhs.primaryKey == rhs.primaryKey else {
            return false
        }
        // Rows fetched of one entity share a layout: their values compare in order.
        if lhs.layout === rhs.layout || lhs.layout.names == rhs.layout.names {
            guard lhs.storage == rhs.storage else { return false }
        } else {
            guard lhs.values == rhs.values else { return false }
        }
        return lhs.box.cutSizes == rhs.box.cutSizes && lhs.related == rhs.related
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
    /// The attributes' types, in order, for an entity's own layout (what decoding a fetched row
    /// reads); empty for the layout of a row made from values.
    let valueTypes: [ValueType]

    init(names: [String], valueTypes: [ValueType] = []) {
        self.names = names
        self.valueTypes = valueTypes
        positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The layout of `attributes`, an entity's.
    convenience init(attributes: [Attribute]) {
        self.init(names: attributes.map(\.name), valueTypes: attributes.map(\.valueType))
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

extension Row {
    /// Where an attribute's value is in the rows of an entity, found once by name
    /// (``Entity/rowPosition(of:)``): reading it from each of a page's rows then looks up no name.
    public struct Position: Sendable {
        let layout: RowLayout
        let index: Int
        /// The attribute's name: how a row of another layout (made from a dictionary of values
        /// that lacks some attributes) is read.
        public let name: String
    }

    /// The position of `attributeName` in this row's layout, good for every row that shares it.
    func position(of attributeName: String) -> Position? {
        layout.positions[attributeName].map { Position(layout: layout, index: $0, name: attributeName) }
    }

    /// The value at `position`, ``DatabaseValue/null`` when the row did not read that attribute:
    /// the same as `row[position.name]`.
    public subscript(position: Position) -> DatabaseValue {
        let box = box
        if box.layout === position.layout { return box.storage[position.index] }
        return self[position.name]
    }
}

extension Entity {
    /// Where the value of the attribute named `attributeName` is in the entity's rows, `nil` when
    /// there is no such attribute.
    public func rowPosition(of attributeName: String) -> Row.Position? {
        let layout = rowLayout
        return layout.positions[attributeName].map { Row.Position(layout: layout, index: $0, name: attributeName) }
    }
}
