import Tessera

/// The heading of a section of components: a title, a short attribute beside it (a count, a
/// date) and an action such as "See all". Fiori's `SectionHeader`.
///
/// The title is marked as a heading (`role="heading"`), so that assistive technologies can jump
/// from section to section.
///
/// ```swift
/// SectionHeader(title: "Open orders", attribute: "12", action: Link("See all", destination: "/orders"))
///
/// SectionHeader {
///     Label("Open orders", systemImage: "cart")
/// } action: {
///     Link("See all", destination: "/orders")
/// }
///
/// SectionHeader(model: group)           // OrderGroup: SectionHeaderModel
/// ```
@Component
public struct SectionHeader {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case attribute(String?)
        case action(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: SectionHeaderConfiguration) -> some View {
        HStack(alignment: .center, spacing: 8) {
            configuration.title.font(.headline).accessibilityHeading(.unspecified)
            configuration.attribute.font(.subheadline).foregroundStyle(.secondary)
            if !configuration.action.isEmpty {
                Spacer()
                configuration.action.font(.subheadline)
            }
        }
        .attribute("data-component", "SectionHeader")
    }
}

public extension View {
    #styleModifier(for: SectionHeader.self)
}
