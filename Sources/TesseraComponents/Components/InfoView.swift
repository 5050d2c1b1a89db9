import Tessera

/// A screen of onboarding that tells one thing — what is new, what a permission is for — with a
/// way on and a way to skip. Fiori's onboarding `InfoView`.
///
/// ```swift
/// InfoView(title: "Scan spare parts", descriptionText: "Point the camera at a part's label to find it.",
///          icon: Image(systemName: "magnifyingglass"),
///          action: Link("Next", destination: "/welcome/2"),
///          secondaryAction: Link("Skip", destination: "/orders"))
///
/// InfoView {
///     Text("What's new")
/// } descriptionText: {
///     Text(release.notes)
/// }
///
/// InfoView(model: page)                    // OnboardingPage: InfoViewModel
/// ```
@Component
public struct InfoView {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case descriptionText(String?)
        case icon(Image?)
        case action(Link<Text>?)
        case secondaryAction(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: InfoViewConfiguration) -> some View {
        VStack(alignment: .center, spacing: 14) {
            configuration.icon.font(.title).foregroundStyle(Color.theme(.iconColor))
            configuration.title.font(.title2).accessibilityHeading(.unspecified)
            configuration.descriptionText.font(.body)
            HStack(alignment: .center, spacing: 16) {
                configuration.secondaryAction.font(.subheadline)
                configuration.action.attribute("data-part", "primary-action")
            }
        }
        .padding(24)
        .attribute("data-component", "InfoView")
    }
}

public extension View {
    #styleModifier(for: InfoView.self)
}
