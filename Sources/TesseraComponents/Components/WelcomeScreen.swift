import Tessera

/// The first screen of an application: its picture, its name, what it does, and the way in.
/// Fiori's onboarding `WelcomeScreen`.
///
/// ```swift
/// WelcomeScreen(title: "Plant Maintenance", descriptionText: "Work orders, equipment and spare parts of your plant.",
///               icon: Image(systemName: "gear"),
///               primaryAction: Link("Start", destination: "/orders"),
///               secondaryAction: Link("Try the demo", destination: "/demo"),
///               footnote: "Signed in as ada")
///
/// WelcomeScreen {
///     Text("Plant Maintenance")
/// } primaryAction: {
///     Link("Start", destination: "/orders")
/// }
///
/// WelcomeScreen(model: app)               // App: WelcomeScreenModel
/// ```
///
/// The title is a heading; the primary action is drawn as a filled button.
@Component
public struct WelcomeScreen {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case descriptionText(String?)
        case icon(Image?)
        case primaryAction(Link<Text>?)
        case secondaryAction(Link<Text>?)
        case footnote(String?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: WelcomeScreenConfiguration) -> some View {
        VStack(alignment: .center, spacing: 16) {
            configuration.icon.font(.largeTitle).foregroundStyle(Color.theme(.iconColor))
            configuration.title.font(.largeTitle).accessibilityHeading(.unspecified)
            configuration.descriptionText.font(.body).foregroundStyle(.secondary)
            configuration.primaryAction.attribute("data-part", "primary-action")
            configuration.secondaryAction.font(.subheadline)
            configuration.footnote.font(.footnote).foregroundStyle(.secondary)
        }
        .padding(24)
        .attribute("data-component", "WelcomeScreen")
    }
}

public extension View {
    #styleModifier(for: WelcomeScreen.self)
}
