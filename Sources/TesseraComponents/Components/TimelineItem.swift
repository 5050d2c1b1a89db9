import Tessera

/// One event on a timeline: when it happened, a node on the line, what happened and its status.
/// Fiori's `TimelineItem`.
///
/// The node is the `icon` slot; an item without one shows a dot, so that a column of items still
/// reads as a line of events. The dot is part of the layout, not a slot: a style of one's own
/// decides whether to draw it.
///
/// ```swift
/// TimelineItem(title: "Order shipped", subtitle: "DHL 00340434", timestamp: "3 May, 14:20",
///              status: .text("Done"), icon: Image(systemName: "checkmark.circle"))
///
/// TimelineItem {
///     Text("Order shipped")
/// } timestamp: {
///     Text(event.date, format: .dateTime.day().month().hour().minute())
/// }
///
/// TimelineItem(model: event)            // OrderEvent: TimelineItemModel
/// ```
@Component
public struct TimelineItem {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case subtitle(String?)
        case timestamp(String?)
        case status(TextOrIcon?)
        case icon(Image?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: TimelineItemConfiguration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.timestamp.font(.footnote).foregroundStyle(.secondary)
            // The node, on a rail whose line a ``Timeline`` draws down to the next item's node.
            VStack(alignment: .center, spacing: 0) {
                if configuration.icon.isEmpty {
                    Image(systemName: "circle.fill").font(.caption).foregroundStyle(Color.theme(.iconColor))
                } else {
                    configuration.icon.foregroundStyle(Color.theme(.iconColor))
                }
                Spacer().attribute("data-part", "timeline-line")
            }
            .attribute("data-part", "timeline-rail")
            VStack(alignment: .leading, spacing: 2) {
                configuration.title.font(.headline)
                configuration.subtitle.font(.subheadline).foregroundStyle(.secondary)
            }
            if !configuration.status.isEmpty {
                Spacer()
                configuration.status.font(.subheadline)
            }
        }
        .attribute("data-component", "TimelineItem")
    }
}

public extension View {
    #styleModifier(for: TimelineItem.self)
}
