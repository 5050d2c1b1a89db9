import Tessera
import TesseraComponents

extension ComponentGallery {
    static let loadingIndicator = GalleryPage(
        name: "LoadingIndicator",
        summary: "Work under way: a turning ring and what is loading."
    ) {
        #specimen("View builders") {
            LoadingIndicator {
                Text("Loading work orders…")
            }
        }
        #specimen("Plain values") { loadingIndicatorSample }
        #specimen("A model") { LoadingIndicator(model: SampleJob()) }
        #specimen("Without a title") { LoadingIndicator() }
        #specimen("Restyled: the words beneath the ring") { loadingIndicatorSample.loadingIndicatorStyle(Stacked()) }
        #specimen("Disabled") { loadingIndicatorSample.disabled() }
        #specimen("Light", colorScheme: .light) { loadingIndicatorSample }
        #specimen("Dark", colorScheme: .dark) { loadingIndicatorSample }
    }

    @SpecimenCode
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
