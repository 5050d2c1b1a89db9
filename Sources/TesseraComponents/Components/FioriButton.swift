import Tessera

/// A button in one of Fiori's three kinds: primary (filled, the one thing to do next),
/// secondary (outlined) and tertiary (text only). Fiori's `FioriButton` with its
/// `FioriPrimaryButtonStyle`, `FioriSecondaryButtonStyle` and `FioriTertiaryButtonStyle`.
///
/// It is a real `<button>` that submits its form, or a link drawn as a button
/// (``FioriButtonAction``). Inside `.disabled()` the button is disabled, and the link is no
/// longer a link: its label is shown, marked disabled.
///
/// ```swift
/// FioriButton(title: "Release order", action: .submit(name: "action", value: "release"))
///
/// FioriButton(title: "Cancel", action: .link("/orders/4711")).fioriButtonStyle(.tertiary)
///
/// FioriButton(action: .link("/orders/new")) {
///     Label("New order", systemImage: "plus")
/// }
///
/// FioriButton(model: command)           // Command: FioriButtonModel
///
/// FioriButton(title: "Approve") { order.approve() }     // Fiori for SwiftUI's: code to run
/// ```
///
/// A button made with code to run (`FioriButton(title:action:)` given a closure) runs it on the
/// server in a live view, as a `Button` does: a change it makes to an `@Observable` model
/// re-renders the page. A page that is not live has no session to run it in: there it is a button
/// that does nothing, so give a page that is not live a link or a submit action instead.
public struct FioriButton: View {
    private let configuration: FioriButtonConfiguration

    /// A button titled `title` that does `action`.
    public init(title: String, action: FioriButtonAction) {
        configuration = FioriButtonConfiguration(label: ComponentSlot("label", SlotDefaults.view(title)), action: action)
    }

    /// A button that does `action`, showing any view as its label.
    public init(action: FioriButtonAction, @ViewBuilder label: () -> some View) {
        configuration = FioriButtonConfiguration(label: ComponentSlot("label", label()), action: action)
    }

    /// A button titled `title` that runs `action` on the server when clicked in a live view: Fiori
    /// for SwiftUI's form.
    ///
    /// ```swift
    /// FioriButton(title: "Approve") { order.approve() }
    /// ```
    public init(title: String, action: @escaping () -> Void) {
        configuration = FioriButtonConfiguration(label: ComponentSlot("label", SlotDefaults.view(title)), perform: action)
    }

    /// A button that runs `action` on the server when clicked in a live view, showing any view as
    /// its label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> some View) {
        configuration = FioriButtonConfiguration(label: ComponentSlot("label", label()), perform: action)
    }

    /// A button showing a model's title and doing its action: the same as the initializer of
    /// plain values.
    public init(model: some FioriButtonModel) {
        self.init(title: model.title_, action: model.action_)
    }

    /// The button of a style's configuration, for a style that shows it within.
    public init(_ configuration: FioriButtonConfiguration) {
        self.configuration = configuration
    }

    /// The button in the style in effect, or the primary look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: FioriPrimaryButtonStyle())
    }
}

/// A button's title and action, as an app's own model provides them: conform a type and show it
/// with `FioriButton(model:)`. Each goes by its name or by Fiori for SwiftUI's, with a trailing
/// underscore (`title_`, `action_`): write either.
@ModelNamings
public protocol FioriButtonModel {
    /// The button's title.
    var title: String { get }
    /// The button's title, as Fiori for SwiftUI spells it: write this one or `title`.
    var title_: String { get }
    /// What the button does.
    var action: FioriButtonAction { get }
    /// What the button does, as Fiori for SwiftUI spells it: write this one or `action`.
    var action_: FioriButtonAction { get }
}

/// The parts of a ``FioriButton``, as a style lays them out.
public struct FioriButtonConfiguration {
    /// The label: the title, or any view.
    public let label: ComponentSlot
    /// What the button does: a link, or submitting its form. For a button of code to run
    /// (``perform``), submitting the live view's form, which runs it.
    public let action: FioriButtonAction
    /// The code the button runs on the server in a live view, or `nil` for a button that does
    /// ``action``.
    public let perform: (() -> Void)?

