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

    /// The name of a control of an inline row that is none of its columns — its key (`_key`),
    /// version (`_version`) and delete box (`_delete`): `i.payment._key.0`, apart from the row's
    /// column fields (`i.payment.0.COLUMN`), so that no column's name (`_version`) can be one.
    static func inlineControl(_ control: String, of relationshipName: String, row: Int) -> String {
        "i." + relationshipName + "." + control + "." + String(row)
    }

    /// The field carrying the version of the row the form was made from.
    public static let versionFieldName = "_version"
}
