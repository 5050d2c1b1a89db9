import Tessera

/// A framed summary of one thing: a header (picture, title, subtitle and an action), the card's
/// content, a footer and a row of actions. Fiori's `Card`.
///
/// The content slot is `cardBody`, not `body`: the slots' names become the names of the
/// initializers' parameters and of the `CardModel` protocol's properties, and a model that is
/// also a view has a `body` already.
///
/// ```swift
/// Card(title: "Pump P-100", subtitle: "Hall 3", detailImage: Image(systemName: "gear"),
///      cardBody: "Pressure dropped twice this week.", footer: "Serviced 2 May",
///      actions: [Link("Open", destination: "/pumps/100"), Link("History", destination: "/pumps/100/log")])
///
/// Card {
///     Text("Pump P-100")
/// } cardBody: {
///     KeyValueItem(key: "Pressure", value: "4.2 bar")
///     KeyValueItem(key: "Flow", value: "120 l/min")
/// }
///
/// Card(model: pump)                     // Pump: CardModel
/// ```
@Component
public struct Card {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case subtitle(String?)
        case detailImage(Image?)
        case headerAction(Link<Text>?)
        case cardBody(String?)
        case footer(String?)
        case actions([Link<Text>])
    }

    @ViewBuilder
    static func baseBody(_ configuration: CardConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 12) {
                configuration.detailImage
                VStack(alignment: .leading, spacing: 2) {
                    configuration.title.font(.headline)
                    configuration.subtitle.font(.subheadline).foregroundStyle(.secondary)
                }
                if !configuration.headerAction.isEmpty {
                    Spacer()
                    configuration.headerAction.font(.subheadline)
                }
            }
            configuration.cardBody
            configuration.footer.font(.footnote).foregroundStyle(.secondary)
            configuration.actions
        }
        .padding(12)
        .border(.secondary, width: 1)
        .cornerRadius(8)
        .attribute("data-component", "Card")
    }
}

public extension View {
    #styleModifier(for: Card.self)
}
