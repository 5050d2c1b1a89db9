import Tessera
import TesseraComponents

extension ComponentGallery {
    static let contentUnavailableView = GalleryPage(
        name: "ContentUnavailableView",
        summary: "What a place shows when it has nothing to show, and what to do about it."
    ) {
        GallerySpecimen("View builders") {
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
        GallerySpecimen("Plain values") { contentUnavailableViewSample }
        GallerySpecimen("A model") { ContentUnavailableView(model: SampleEmptyList()) }
        GallerySpecimen("No search results") { ContentUnavailableView.search(text: "pump P-9000") }
        GallerySpecimen("SwiftUI's initializer") {
            ContentUnavailableView("No spare parts", systemImage: "cart", description: "Parts ordered for this work order appear here.")
        }
        GallerySpecimen("Restyled: one quiet line") { contentUnavailableViewSample.contentUnavailableViewStyle(QuietLine()) }
        GallerySpecimen("Disabled") { contentUnavailableViewSample.disabled() }
        GallerySpecimen("Light", colorScheme: .light) { contentUnavailableViewSample }
        GallerySpecimen("Dark", colorScheme: .dark) { contentUnavailableViewSample }
    }

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
