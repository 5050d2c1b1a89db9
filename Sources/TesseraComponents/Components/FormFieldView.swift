import Tessera

/// A titled field of text in a form, with an error message and a hint beneath, whose control its
/// `Kind` decides: ``TextFieldFormView`` (a one-line `<input>`) and ``NoteFormView`` (a
/// `<textarea>`) are this view with their kinds.
///
/// With an error the control is `aria-invalid`; the error and the hint are linked to it by
/// `aria-describedby`, so assistive technologies read them with it. Inside `.disabled()` it is
/// disabled.
///
/// It is not an `@Component`: a component's slots are views, and a form cell is a field — its
/// name, its value — whose title is the text of the control's `<label>`. The messages are its
/// slots.
public struct FormFieldView<Kind: FormFieldKind>: View {
    private let configuration: FormFieldConfiguration<Kind>

    /// A field of plain values; a message left out (`nil`) shows nothing.
    ///
    /// ```swift
    /// TextFieldFormView(title: "City", name: "city", text: address.city, errorMessage: "Required")
    /// ```
    public init(
        title: String, name: String, text: String, placeholder: String? = nil, errorMessage: String? = nil, hintText: String? = nil
    ) {
        configuration = FormFieldConfiguration(
            title: title, name: name, text: text, placeholder: placeholder,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    /// A field whose messages are any views; a message left out shows nothing.
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
        configuration = FormFieldConfiguration(
            title: title, name: name, text: text, placeholder: placeholder,
            errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
    }

    /// A field showing a model's values: the same as the initializer of plain values.
    public init(model: some FormFieldModel) {
        self.init(
            title: model.title, name: model.name, text: model.text, placeholder: model.placeholder, errorMessage: model.errorMessage,
            hintText: model.hintText)
    }

    /// The field of a style's configuration, for a style that shows it within.
    public init(_ configuration: FormFieldConfiguration<Kind>) {
        self.configuration = configuration
    }

    /// The field in the style in effect for its kind, or its base look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: FormFieldBaseStyle<Kind>())
    }
}

/// What a kind of ``FormFieldView`` decides: the control under its title, and the component name
/// its cell carries (`data-component`).
public protocol FormFieldKind: Sendable {
    /// The control a field of this kind shows.
    associatedtype Control: View
    /// The component's name: `TextFieldFormView`, `NoteFormView`.
    static var componentName: String { get }
    /// The titled control of `field`, described by its messages.
    @ViewBuilder static func control(of field: FormFieldConfiguration<Self>) -> Control
}

/// The values of a ``FormFieldView``, as an app's own model provides them: conform a type and
/// show it with `TextFieldFormView(model:)` or `NoteFormView(model:)`.
public protocol FormFieldModel {
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

/// The parts of a ``FormFieldView``, as a style lays them out.
public struct FormFieldConfiguration<Kind: FormFieldKind> {
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

    /// The titled control, described by the messages and invalid when there is an error.
    public var control: Kind.Control { Kind.control(of: self) }
}

/// The base look of a ``FormFieldView``: the control, its error beneath in the negative colour,
/// then its hint; what a style of one's own can wrap (`TextFieldFormViewBaseStyle`,
/// `NoteFormViewBaseStyle`).
public struct FormFieldBaseStyle<Kind: FormFieldKind>: ComponentStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: FormFieldConfiguration<Kind>) -> some View {
        FormCellLayout(
            component: Kind.componentName, control: configuration.control, errorMessage: configuration.errorMessage,
            hintText: configuration.hintText)
    }
}
