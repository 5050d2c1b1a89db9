/// The names of an edit form's fields: what the application writes into its forms and reads
/// back from a POST.
public enum EditForm {
    /// The field of an attribute's value: `v.` and the attribute's name, so that no column name
    /// can collide with the form's own fields.
    public static func fieldName(_ attributeName: String) -> String {
        "v." + attributeName
    }

    /// The field carrying the version of the row the form was made from.
    public static let versionFieldName = "_version"
}