    /// A configuration of a label and an action.
    public init(label: ComponentSlot, action: FioriButtonAction) {
        self.label = label
        self.action = action
        perform = nil
    }

    /// A configuration of a label and code to run on the server in a live view.
    public init(label: ComponentSlot, perform: @escaping () -> Void) {
        self.label = label
        action = .submit()
        self.perform = perform
    }
}

/// A look of ``FioriButton``. Set it with `.fioriButtonStyle(_:)`: `.fioriButtonStyle(.secondary)`.
public protocol FioriButtonStyle: ComponentStyle where Configuration == FioriButtonConfiguration {}

/// The primary look, and the button's base: filled in the tint colour. One a screen, for the
/// thing to do next.
public struct FioriPrimaryButtonStyle: FioriButtonStyle {
    /// The primary look.
    public init() {}

    public func makeBody(configuration: FioriButtonConfiguration) -> some View {
        FioriButtonBody(configuration: configuration, kind: "primary")
    }
}

/// The secondary look: outlined in the tint colour, for the other things to do.
public struct FioriSecondaryButtonStyle: FioriButtonStyle {
    /// The secondary look.
    public init() {}

    public func makeBody(configuration: FioriButtonConfiguration) -> some View {
        FioriButtonBody(configuration: configuration, kind: "secondary")
    }
}

/// The tertiary look: the label in the tint colour, no frame; for cancel and the least things.
public struct FioriTertiaryButtonStyle: FioriButtonStyle {
    /// The tertiary look.
    public init() {}

    public func makeBody(configuration: FioriButtonConfiguration) -> some View {
        FioriButtonBody(configuration: configuration, kind: "tertiary")
    }
}

extension FioriButtonStyle where Self == FioriPrimaryButtonStyle {
    /// Filled in the tint colour: ``FioriPrimaryButtonStyle``.
    public static var primary: FioriPrimaryButtonStyle { FioriPrimaryButtonStyle() }
}

extension FioriButtonStyle where Self == FioriSecondaryButtonStyle {
    /// Outlined in the tint colour: ``FioriSecondaryButtonStyle``.
    public static var secondary: FioriSecondaryButtonStyle { FioriSecondaryButtonStyle() }
}

extension FioriButtonStyle where Self == FioriTertiaryButtonStyle {
    /// The label alone, in the tint colour: ``FioriTertiaryButtonStyle``.
    public static var tertiary: FioriTertiaryButtonStyle { FioriTertiaryButtonStyle() }
}

/// The button or link of a ``FioriButton``, marked with its kind for the stylesheet.
struct FioriButtonBody: View {
    let configuration: FioriButtonConfiguration
    let kind: String
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        // Without code to run, the link or submit button stands where it always stood.
        let running = configuration.perform.map { perform in Button(action: perform) { configuration.label }.modifier(Marks(kind: kind)) }
        return Self.either(running, or: linkOrSubmit)
    }

    private static func either<Running: View, Other: View>(_ running: Running?, or other: Other) -> EitherView<Running, Other> {
        if let running { .first(running) } else { .second(other) }
    }

    @ViewBuilder
    private var linkOrSubmit: some View {
        switch configuration.action {
        case .submit(let name, let value):
            Button(submitName: name, value: value) { configuration.label }.modifier(Marks(kind: kind))
        case .link(let destination):
            if isEnabled {
                Link(destination: destination) { configuration.label }.modifier(Marks(kind: kind))
            } else {
                HStack(alignment: .center, spacing: 6) { configuration.label }.modifier(Marks(kind: kind))
            }
        }
    }

    private struct Marks: ViewModifier {
        let kind: String

        func body(content: Content) -> some View {
            content.attribute("data-component", "FioriButton").attribute("data-button-kind", kind)
        }
    }
}

public extension View {
    #styleModifier(for: FioriButton.self)
}
