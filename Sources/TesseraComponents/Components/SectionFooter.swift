import Tessera

/// The end of a section of components: a quiet line of text (a total, when it was last updated)
/// and an action such as "Load more". Fiori's `SectionFooter`.
///
/// ```swift
/// SectionFooter(title: "Updated 5 minutes ago", action: Link("Load more", destination: "/orders?page=2"))
///
/// SectionFooter {
///     Text(total, format: .currency(code: "EUR"))
/// }
///
/// SectionFooter(model: page)            // OrderPage: SectionFooterModel
/// ```
@Component
public struct SectionFooter {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case action(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: SectionFooterConfiguration) -> some View {
        HStack(alignment: .center, spacing: 8) {
            configuration.title.font(.footnote).foregroundStyle(.secondary)
            if !configuration.action.isEmpty {
                Spacer()
                configuration.action.font(.footnote)
            }
        }
        .attribute("data-component", "SectionFooter")
    }
}

public extension View {
    #styleModifier(for: SectionFooter.self)
}
