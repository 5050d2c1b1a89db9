import Tessera

/// A titled choice of one value among several in a form, with an error message and a hint
/// beneath: a real `<select>` named after the field, the selected option marked. Fiori's
/// `ListPickerItem`.
///
/// ```swift
/// ListPickerItem(title: "Priority", name: "priority", options: ["Low", "Medium", "High"], selection: ticket.priority)
///
/// ListPickerItem(title: "Country", name: "country",
///                options: [ListPickerOption("DE", label: "Germany"), ListPickerOption("FR", label: "France")],
///                selection: "FR") {
///     EmptyView()
/// } hintText: {
///     Text("Where the goods are shipped")
/// }
///
/// ListPickerItem(model: field)         // Field: ListPickerItemModel
/// ```
///
/// A selection that is none of the options' values selects none, and the browser shows the
/// first. The messages are linked to the list by `aria-describedby`, and an error makes it
/// `aria-invalid`. Inside `.disabled()` it is disabled. Like ``TextFieldFormView``, it is a field
/// rather than slots of views, so it is not an `@Component`.
public struct ListPickerItem: View {
    private let configuration: ListPickerItemConfiguration

    /// A choice of plain values; a message left out (`nil`) shows nothing.
    ///
    /// ```swift
    /// ListPickerItem(title: "Priority", name: "priority", options: ["Low", "High"], selection: "High")
    /// ```
    public init(
        title: String, name: String, options: [ListPickerOption], selection: String, errorMessage: String? = nil, hintText: String? = nil
    ) {
        configuration = ListPickerItemConfiguration(
            title: title, name: name, options: options, selection: selection,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    /// A choice whose messages are any views; a message left out shows nothing.
    ///
    /// ```swift
    /// ListPickerItem(title: "Priority", name: "priority", options: ["Low", "High"], selection: "") {
    ///     Text("Choose a priority")
    /// }
    /// ```
    public init(
        title: String, name: String, options: [ListPickerOption], selection: String, @ViewBuilder errorMessage: () -> some View,
        @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = ListPickerItemConfiguration(
            title: title, name: name, options: options, selection: selection,
            errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
    }

    /// A choice showing a model's values: the same as the initializer of plain values.
    public init(model: some ListPickerItemModel) {
        self.init(
            title: model.title, name: model.name, options: model.options, selection: model.selection, errorMessage: model.errorMessage,
            hintText: model.hintText)
    }

    /// The choice of a style's configuration, for a style that shows it within.
    public init(_ configuration: ListPickerItemConfiguration) {
        self.configuration = configuration
    }

    /// The choice in the style in effect, or its base look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: ListPickerItemBaseStyle())
    }
}

/// The values of a ``ListPickerItem``, as an app's own model provides them: conform a type and show
/// it with `ListPickerItem(model:)`.
public protocol ListPickerItemModel {
    /// The choice's title: the text of its label.
    var title: String { get }
    /// The form field's name: what the server receives the chosen value under.
    var name: String { get }
    /// The options, in order.
    var options: [ListPickerOption] { get }
    /// The value of the option chosen.
    var selection: String { get }
    /// What is wrong with the choice, or `nil`.
    var errorMessage: String? { get }
    /// What to choose, or `nil`.
    var hintText: String? { get }
}

/// The parts of a ``ListPickerItem``, as a style lays them out.
public struct ListPickerItemConfiguration {
    /// The choice's title: the text of its label.
    public let title: String
    /// The form field's name.
    public let name: String
    /// The options, in order.
    public let options: [ListPickerOption]
    /// The value of the option chosen.
    public let selection: String
    /// What is wrong with the choice: nothing when there is no error.
    public let errorMessage: FormCellMessage
    /// What to choose: nothing when there is no hint.
    public let hintText: FormCellMessage

    init(
        title: String, name: String, options: [ListPickerOption], selection: String, errorMessage: ComponentSlot, hintText: ComponentSlot
    ) {
        self.title = title
        self.name = name
        self.options = options
        self.selection = selection
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    /// The titled `<select>`, described by the messages and invalid when there is an error.
    public var picker: some View {
        Picker(title, name: name, selection: selection) {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                Text(verbatim: option.label).tag(option.value)
            }
        }
        .describedBy(error: errorMessage, hint: hintText)
    }
}

/// A look of ``ListPickerItem``: lays out its list and messages. Set it with
/// `.listPickerItemStyle(_:)`.
public protocol ListPickerItemStyle: ComponentStyle where Configuration == ListPickerItemConfiguration {}

/// The base look of ``ListPickerItem``: the list, its error beneath in the negative colour, then its
/// hint; what a style of one's own can wrap.
public struct ListPickerItemBaseStyle: ListPickerItemStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: ListPickerItemConfiguration) -> some View {
        FormCellLayout(
            component: "ListPickerItem", control: configuration.picker, errorMessage: configuration.errorMessage,
            hintText: configuration.hintText)
    }
}

public extension View {
    #styleModifier(for: ListPickerItem.self)
}
