import Tessera

/// A picture, a title, a line of explanation and an action, centred: what a page shows when it
/// has nothing to list yet, or cannot. Fiori's `IllustratedMessage`.
///
/// ```swift
/// IllustratedMessage(detailImage: Image(url: "/images/empty-inbox.svg"), title: "No orders yet",
///                    description: "Orders you create appear here.",
///                    action: Link("Create an order", destination: "/orders/new"))
///
/// IllustratedMessage {
///     Text("Nothing found")
/// } description: {
///     Text("No order matches \u{201C}\(query)\u{201D}.")
/// }
///
/// IllustratedMessage(model: emptyState) // EmptyState: IllustratedMessageModel
/// ```
@Component
public struct IllustratedMessage {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case detailImage(Image?)
        case description(String?)
        case action(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: IllustratedMessageConfiguration) -> some View {
        VStack(alignment: .center, spacing: 8) {
            configuration.detailImage
            configuration.title.font(.title3)
            configuration.description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            configuration.action
        }
        .padding(24)
        .attribute("data-component", "IllustratedMessage")
    }
}

public extension View {
    #styleModifier(for: IllustratedMessage.self)
}
