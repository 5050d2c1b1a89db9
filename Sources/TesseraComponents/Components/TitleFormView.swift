import Tessera

/// The title of what a form edits, typed in large letters at its top, with an error message and a
/// hint beneath: a real `<input type="text">` named after the field. Fiori's `TitleFormView`.
///
/// ```swift
/// TitleFormView(title: "Title", name: "subject", text: ticket.subject, placeholder: "What is the problem?", isRequired: true)
///
/// TitleFormView(title: "Title", name: "subject", text: "") {
///     Text("A ticket needs a title")
/// }
///
/// TitleFormView(model: field)          // Field: TitleFormViewModel
/// ```
///
/// Like Fiori's, it shows no label above the field — the large text and its placeholder say what
/// it is — but its `title` labels it for assistive technologies, in a label they read and no one
/// sees. The messages are linked to the field by `aria-describedby`, and an error makes it
/// `aria-invalid`. Inside `.disabled()` it is disabled.
@FormCell
public struct TitleFormView {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// What the field is, read by assistive technologies: the text of its hidden label.
        case title(String)
        /// The form field's name: what the server receives the title under.
        case name(String)
        /// The title typed.
        case text(String)
        /// What the empty field shows.
        case placeholder(String? = nil)
        /// Whether the form may not be sent with the field empty.
        case isRequired(Bool = false)
    }

    static func titleField(_ field: TitleFormViewConfiguration) -> some View {
        // As wide as forty characters, or as the column when that is narrower (the width is 100%,
        // which lets a control shrink below the width its size asks for).
        var attributes: [(String, String?)] = [("size", "40")]
        if let placeholder = field.placeholder { attributes.append(("placeholder", placeholder)) }
        if field.isRequired { attributes.append(("required", nil)) }
        return TextInputControl(
            title: field.title, name: field.name, value: field.text, type: "text", classes: ["t-text-field", "tc-title-field"], hidesTitle: true,
            attributes: attributes)
    }
}

public extension View {
    #styleModifier(for: TitleFormView.self)
}
