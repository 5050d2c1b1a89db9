import Tessera

/// A titled text field in a form, with an error message and a hint beneath: a real
/// `<input type="text">` named after the field. Fiori's `TextFieldFormView`.
///
/// ```swift
/// TextFieldFormView(title: "Email", name: "email", text: customer.email, placeholder: "name@example.com",
///                   errorMessage: errors["email"], hintText: "We send the invoice here")
///
/// TextFieldFormView(title: "Email", name: "email", text: customer.email) {
///     Label("Not an address", systemImage: "exclamationmark.triangle")
/// } hintText: {
///     Text("We send the invoice here")
/// }
///
/// TextFieldFormView(model: field)      // Field: TextFieldFormViewModel
/// ```
///
/// With an error the field is `aria-invalid`; the error and the hint are linked to it by
/// `aria-describedby`, so assistive technologies read them with it. Inside `.disabled()` the field
/// is disabled. A ``FormCell()``, of the same fields as ``NoteFormView``: a type conforming to
/// ``FormFieldModel`` shows in either.
@FormCell
public struct TextFieldFormView {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The field's title: the text of its label.
        case title(String)
        /// The form field's name: what the server receives the value under.
        case name(String)
        /// The field's value.
        case text(String)
        /// What the empty field shows.
        case placeholder(String? = nil)
    }

    static func textField(_ field: TextFieldFormViewConfiguration) -> some View {
        TextField(field.title, name: field.name, text: field.text, prompt: field.placeholder)
    }
}

/// The values of a field of text, as an app's own model provides them: a type conforming to it
/// shows in a ``TextFieldFormView`` and in a ``NoteFormView`` alike, whose models have the same
/// properties.
///
/// ```swift
/// struct Field: FormFieldModel {
///     var title = "Notes", name = "notes", text = ""
///     var placeholder: String? = nil, errorMessage: String? = nil, hintText: String? = nil
/// }
///
/// TextFieldFormView(model: Field())
/// NoteFormView(model: Field())
/// ```
///
/// Its values go by their names or by Fiori for SwiftUI's, with a trailing underscore (`title_`,
/// `text_`): write either. It restates the two models' values so that the defaults reading one
/// name from the other are its own, which a type conforming to it takes over those of each model.
@ModelNamings
public protocol FormFieldModel: TextFieldFormViewModel, NoteFormViewModel {
    /// The field's title: the text of its label.
    var title: String { get }
    /// The field's title, as Fiori for SwiftUI spells it.
    var title_: String { get }
    /// The form field's name: what the server receives the value under.
    var name: String { get }
    /// The form field's name, as Fiori for SwiftUI spells it.
    var name_: String { get }
    /// The field's value.
    var text: String { get }
    /// The field's value, as Fiori for SwiftUI spells it.
    var text_: String { get }
    /// What the empty field shows.
    var placeholder: String? { get }
    /// What the empty field shows, as Fiori for SwiftUI spells it.
    var placeholder_: String? { get }
    /// What is wrong with the value, or `nil`.
    var errorMessage: String? { get }
    /// What is wrong with the value, as Fiori for SwiftUI spells it.
    var errorMessage_: String? { get }
    /// What to enter, or `nil`.
    var hintText: String? { get }
    /// What to enter, as Fiori for SwiftUI spells it.
    var hintText_: String? { get }
}

public extension View {
    #styleModifier(for: TextFieldFormView.self)
}
