import Tessera
import TesseraComponents

extension ComponentGallery {
    static let contentUnavailableView = GalleryPage(
        name: "ContentUnavailableView",
        summary: "What a place shows when it has nothing to show, and what to do about it."
    ) {
        #specimen("View builders") {
            ContentUnavailableView {
                Text("No work orders")
            } image: {
                Image(systemName: "tray")
            } descriptionText: {
                Text("Work orders assigned to you appear here.")
            } actions: {
                Link("Create a work order", destination: "#new-work-order")
            }
        }
        #specimen("Plain values") { contentUnavailableViewSample }
        #specimen("A model") { ContentUnavailableView(model: SampleEmptyList()) }
        #specimen("No search results") { ContentUnavailableView.search(text: "pump P-9000") }
        #specimen("SwiftUI's initializer") {
            ContentUnavailableView("No spare parts", systemImage: "cart", description: "Parts ordered for this work order appear here.")
        }
        #specimen("Restyled: one quiet line") { contentUnavailableViewSample.contentUnavailableViewStyle(QuietLine()) }
        #specimen("Disabled") { contentUnavailableViewSample.disabled() }
        #specimen("Light", colorScheme: .light) { contentUnavailableViewSample }
        #specimen("Dark", colorScheme: .dark) { contentUnavailableViewSample }
    }

    @SpecimenCode
    private static var contentUnavailableViewSample: ContentUnavailableView {
        ContentUnavailableView(
            title: "No work orders", image: Image(systemName: "tray"), descriptionText: "Work orders assigned to you appear here.",
            actions: Link("Create a work order", destination: "#new-work-order"))
    }
}

/// An empty list of an app's own, explained through `ContentUnavailableViewModel`.
fileprivate struct SampleEmptyList: ContentUnavailableViewModel {
    var title = "No work orders"
    var image: Image? = Image(systemName: "tray")
    var descriptionText: String? = "Work orders assigned to you appear here."
    var actions: Link<Text>? { Link("Create a work order", destination: "#new-work-order") }
}

/// The title and the action on one quiet line, for a small panel.
fileprivate struct QuietLine: ContentUnavailableViewStyle {
    func makeBody(configuration: ContentUnavailableViewConfiguration) -> some View {
        HStack(alignment: .center, spacing: 8) {
            configuration.image.foregroundStyle(.secondary)
            configuration.title.foregroundStyle(.secondary)
            configuration.actions
        }
    }
}
