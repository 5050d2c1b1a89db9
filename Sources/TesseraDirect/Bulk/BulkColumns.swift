/// What a list's bulk form offers to set: the columns the person's form edits, labelled as there,
/// and for those limited to a few values (`allowedValues`), the values — worked out once for each
/// list's context under each generation of the rules, not on every page.
struct BulkColumns: Sendable {
    /// Each column's name and label, in the entity's order.
    let columns: [(name: String, label: String)]
    /// The values a column may take, by column, for those limited to some.
    let values: [String: [String]]
}
