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
/// is disabled. It is a ``FormFieldView`` of the kind ``TextFieldControl``, as ``NoteFormView`` is
/// of ``TextEditorControl``.
public typealias TextFieldFormView = FormFieldView<TextFieldControl>

/// The one-line `<input type="text">` of a ``TextFieldFormView``.
public enum TextFieldControl: FormFieldKind {
    public static var componentName: String { "TextFieldFormView" }

    public static func control(of field: FormFieldConfiguration<Self>) -> some View {
        TextField(field.title, name: field.name, text: field.text, prompt: field.placeholder)
            .describedBy(error: field.errorMessage, hint: field.hintText)
    }
}

/// The values of a ``TextFieldFormView``, as an app's own model provides them: conform a type and
/// show it with `TextFieldFormView(model:)`.
public typealias TextFieldFormViewModel = FormFieldModel

/// The parts of a ``TextFieldFormView``, as a style lays them out.
public typealias TextFieldFormViewConfiguration = FormFieldConfiguration<TextFieldControl>

extension FormFieldConfiguration where Kind == TextFieldControl {
    /// The titled text field, described by the messages and invalid when there is an error.
    public var textField: some View { control }
}

/// A look of ``TextFieldFormView``: lays out its field and messages. Set it with
/// `.textFieldFormViewStyle(_:)`.
public protocol TextFieldFormViewStyle: ComponentStyle where Configuration == TextFieldFormViewConfiguration {}

/// The base look of ``TextFieldFormView``: the field, its error beneath in the negative colour,
/// then its hint; what a style of one's own can wrap.
public typealias TextFieldFormViewBaseStyle = FormFieldBaseStyle<TextFieldControl>

extension FormFieldBaseStyle: TextFieldFormViewStyle where Kind == TextFieldControl {}

public extension View {
    #styleModifier(for: TextFieldFormView.self)
}
