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
/// is disabled.
///
/// It is not an `@Component`: a component's slots are views, and a form cell is a field — its name,
/// its value — whose title is the text of the control's `<label>`. The messages are its slots.
public struct TextFieldFormView: View {
    private let configuration: TextFieldFormViewConfiguration
    @Environment(\.componentStyles) private var componentStyles
    @Environment(\.componentState) private var componentState

    /// A text field of plain values; a message left out (`nil`) shows nothing.
    ///
    /// ```swift
    /// TextFieldFormView(title: "City", name: "city", text: address.city, errorMessage: "Required")
    /// ```
    public init(
        title: String, name: String, text: String, placeholder: String? = nil, errorMessage: String? = nil, hintText: String? = nil
    ) {
        configuration = TextFieldFormViewConfiguration(
            title: title, name: name, text: text, placeholder: placeholder,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    /// A text field whose messages are any views; a message left out shows nothing.
    ///
    /// ```swift
    /// TextFieldFormView(title: "City", name: "city", text: "") {
    ///     Text("Required").bold()
    /// }
    /// ```
    public init(
        title: String, name: String, text: String, placeholder: String? = nil,
        @ViewBuilder errorMessage: () -> some View, @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = TextFieldFormViewConfiguration(
            title: title, name: name, text: text, placeholder: placeholder,
            errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
    }

    /// A text field showing a model's values: the same as the initializer of plain values.
    public init(model: some TextFieldFormViewModel) {
        self.init(
            title: model.title, name: model.name, text: model.text, placeholder: model.placeholder, errorMessage: model.errorMessage,
            hintText: model.hintText)
    }

    /// The text field of a style's configuration, for a style that shows it within.
    public init(_ configuration: TextFieldFormViewConfiguration) {
        self.configuration = configuration
    }

    /// The text field in the style in effect, or its base look.
    @ViewBuilder
    public var body: some View {
        ComponentStateMarks(componentState) {
            if let style = componentStyles[TextFieldFormViewConfiguration.self] as? any TextFieldFormViewStyle {
                AnyView(erasing: style.makeBody(configuration: configuration))
            } else {
                TextFieldFormViewBaseStyle().makeBody(configuration: configuration)
            }
        }
    }
}

/// The values of a ``TextFieldFormView``, as an app's own model provides them: conform a type and
/// show it with `TextFieldFormView(model:)`.
public protocol TextFieldFormViewModel {
    /// The field's title: the text of its label.
    var title: String { get }
    /// The form field's name: what the server receives the value under.
    var name: String { get }
    /// The field's value.
    var text: String { get }
    /// What the empty field shows.
    var placeholder: String? { get }
    /// What is wrong with the value, or `nil`.
    var errorMessage: String? { get }
    /// What to enter, or `nil`.
    var hintText: String? { get }
}

/// The parts of a ``TextFieldFormView``, as a style lays them out.
public struct TextFieldFormViewConfiguration {
    /// The field's title: the text of its label.
    public let title: String
    /// The form field's name.
    public let name: String
    /// The field's value.
    public let text: String
    /// What the empty field shows.
    public let placeholder: String?
    /// What is wrong with the value: nothing when there is no error.
    public let errorMessage: FormCellMessage
    /// What to enter: nothing when there is no hint.
    public let hintText: FormCellMessage

    init(title: String, name: String, text: String, placeholder: String?, errorMessage: ComponentSlot, hintText: ComponentSlot) {
        self.title = title
        self.name = name
        self.text = text
        self.placeholder = placeholder
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    /// The titled text field, described by the messages and invalid when there is an error.
    public var textField: some View {
        TextField(title, name: name, text: text, prompt: placeholder).describedBy(error: errorMessage, hint: hintText)
    }
}

/// A look of ``TextFieldFormView``: lays out its field and messages. Set it with
/// `.textFieldFormViewStyle(_:)`.
public protocol TextFieldFormViewStyle: ComponentStyle where Configuration == TextFieldFormViewConfiguration {}

/// The base look of ``TextFieldFormView``: the field, its error beneath in the negative colour, then
/// its hint; what a style of one's own can wrap.
public struct TextFieldFormViewBaseStyle: TextFieldFormViewStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: TextFieldFormViewConfiguration) -> some View {
        FormCellLayout(
            component: "TextFieldFormView", control: configuration.textField, errorMessage: configuration.errorMessage,
            hintText: configuration.hintText)
    }
}

public extension View {
    #styleModifier(for: TextFieldFormView.self)
}
