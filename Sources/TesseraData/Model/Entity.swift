/// A table or a view of the database, with its attributes, primary key, relationships and unique
/// constraints, as reflection found them.
///
/// An entity without a primary key, and every view, is read-only (``isReadOnly``): it can be
/// listed, searched and inspected, but a row of it cannot be named for an update or a delete.
///
/// ```swift
/// let film = try database.model.entity(named: "film")
/// film.primaryKeyAttributeNames   // ["film_id"]
/// film.attributes.map(\.name)     // ["film_id", "title", "description", …]
/// film.relationships.map(\.name)  // ["language", "original_language", "actor", "category", "inventory"]
/// ```
public struct Entity: Sendable, Hashable, Identifiable {
    /// A table, or a view.
    public enum Kind: String, Sendable, Hashable {
        /// A base table.
        case table
        /// A view; always read-only.
        case view
        /// A PostgreSQL materialized view: read-only, and filled by a refresh
        /// (``Database/refresh(materializedView:)``), not by writes.
        case materializedView
    }

    /// The name, exactly as the database spells it; for a relation of a PostgreSQL schema other
    /// than the first of the search path, `schema.name` (`inventory.warehouses`).
    public var name: String
    /// The PostgreSQL schema of a relation named `schema.name`; `nil` for the first schema of the
    /// search path and on SQLite, where ``name`` is the relation's own name.
    public var schema: String?
    /// The relation's name within its schema: ``name`` without the schema.
    public var tableName: String
    /// Table or view.
    public var kind: Kind
    /// The columns, in the table's order.
    public var attributes: [Attribute] {
        didSet { names.rowLayout = RowLayout(attributes: attributes) }
    }
    /// The primary key's columns in key order; empty when the table has none.
    public var primaryKeyAttributeNames: [String]
    /// Relationships from this entity: to-one from its foreign keys, to-many from foreign keys
    /// pointing at it, many-to-many through join tables.
    public var relationships: [Relationship] {
        didSet { names.relationships = NameIndex.positions(of: relationships.map(\.name)) }
    }
    /// Unique constraints other than the primary key.
    public var uniqueConstraints: [UniqueConstraint]
    /// For a partition of a PostgreSQL partitioned table, the partitioned table's name: its rows
    /// are that table's too, so an application lists the partitioned table and hides this one.
    public var partitionOf: String?
    /// For a view that PostgreSQL writes through (an auto-updatable view of one table, which
    /// shows that table's primary key), the table its rows are written to: such a view is
    /// edited like a table. `nil` for tables and every other view.
    public var baseTable: String?
    /// For an SQLite rowid table, the name that reaches its rowid (`rowid`, or `_rowid_` or `oid`
    /// when a column takes that name); `nil` for views, `WITHOUT ROWID` and virtual tables, on
    /// PostgreSQL, and for tables with generated columns (SQLite opens no blob handle on
    /// them). Long values of a rowid table are read in parts by it (``SQLiteBlobReading``).
    var sqliteRowID: String?
    /// Positions of the attributes and relationships by name: pages look properties up by name
    /// for every column, so the lookup is a hash, not a scan.
    private var names: NameIndex

    /// The name identifies an entity within its model.
    public var id: String { name }

    /// Hashes what tells entities apart in practice — the name, the kind and how many columns and
    /// relationships there are — not every column: entities key memos asked on every page, and
    /// equal entities still hash alike, while `==` compares them whole.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(kind)
        hasher.combine(attributes.count)
        hasher.combine(relationships.count)
    }

    /// Whether rows can only be read: a view (but one PostgreSQL writes through, see
    /// ``baseTable``), a materialized view, or a table without a primary key.
    public var isReadOnly: Bool { (kind != .table && baseTable == nil) || primaryKeyAttributeNames.isEmpty }

    /// Creates an entity; reflection does this for you.
    public init(
        name: String, kind: Kind, attributes: [Attribute], primaryKeyAttributeNames: [String],
        relationships: [Relationship] = [], uniqueConstraints: [UniqueConstraint] = []
    ) {
        self.name = name
        self.tableName = name
        self.kind = kind
        self.attributes = attributes
        self.primaryKeyAttributeNames = primaryKeyAttributeNames
        self.relationships = relationships
        self.uniqueConstraints = uniqueConstraints
        names = NameIndex(
            rowLayout: RowLayout(attributes: attributes),
            relationships: NameIndex.positions(of: relationships.map(\.name)))
    }

    /// The attribute called `name` (exactly, as in the database).
    ///
    /// - Throws: ``DatabaseError`` naming the attributes that exist, when there is none.
    public func attribute(named name: String) throws(DatabaseError) -> Attribute {
        if let attribute = attributeIfPresent(named: name) { return attribute }
        throw DatabaseError(
            .unknownAttribute,
            "The entity '\(self.name)' has no attribute '\(name)'. Its attributes are: "
                + attributes.map { "'\($0.name)'" }.joined(separator: ", ") + ".")
    }

    /// The relationship called `name`.
    ///
    /// - Throws: ``DatabaseError`` naming the relationships that exist, when there is none.
    public func relationship(named name: String) throws(DatabaseError) -> Relationship {
        if let relationship = relationshipIfPresent(named: name) { return relationship }
        let known = relationships.isEmpty ? "none" : relationships.map { "'\($0.name)'" }.joined(separator: ", ")
        throw DatabaseError(
            .unknownRelationship, "The entity '\(self.name)' has no relationship '\(name)'. Its relationships: \(known).")
    }

    /// The attribute called `name` (exactly, as in the database), or `nil` when there is none:
    /// for code that asks whether a property is an attribute, where ``attribute(named:)``'s error
    /// would be made only to be dropped.
    public func attributeIfPresent(named name: String) -> Attribute? {
        names.rowLayout.positions[name].map { attributes[$0] }
    }

    /// The relationship called `name`, or `nil` when there is none.
    public func relationshipIfPresent(named name: String) -> Relationship? {
        names.relationships[name].map { relationships[$0] }
    }

    /// Whether rows are found by their primary key through an index: a table with a key (a
    /// view's key is only what its rows are told apart by, and reading by it may scan).
    var hasIndexedPrimaryKey: Bool { kind == .table && !primaryKeyAttributeNames.isEmpty }

    /// The primary key's attributes, in key order.
    public var primaryKeyAttributes: [Attribute] {
        primaryKeyAttributeNames.compactMap { attributeIfPresent(named: $0) }
    }

    /// The attributes a text search looks in: every attribute of ``ValueType/text``.
    public var searchableAttributes: [Attribute] { attributes.filter { $0.valueType.isTextual } }
}

/// Where each attribute and relationship of an entity is, by name.
///
/// It is made from the entity's lists and kept with them, so two entities with equal lists have
/// equal indexes: it takes no part in comparing or hashing entities.
private struct NameIndex: Sendable, Hashable {
    /// The attributes' names and positions, which is also where a row read with all of them
    /// keeps each value: every row fetched of the entity shares it.
    var rowLayout: RowLayout
    var relationships: [String: Int]

    /// The position of each name; of a name that occurs twice, the first.
    static func positions(of names: [String]) -> [String: Int] {
        Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func == (lhs: NameIndex, rhs: NameIndex) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension Entity {
    /// The layout of a row that holds every attribute, in the entity's order.
    var rowLayout: RowLayout { names.rowLayout }
}
