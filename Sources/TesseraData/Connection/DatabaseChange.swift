/// That a database changed: an element of ``DatabaseChanges``.
///
/// What it can say depends on the engine. PostgreSQL announces each save with the entities it
/// wrote (``entityNames``), and whether it was saved through the very ``Database`` that listens
/// (``isFromThisDatabase``). SQLite only tells that the file changed: ``entityNames`` is `nil`,
/// any entity may have changed. So is it on PostgreSQL for the first element, and after the
/// listening connection was lost for a while: whatever happened meanwhile was not heard.
public struct DatabaseChange: Sendable, Hashable {
    /// The entities whose rows were inserted, updated or deleted; `nil` when any may have been.
    ///
    /// Entities are named as the model names them; a table the model does not know (created
    /// since the database was opened, or in another schema) is left out.
    public var entityNames: Set<String>?
    /// Whether every change this element stands for was saved through the ``Database`` whose
    /// ``Database/changes(pollingEvery:)`` it comes from: whoever saved has seen it already.
    /// Never true on SQLite, which does not say who wrote.
    public var isFromThisDatabase: Bool

    /// A change to `entityNames` (`nil`: any entity).
    public init(entityNames: Set<String>? = nil, isFromThisDatabase: Bool = false) {
        self.entityNames = entityNames
        self.isFromThisDatabase = isFromThisDatabase
    }

    /// Whether rows of `entityName` may have changed.
    public func mayInclude(_ entityName: String) -> Bool {
        entityNames?.contains(entityName) ?? true
    }
}
