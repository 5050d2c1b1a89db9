import Tessera

/// A message across the top of a page or a section: what happened, how it went, and a link to
/// close it. Fiori's `BannerMessage`.
///
/// The kind is a slot of its own, shown first. Given as a ``BannerKind``, it is that kind's icon in
/// its colour (an error red, a success green, a warning orange), labelled with the kind's name
/// ("Error") for assistive technologies, so that the kind is never told by colour alone; given as
/// a view, it is that view — an icon of one's own. A slot's view is all a layout sees of it, so
/// the kind colours its icon and not the banner's frame: a style of one's own that wants a red
/// frame for errors sets it where it knows the kind.
///
/// ```swift
/// BannerMessage(title: "Order not saved", kind: .error, message: "The plant is closed on 1 May.",
///               closeAction: Link("Close", destination: "/orders/42"))
///
/// BannerMessage {
///     Text("Synchronised")
/// } kind: {
///     Image(systemName: "arrow.clockwise").foregroundStyle(.green)
/// }
///
/// BannerMessage(model: notice)          // Notice: BannerMessageModel
/// ```
@Component
public struct BannerMessage {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case kind(BannerKind?)
        case message(String?)
        case closeAction(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: BannerMessageConfiguration) -> some View {
        HStack(alignment: .top, spacing: 8) {
            configuration.kind
            VStack(alignment: .leading, spacing: 2) {
                configuration.title.font(.headline)
                configuration.message.font(.subheadline)
            }
            if !configuration.closeAction.isEmpty {
                Spacer()
                configuration.closeAction.font(.subheadline)
            }
        }
        .padding(12)
        .border(.secondary, width: 1)
        .cornerRadius(8)
        .attribute("data-component", "BannerMessage")
    }
}

public extension View {
    #styleModifier(for: BannerMessage.self)
}
