import Tessera

/// A key and its value of several lines in a form, with an error message and a hint beneath: the
/// key in bold as the label of a real `<textarea>` named after the field, limited to a number of
/// characters when given. Fiori's `KeyValueFormView`.
///
/// ```swift
/// KeyValueFormView(title: "Cause of failure", name: "cause", text: report.cause, maximumLength: 500)
///
/// KeyValueFormView(title: "Cause of failure", name: "cause", text: "", isRequired: true) {
///     Text("Describe what failed")
/// } hintText: {
///     Text("Printed on the service report")
/// }
///
/// KeyValueFormView(model: field)       // Field: KeyValueFormViewModel
/// ```
///
/// It differs from ``NoteFormView`` as Fiori's does: the key stands out as a key of a
/// ``KeyValueItem`` does, and the value may be limited (`maxlength`) and required. The messages
/// are linked to the value by `aria-describedby`, and an error makes it `aria-invalid`. Inside
/// `.disabled()` it is disabled.
@FormCell
public struct KeyValueFormView {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The key: the text of the value's label.
        case title(String)
        /// The form field's name: what the server receives the value under.
        case name(String)
        /// The value.
        case text(String)
        /// What the empty value shows.
        case placeholder(String? = nil)
        /// The most characters the value takes, or `nil` for any number.
        case maximumLength(Int? = nil)
        /// Whether the form may not be sent with the value empty.
        case isRequired(Bool = false)
    }

    static func valueEditor(_ field: KeyValueFormViewConfiguration) -> some View {
        var attributes: [(String, String?)] = [("rows", "3"), ("cols", "48")]
        if let placeholder = field.placeholder { attributes.append(("placeholder", placeholder)) }
        if let maximumLength = field.maximumLength { attributes.append(("maxlength", String(max(0, maximumLength)))) }
        if field.isRequired { attributes.append(("required", nil)) }
        return TextInputControl(
            title: field.title, name: field.name, value: field.text, type: nil, classes: ["t-text-editor"], labelClass: "t-field tc-key-value",
            attributes: attributes)
    }
}

public extension View {
    #styleModifier(for: KeyValueFormView.self)
}
