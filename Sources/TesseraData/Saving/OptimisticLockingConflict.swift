/// An update or delete refused because the row changed (or went) since it was read.
///
/// Saving compares every column of the row as it was read with the row in the database, in the
/// same statement that writes it (optimistic locking, as in EOF): if someone else saved in
/// between, nothing is written and this error carries all three versions, so nothing is lost —
/// show the person their changes next to the current values and let them choose.
///
/// ```swift
/// do {
///     try await database.update(original, changes: edits)
/// } catch let conflict as OptimisticLockingConflict {
///     conflict.changedAttributeNames   // ["rental_rate"]: what the other person changed
///     conflict.current?["rental_rate"] // their value; conflict.changes holds yours
/// }
/// ```
public struct OptimisticLockingConflict: Error, Sendable, Hashable, CustomStringConvertible {
    /// The row as it was read before editing.
    public var original: Row
    /// The row as it is in the database now, or `nil` when it was deleted.
    public var current: Row?
    /// The changes that were not saved (empty for a delete).
    public var changes: [String: DatabaseValue]

    /// Creates a conflict; the saving methods do this for you.
    public init(original: Row, current: Row?, changes: [String: DatabaseValue]) {
        self.original = original
        self.current = current
        self.changes = changes
    }

    /// The attributes whose values differ between ``original`` and ``current``, in name order.
    public var changedAttributeNames: [String] {
        guard let current else { return [] }
        return Set(original.values.keys).union(current.values.keys).filter { original[$0] != current[$0] }.sorted()
    }

    /// What happened and what to do, for a log or a message above the form.
    public var description: String {
        guard current != nil else {
            return "The \(original.entityName) row \(original.primaryKey) was deleted by someone else after you read it; nothing was saved. Create it again if you still need it."
        }
        return "The \(original.entityName) row \(original.primaryKey) was changed by someone else after you read it (\(changedAttributeNames.joined(separator: ", "))); nothing was saved. Compare your changes with the current values and save again."
    }
}
