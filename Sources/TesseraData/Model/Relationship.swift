/// A way from the rows of one entity to rows of another, found from foreign keys.
///
/// Reflection makes three kinds: a **to-one** relationship for every foreign key (a film's
/// `language`), its inverse **to-many** relationship on the entity the key points to (a language's
/// `film`), and a **many-to-many** relationship across every join table — a table whose primary key
/// is made of two foreign keys, such as `film_actor` (a film's `actor`, an actor's `film`).
///
/// Names come from the foreign key column without its `_id` suffix (`language_id` gives
/// `language`), or from the destination entity; a name already taken by an attribute or another
/// relationship gets the column names after it (`film_by_original_language_id`).
///
/// ```swift
/// let film = try model.entity(named: "film")
/// let language = try film.relationship(named: "language")   // .toOne, joins language_id → language_id
/// let actors = try film.relationship(named: "actor")         // .manyToMany through film_actor
/// ```
public struct Relationship: Sendable, Hashable, Identifiable {
    /// How many destination rows one source row has.
    public enum Kind: String, Sendable, Hashable {
        /// At most one: the source holds the foreign key.
        case toOne
        /// Any number: the destination holds a foreign key to the source.
        case toMany
        /// Any number, through a join table holding a key to each side.
        case manyToMany
    }

    /// One pair of columns that must be equal for two rows to be related.
    public struct Join: Sendable, Hashable {
        /// The column on the near side.
        public var sourceAttribute: String
        /// The column on the far side.
        public var destinationAttribute: String
        /// Creates a join of `sourceAttribute` to `destinationAttribute`.
        public init(sourceAttribute: String, destinationAttribute: String) {
            self.sourceAttribute = sourceAttribute
            self.destinationAttribute = destinationAttribute
        }
    }

    /// The name, unique among the source entity's attributes and relationships.
    public var name: String
    /// To-one, to-many or many-to-many.
    public var kind: Kind
    /// The entity the relationship starts from.
    public var sourceEntity: String
    /// The entity the relationship leads to.
    public var destinationEntity: String
    /// For to-one and to-many: the column pairs from source to destination. For many-to-many:
    /// from the source to the join table.
    public var joins: [Join]
    /// For many-to-many: the join table's name, else `nil`.
    public var joinEntity: String?
    /// For many-to-many: the column pairs from the join table to the destination, else empty.
    public var destinationJoins: [Join]
    /// What deleting a row does through the foreign key under this relationship: for a to-many
    /// relationship, to the destination rows when the source row is deleted (their foreign
    /// key's `ON DELETE`); for a to-one, to the source row when the destination row is deleted;
    /// for a many-to-many, to the join table's rows when the source row is deleted.
    public var deleteRule: DeleteRule

    /// The name identifies a relationship within its entity.
    public var id: String { name }

    /// Whether one source row has many destination rows.
    public var isToMany: Bool { kind != .toOne }

    /// Creates a relationship; reflection does this for you.
    public init(
        name: String, kind: Kind, sourceEntity: String, destinationEntity: String, joins: [Join],
        joinEntity: String? = nil, destinationJoins: [Join] = [], deleteRule: DeleteRule = .noAction
    ) {
        self.deleteRule = deleteRule
        self.name = name
        self.kind = kind
        self.sourceEntity = sourceEntity
        self.destinationEntity = destinationEntity
        self.joins = joins
        self.joinEntity = joinEntity
        self.destinationJoins = destinationJoins
    }

    /// The qualifier on the destination entity that selects the rows related to `row`, for a
    /// link to "all of them" in a full list; `nil` for many-to-many (use
    /// ``Database/fetchRelated(_:of:sortOrderings:limitPerRow:)``) or when a join column of `row` is `NULL`.
    ///
    /// ```swift
    /// let rentals = try customer.relationship(named: "rental")
    /// let spec = FetchSpecification(entityName: "rental", qualifier: rentals.destinationQualifier(for: row))
    /// ```
    /// For a many-to-many relationship, the qualifier of the rows of its join entity that link
    /// `row` to its destination rows (`film_id = 1` on `film_actor`); `nil` for another kind, or
    /// when the row's join values are `NULL`.
    public func joinQualifier(for row: Row) -> Qualifier? {
        guard kind == .manyToMany, joinEntity != nil else { return nil }
        return qualifierOfJoins(for: row)
    }

    public func destinationQualifier(for row: Row) -> Qualifier? {
        guard kind != .manyToMany else { return nil }
        return qualifierOfJoins(for: row)
    }

    /// `destination column = row's value` for each join; `nil` when a value is `NULL`.
    private func qualifierOfJoins(for row: Row) -> Qualifier? {
        var parts: [Qualifier] = []
        for join in joins {
            let value = row[join.sourceAttribute]
            if value.isNull { return nil }
            parts.append(.comparison(join.destinationAttribute, .equal, value))
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }
}
