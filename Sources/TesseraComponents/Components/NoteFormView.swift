import Tessera

/// A titled note of several lines in a form, with an error message and a hint beneath: a real
/// `<textarea>` named after the field. Fiori's `NoteFormView`.
///
/// ```swift
/// NoteFormView(title: "Notes", name: "notes", text: order.notes, placeholder: "Anything the driver should know",
///              hintText: "Shown on the delivery note")
///
/// NoteFormView(title: "Notes", name: "notes", text: order.notes) {
///     Text("At most 500 characters")
/// }
///
/// NoteFormView(model: field)           // Field: NoteFormViewModel
/// ```
///
/// With an error the note is `aria-invalid`; the error and the hint are linked to it by
/// `aria-describedby`. Inside `.disabled()` it is disabled. A ``FormCell()``, of the same fields
/// as ``TextFieldFormView``.
@FormCell
public struct NoteFormView {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The note's title: the text of its label.
        case title(String)
        /// The form field's name: what the server receives the note under.
        case name(String)
        /// The note.
        case text(String)
        /// What the empty note shows.
        case placeholder(String? = nil)
    }

    @ViewBuilder
    static func textEditor(_ field: NoteFormViewConfiguration) -> some View {
        // Tessera's TextEditor has no prompt of its own; the attribute is the same.
        if let placeholder = field.placeholder {
            TextEditor(field.title, name: field.name, text: field.text).controlAttribute("placeholder", placeholder)
        } else {
            TextEditor(field.title, name: field.name, text: field.text)
        }
    }
}

public extension View {
    #styleModifier(for: NoteFormView.self)
}
