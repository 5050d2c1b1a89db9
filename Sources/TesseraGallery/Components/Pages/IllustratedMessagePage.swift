import Tessera
import TesseraComponents

extension ComponentGallery {
    static let illustratedMessage = GalleryPage(
        name: "IllustratedMessage",
        summary: "A picture, a title, a line of explanation and an action, centred: what a page shows when it has nothing to list yet, or cannot."
    ) {
        #specimen("View builders") {
            IllustratedMessage {
                Text("No open work orders")
            } detailImage: {
                Image(systemName: "tray")
            } description: {
                Text("Work orders assigned to your team appear here.")
            } action: {
                Link("Create a work order", destination: "#work-orders-new")
            }
        }
        #specimen("Plain values") { illustratedMessageSample }
        #specimen("A model") { IllustratedMessage(model: SampleEmptyState()) }
        #specimen("Any view in a slot: a search that found nothing") {
            IllustratedMessage {
                Text("No invoice matches \u{201C}Nordic Valves 2024\u{201D}")
            } detailImage: {
                Image(systemName: "magnifyingglass").font(.largeTitle).foregroundStyle(Color.theme(.tertiaryLabel))
            } description: {
                Text("Check the supplier's name, or search all years.")
            } action: {
                Link(destination: "#invoices-q-Nordic-Valves") { Label("Search all years", systemImage: "magnifyingglass") }
            }
        }
        #specimen("Restyled: beside its picture") { illustratedMessageSample.illustratedMessageStyle(PictureBeside()) }
        // A disabled message's action is a link that goes nowhere.
        #specimen("Disabled") { illustratedMessageSample.disabled() }
        #specimen("Light", colorScheme: .light) { illustratedMessageSample }
        #specimen("Dark", colorScheme: .dark) { illustratedMessageSample }
    }

    @SpecimenCode
    private static var illustratedMessageSample: IllustratedMessage {
        IllustratedMessage(
            title: "No open work orders", detailImage: Image(systemName: "tray"),
            description: "Work orders assigned to your team appear here.",
            action: Link("Create a work order", destination: "#work-orders-new"))
    }
}

/// What an empty list of an app's own shows, through `IllustratedMessageModel`.
fileprivate struct SampleEmptyState: IllustratedMessageModel {
    var title = "No open work orders"
    var detailImage: Image? = Image(systemName: "tray")
    var description: String? = "Work orders assigned to your team appear here."
    var action: Link<Text>? = Link("Create a work order", destination: "#work-orders-new")
}

/// The picture on the left, the words and the action beside it, aligned to the start: for a
/// message inside a narrow panel rather than across a page.
fileprivate struct PictureBeside: IllustratedMessageStyle {
    func makeBody(configuration: IllustratedMessageConfiguration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.detailImage.font(.title)
            VStack(alignment: .leading, spacing: 4) {
                configuration.title.font(.headline)
                configuration.description.foregroundStyle(Color.theme(.secondaryLabel))
                configuration.action
            }
        }
    }
}
