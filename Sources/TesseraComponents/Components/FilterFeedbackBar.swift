import Tessera

/// The filters of a list in a row above it, each a chip that turns it on or off, and a link that
/// resets them all: what the list shows, at a glance. Fiori's `FilterFeedbackBar`.
///
/// Each chip is a link to the list with that filter turned the other way, so the bar works
/// without script, and a filtered list has an address one can share. On a narrow screen the row
/// scrolls sideways rather than wrapping.
///
/// ```swift
/// FilterFeedbackBar(items: [
///     FilterFeedbackItem("Overdue", isActive: true, destination: "/orders"),
///     FilterFeedbackItem("Mine", isActive: false, destination: "/orders?overdue=1&mine=1"),
/// ], resetAction: Link("Reset", destination: "/orders"))
///
/// FilterFeedbackBar {
///     FilterChipRow(filters)
/// } resetAction: {
///     Link("Show all", destination: "/orders")
/// }
///
/// FilterFeedbackBar(model: query)        // OrderQuery: FilterFeedbackBarModel
/// ```
@Component
public struct FilterFeedbackBar {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case items([FilterFeedbackItem])
        case resetAction(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: FilterFeedbackBarConfiguration) -> some View {
        HStack(alignment: .center, spacing: 12) {
            configuration.items
            configuration.resetAction.font(.subheadline)
        }
        .attribute("role", "group")
        .attribute("aria-label", ComponentText.filters)
        .attribute("data-component", "FilterFeedbackBar")
    }
}

public extension View {
    #styleModifier(for: FilterFeedbackBar.self)
}
