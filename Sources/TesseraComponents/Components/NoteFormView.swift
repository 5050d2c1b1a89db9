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
/// `aria-describedby`. Inside `.disabled()` it is disabled. Like ``TextFieldFormView``, it is a
/// field rather than slots of views, so it is not an `@Component`.
public struct NoteFormView: View {
    private let configuration: NoteFormViewConfiguration
    @Environment(\.componentStyles) private var componentStyles
    @Environment(\.componentState) private var componentState

    /// A note of plain values; a message left out (`nil`) shows nothing.
    ///
    /// ```swift
    /// NoteFormView(title: "Notes", name: "notes", text: "Ring twice")
    /// ```
    public init(
        title: String, name: String, text: String, placeholder: String? = nil, errorMessage: String? = nil, hintText: String? = nil
    ) {
        configuration = NoteFormViewConfiguration(
            title: title, name: name, text: text, placeholder: placeholder,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    /// A note whose messages are any views; a message left out shows nothing.
    ///
    /// ```swift
    /// NoteFormView(title: "Notes", name: "notes", text: "") {
    ///     Text("Required").bold()
    /// }
    /// ```
    public init(
        title: String, name: String, text: String, placeholder: String? = nil,
        @ViewBuilder errorMessage: () -> some View, @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = NoteFormViewConfiguration(
            title: title, name: name, text: text, placeholder: placeholder,
            errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
    }

    /// A note showing a model's values: the same as the initializer of plain values.
    public init(model: some NoteFormViewModel) {
        self.init(
            title: model.title, name: model.name, text: model.text, placeholder: model.placeholder, errorMessage: model.errorMessage,
            hintText: model.hintText)
    }

    /// The note of a style's configuration, for a style that shows it within.
    public init(_ configuration: NoteFormViewConfiguration) {
        self.configuration = configuration
    }

    /// The note in the style in effect, or its base look.
    @ViewBuilder
    public var body: some View {
        ComponentStateMarks(componentState) {
            if let style = componentStyles[NoteFormViewConfiguration.self] as? any NoteFormViewStyle {
                AnyView(erasing: style.makeBody(configuration: configuration))
            } else {
                NoteFormViewBaseStyle().makeBody(configuration: configuration)
            }
        }
    }
}

/// The values of a ``NoteFormView``, as an app's own model provides them: conform a type and show
/// it with `NoteFormView(model:)`.
public protocol NoteFormViewModel {
    /// The note's title: the text of its label.
    var title: String { get }
    /// The form field's name: what the server receives the text under.
    var name: String { get }
    /// The note's text.
    var text: String { get }
    /// What the empty note shows.
    var placeholder: String? { get }
    /// What is wrong with the text, or `nil`.
    var errorMessage: String? { get }
    /// What to write, or `nil`.
    var hintText: String? { get }
}

/// The parts of a ``NoteFormView``, as a style lays them out.
public struct NoteFormViewConfiguration {
    /// The note's title: the text of its label.
    public let title: String
    /// The form field's name.
    public let name: String
    /// The note's text.
    public let text: String
    /// What the empty note shows.
    public let placeholder: String?
    /// What is wrong with the text: nothing when there is no error.
    public let errorMessage: FormCellMessage
    /// What to write: nothing when there is no hint.
    public let hintText: FormCellMessage

    init(title: String, name: String, text: String, placeholder: String?, errorMessage: ComponentSlot, hintText: ComponentSlot) {
        self.title = title
        self.name = name
        self.text = text
        self.placeholder = placeholder
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    /// The titled `<textarea>`, described by the messages and invalid when there is an error.
    @ViewBuilder
    public var textEditor: some View {
        // Tessera's TextEditor has no prompt of its own; the attribute is the same.
        if let placeholder {
            TextEditor(title, name: name, text: text).controlAttribute("placeholder", placeholder)
                .describedBy(error: errorMessage, hint: hintText)
        } else {
            TextEditor(title, name: name, text: text).describedBy(error: errorMessage, hint: hintText)
        }
    }
}

/// A look of ``NoteFormView``: lays out its note and messages. Set it with `.noteFormViewStyle(_:)`.
public protocol NoteFormViewStyle: ComponentStyle where Configuration == NoteFormViewConfiguration {}

/// The base look of ``NoteFormView``: the note, its error beneath in the negative colour, then its
/// hint; what a style of one's own can wrap.
public struct NoteFormViewBaseStyle: NoteFormViewStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: NoteFormViewConfiguration) -> some View {
        FormCellLayout(
            component: "NoteFormView", control: configuration.textEditor, errorMessage: configuration.errorMessage,
            hintText: configuration.hintText)
    }
}

public extension View {
    #styleModifier(for: NoteFormView.self)
}
