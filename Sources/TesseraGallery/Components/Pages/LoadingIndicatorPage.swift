import Tessera
import TesseraComponents

extension ComponentGallery {
    static let loadingIndicator = GalleryPage(
        name: "LoadingIndicator",
        summary: "Work under way: a turning ring and what is loading."
    ) {
        GallerySpecimen("View builders") {
            LoadingIndicator {
                Text("Loading work orders…")
            }
        }
        GallerySpecimen("Plain values") { loadingIndicatorSample }
        GallerySpecimen("A model") { LoadingIndicator(model: SampleJob()) }
        GallerySpecimen("Without a title") { LoadingIndicator() }
        GallerySpecimen("Restyled: the words beneath the ring") { loadingIndicatorSample.loadingIndicatorStyle(Stacked()) }
        GallerySpecimen("Disabled") { loadingIndicatorSample.disabled() }
        GallerySpecimen("Light", colorScheme: .light) { loadingIndicatorSample }
        GallerySpecimen("Dark", colorScheme: .dark) { loadingIndicatorSample }
    }

    private static var loadingIndicatorSample: LoadingIndicator { LoadingIndicator(title: "Loading work orders…") }
}

/// A job of an app's own, shown through `LoadingIndicatorModel`.
fileprivate struct SampleJob: LoadingIndicatorModel {
    var title: String? = "Loading work orders…"
}

/// The base look's ring, the title beneath it, centred: for a whole empty page.
fileprivate struct Stacked: LoadingIndicatorStyle {
    func makeBody(configuration: LoadingIndicatorConfiguration) -> some View {
        VStack(alignment: .center, spacing: 8) {
            // The ring alone, in the base look: this style shown inside itself would never end.
            LoadingIndicator().loadingIndicatorStyle(LoadingIndicatorBaseStyle())
            configuration.title.font(.footnote).foregroundStyle(.secondary)
        }
    }
}
