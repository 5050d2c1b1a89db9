/// A set of columns whose values no two rows of an entity may share.
///
/// The primary key is one; reflection lists the others (`UNIQUE` constraints and unique indexes),
/// and saving uses them to turn "duplicate key" errors into a message on the right fields.
public struct UniqueConstraint: Sendable, Hashable {
    /// The constraint's or index's name, as the database reports it in errors.
    public var name: String
    /// The columns, in the constraint's order.
    public var attributeNames: [String]

    /// Creates a unique constraint over `attributeNames`.
    public init(name: String, attributeNames: [String]) {
        self.name = name
        self.attributeNames = attributeNames
    }
}
