import Tessera

/// The top of a person's page: their picture, name, role, a line about them and ways to reach
/// them, centred. Fiori's `ProfileHeader`.
///
/// ```swift
/// ProfileHeader(detailImage: Image(url: "/people/42.jpg", label: "Ada Lovelace"), title: "Ada Lovelace",
///               subtitle: "Analyst", description: "Works on the engine's notes.",
///               actions: [Link("Mail", destination: "mailto:ada@example.com"), Link("Call", destination: "tel:+441234")])
///
/// ProfileHeader {
///     Text("Ada Lovelace")
/// } detailImage: {
///     Image(systemName: "person.circle")
/// }
///
/// ProfileHeader(model: person)          // Person: ProfileHeaderModel
/// ```
///
/// The picture is shown 80 points wide and high, in a circle.
@Component
public struct ProfileHeader {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case detailImage(Image?)
        case subtitle(String?)
        case description(String?)
        case actions([Link<Text>])
    }

    @ViewBuilder
    static func baseBody(_ configuration: ProfileHeaderConfiguration) -> some View {
        VStack(alignment: .center, spacing: 4) {
            if !configuration.detailImage.isEmpty {
                configuration.detailImage.frame(width: 80, height: 80).clipShape(Circle())
            }
            configuration.title.font(.title2).accessibilityHeading(.unspecified)
            configuration.subtitle.font(.subheadline).foregroundStyle(.secondary)
            configuration.description.font(.body).multilineTextAlignment(.center)
            configuration.actions
        }
        .padding(16)
        .attribute("data-component", "ProfileHeader")
    }
}

public extension View {
    #styleModifier(for: ProfileHeader.self)
}
