import Tessera

/// A titled switch in a form, with an error message and a hint beneath: a real checkbox with the
/// role of a switch, named after the field. Fiori's `SwitchView`.
///
/// ```swift
/// SwitchView(title: "Weekly report", name: "weekly_report", isOn: settings.weeklyReport,
///            hintText: "Sent each Monday at 8:00")
///
/// SwitchView(title: "Weekly report", name: "weekly_report", isOn: true) {
///     EmptyView()
/// } hintText: {
///     Label("Sent each Monday", systemImage: "calendar")
/// }
///
/// SwitchView(model: setting)           // Setting: SwitchViewModel
/// ```
///
/// It submits as Tessera's `Toggle` does: `false` from a hidden field, then `true` when it is
/// on; take the last value. The messages are linked to the switch by `aria-describedby`, and an
/// error makes it `aria-invalid`. Inside `.disabled()` it is disabled. Like ``TextFieldFormView``,
/// it is a field rather than slots of views, so it is not an `@Component`.
public struct SwitchView: View {
    private let configuration: SwitchViewConfiguration

    /// A switch of plain values; a message left out (`nil`) shows nothing.
    ///
    /// ```swift
    /// SwitchView(title: "Active", name: "active", isOn: true)
    /// ```
    public init(title: String, name: String, isOn: Bool, errorMessage: String? = nil, hintText: String? = nil) {
        configuration = SwitchViewConfiguration(
            title: title, name: name, isOn: isOn,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    /// A switch whose messages are any views; a message left out shows nothing.
    ///
    /// ```swift
    /// SwitchView(title: "Active", name: "active", isOn: false) {
    ///     Text("An archived customer cannot be active")
    /// }
    /// ```
    public init(
        title: String, name: String, isOn: Bool, @ViewBuilder errorMessage: () -> some View,
        @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = SwitchViewConfiguration(
            title: title, name: name, isOn: isOn, errorMessage: ComponentSlot("errorMessage", errorMessage()),
            hintText: ComponentSlot("hintText", hintText()))
    }

    /// A switch showing a model's values: the same as the initializer of plain values.
    public init(model: some SwitchViewModel) {
        self.init(title: model.title, name: model.name, isOn: model.isOn, errorMessage: model.errorMessage, hintText: model.hintText)
    }

    /// The switch of a style's configuration, for a style that shows it within.
    public init(_ configuration: SwitchViewConfiguration) {
        self.configuration = configuration
    }

    /// The switch in the style in effect, or its base look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: SwitchViewBaseStyle())
    }
}

/// The values of a ``SwitchView``, as an app's own model provides them: conform a type and show it
/// with `SwitchView(model:)`.
public protocol SwitchViewModel {
    /// The switch's title: the text of its label.
    var title: String { get }
    /// The form field's name: what the server receives `true` or `false` under.
    var name: String { get }
    /// Whether the switch is on.
    var isOn: Bool { get }
    /// What is wrong with the choice, or `nil`.
    var errorMessage: String? { get }
    /// What the switch does, or `nil`.
    var hintText: String? { get }
}

/// The parts of a ``SwitchView``, as a style lays them out.
public struct SwitchViewConfiguration {
    /// The switch's title: the text of its label.
    public let title: String
    /// The form field's name.
    public let name: String
    /// Whether the switch is on.
    public let isOn: Bool
    /// What is wrong with the choice: nothing when there is no error.
    public let errorMessage: FormCellMessage
    /// What the switch does: nothing when there is no hint.
    public let hintText: FormCellMessage

    init(title: String, name: String, isOn: Bool, errorMessage: ComponentSlot, hintText: ComponentSlot) {
        self.title = title
        self.name = name
        self.isOn = isOn
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    /// The titled switch, described by the messages and invalid when there is an error.
    public var toggle: some View {
        Toggle(title, name: name, isOn: isOn).describedBy(error: errorMessage, hint: hintText)
    }
}

/// A look of ``SwitchView``: lays out its switch and messages. Set it with `.switchViewStyle(_:)`.
public protocol SwitchViewStyle: ComponentStyle where Configuration == SwitchViewConfiguration {}

/// The base look of ``SwitchView``: the switch, its error beneath in the negative colour, then its
/// hint; what a style of one's own can wrap.
public struct SwitchViewBaseStyle: SwitchViewStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: SwitchViewConfiguration) -> some View {
        FormCellLayout(component: "SwitchView", control: configuration.toggle, errorMessage: configuration.errorMessage, hintText: configuration.hintText)
    }
}

public extension View {
    #styleModifier(for: SwitchView.self)
}
