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
/// `aria-describedby`. Inside `.disabled()` it is disabled. It is a ``FormFieldView`` of the kind
/// ``TextEditorControl``, as ``TextFieldFormView`` is of ``TextFieldControl``.
public typealias NoteFormView = FormFieldView<TextEditorControl>

/// The `<textarea>` of a ``NoteFormView``.
public enum TextEditorControl: FormFieldKind {
    public static var componentName: String { "NoteFormView" }

    @ViewBuilder
    public static func control(of field: FormFieldConfiguration<Self>) -> some View {
        // Tessera's TextEditor has no prompt of its own; the attribute is the same.
        if let placeholder = field.placeholder {
            TextEditor(field.title, name: field.name, text: field.text).controlAttribute("placeholder", placeholder)
                .describedBy(error: field.errorMessage, hint: field.hintText)
        } else {
            TextEditor(field.title, name: field.name, text: field.text).describedBy(error: field.errorMessage, hint: field.hintText)
        }
    }
}

/// The values of a ``NoteFormView``, as an app's own model provides them: conform a type and show
/// it with `NoteFormView(model:)`.
public typealias NoteFormViewModel = FormFieldModel

/// The parts of a ``NoteFormView``, as a style lays them out.
public typealias NoteFormViewConfiguration = FormFieldConfiguration<TextEditorControl>

extension FormFieldConfiguration where Kind == TextEditorControl {
    /// The titled `<textarea>`, described by the messages and invalid when there is an error.
    public var textEditor: some View { control }
}

/// A look of ``NoteFormView``: lays out its note and messages. Set it with `.noteFormViewStyle(_:)`.
public protocol NoteFormViewStyle: ComponentStyle where Configuration == NoteFormViewConfiguration {}

/// The base look of ``NoteFormView``: the note, its error beneath in the negative colour, then its
/// hint; what a style of one's own can wrap.
public typealias NoteFormViewBaseStyle = FormFieldBaseStyle<TextEditorControl>

extension FormFieldBaseStyle: NoteFormViewStyle where Kind == TextEditorControl {}

public extension View {
    #styleModifier(for: NoteFormView.self)
}
