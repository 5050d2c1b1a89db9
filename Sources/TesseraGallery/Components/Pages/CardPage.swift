import Tessera
import TesseraComponents

extension ComponentGallery {
    static let card = GalleryPage(
        name: "Card",
        summary: "A framed summary of one thing: a header (picture, title, subtitle and an action), the card's content, a footer and a row of actions."
    ) {
        #specimen("View builders") {
            Card {
                Text("Pump P-100")
            } subtitle: {
                Text("Hall 3, cooling circuit")
            } detailImage: {
                Image(systemName: "gear")
            } headerAction: {
                Link("Edit", destination: "#pumps-P-100-edit")
            } cardBody: {
                Text("Pressure dropped below 3 bar twice this week.")
            } footer: {
                Text("Serviced 2 May 2025")
            } actions: {
                ActionStack(cardActions)
            }
        }
        #specimen("Plain values") { cardSample }
        #specimen("A model") { Card(model: SamplePump()) }
        #specimen("Any view in a slot: fields as the content") {
            Card {
                Text("Pump P-100")
            } cardBody: {
                KeyValueItem(key: "Pressure", value: "2.8 bar")
                KeyValueItem(key: "Flow", value: "120 l/min")
            } actions: {
                Link(destination: "#pumps-P-100-work-orders-new") { Label("Report a fault", systemImage: "exclamationmark.triangle") }
            }
        }
        #specimen("Restyled: tinted, without the footer") { cardSample.cardStyle(TintedCard()) }
        // A disabled card's header action and actions are links that go nowhere.
        #specimen("Disabled") { cardSample.disabled() }
        #specimen("Light", colorScheme: .light) { cardSample }
        #specimen("Dark", colorScheme: .dark) { cardSample }
    }

    fileprivate static var cardActions: [Link<Text>] {
        [Link("Open", destination: "#pumps-P-100"), Link("History", destination: "#pumps-P-100-log")]
    }

    @SpecimenCode
    private static var cardSample: Card {
        Card(
            title: "Pump P-100", subtitle: "Hall 3, cooling circuit", detailImage: Image(systemName: "gear"),
            headerAction: Link("Edit", destination: "#pumps-P-100-edit"), cardBody: "Pressure dropped below 3 bar twice this week.",
            footer: "Serviced 2 May 2025", actions: cardActions)
    }
}

/// A pump of an app's own, shown through `CardModel`.
fileprivate struct SamplePump: CardModel {
    var title = "Pump P-100"
    var subtitle: String? = "Hall 3, cooling circuit"
    var detailImage: Image? = Image(systemName: "gear")
    var headerAction: Link<Text>? = Link("Edit", destination: "#pumps-P-100-edit")
    var cardBody: String? = "Pressure dropped below 3 bar twice this week."
    var footer: String? = "Serviced 2 May 2025"
    var actions: [Link<Text>] = ComponentGallery.cardActions
}

/// The title, the content and the actions on a tinted background, unframed: the footer left out,
/// as a style may.
fileprivate struct TintedCard: CardStyle {
    func makeBody(configuration: CardConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.title.font(.headline)
            configuration.cardBody
            configuration.actions
        }
        .padding(12)
        .background(Color.theme(.tertiaryBackground))
        .cornerRadius(8)
    }
}
