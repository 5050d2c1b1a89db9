import Tessera

/// A few events of an object's history side by side on a line, under a title, with a link to the
/// whole ``Timeline``: where an order stands, at the top of its page. Fiori's `TimelinePreview`.
///
/// ```swift
/// TimelinePreview(title: "Delivery", items: [
///     TimelinePreviewItem("Ordered", timestamp: "2 May"),
///     TimelinePreviewItem("Shipped", timestamp: "3 May"),
///     TimelinePreviewItem("Delivered", isDone: false),
/// ], action: Link("See all", destination: "#history"))
///
/// TimelinePreview {
///     Text("Delivery")
/// } items: {
///     TimelinePreviewTrack(steps)
/// }
///
/// TimelinePreview(model: order)           // Order: TimelinePreviewModel
/// ```
@Component
public struct TimelinePreview {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case items([TimelinePreviewItem])
        case action(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: TimelinePreviewConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .center, spacing: 8) {
                configuration.title.font(.headline)
                if !configuration.action.isEmpty {
                    Spacer()
                    configuration.action.font(.subheadline)
                }
            }
            configuration.items
        }
        .attribute("data-component", "TimelinePreview")
    }
}

public extension View {
    #styleModifier(for: TimelinePreview.self)
}
