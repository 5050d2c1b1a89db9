/// The names of an edit form's fields: what the application writes into its forms and reads
/// back from a POST.
public enum EditForm {
    /// The field of an attribute's value: `v.` and the attribute's name, so that no column name
    /// can collide with the form's own fields.
    public static func fieldName(_ attributeName: String) -> String {
        valuePrefix + attributeName
    }

    /// What the names of a row's own fields begin with.
    static let valuePrefix = "v."

    /// What the names of the fields of an inline row begin with (see ``InlineRelationshipsKey``):
    /// `i.`, the relationship's name, and the row's place in its table (`i.payments.0.`), or
    /// `new.` and the place among the empty rows (`i.payments.new.1.`).
    static func inlinePrefix(_ relationshipName: String, row: Int, isNew: Bool = false) -> String {
        "i." + relationshipName + (isNew ? ".new." : ".") + String(row) + "."
    }

    /// The field carrying the version of the row the form was made from.
    public static let versionFieldName = "_version"
}
