import Tessera
import TesseraComponents

extension ComponentGallery {
    static let infoView = GalleryPage(
        name: "InfoView",
        summary: "A screen of onboarding that tells one thing, with a way on and a way to skip."
    ) {
        #specimen("View builders") {
            InfoView {
                Text("Scan spare parts")
            } descriptionText: {
                Text("Point the camera at a part's label to find it in stock.")
            } icon: {
                Image(systemName: "magnifyingglass")
            } action: {
                Link("Next", destination: "#step-2")
            } secondaryAction: {
                Link("Skip", destination: "#skip")
            }
        }
        #specimen("Plain values") { infoViewSample }
        #specimen("A model") { InfoView(model: SampleOnboardingPage()) }
        #specimen("Restyled: a banner") { infoViewSample.infoViewStyle(Banner()) }
        #specimen("Disabled") { infoViewSample.disabled() }
        #specimen("Light", colorScheme: .light) { infoViewSample }
        #specimen("Dark", colorScheme: .dark) { infoViewSample }
    }

    @SpecimenCode
    private static var infoViewSample: InfoView {
        InfoView(
            title: "Scan spare parts", descriptionText: "Point the camera at a part's label to find it in stock.",
            icon: Image(systemName: "magnifyingglass"), action: Link("Next", destination: "#step-2"),
            secondaryAction: Link("Skip", destination: "#skip"))
    }
}

/// A page of onboarding of an app's own, shown through `InfoViewModel`.
fileprivate struct SampleOnboardingPage: InfoViewModel {
    var title = "Scan spare parts"
    var descriptionText: String? = "Point the camera at a part's label to find it in stock."
    var icon: Image? = Image(systemName: "magnifyingglass")
    var action: Link<Text>? { Link("Next", destination: "#step-2") }
    var secondaryAction: Link<Text>? { Link("Skip", destination: "#skip") }
}

/// The news on one line across the page, its actions at the end.
fileprivate struct Banner: InfoViewStyle {
    func makeBody(configuration: InfoViewConfiguration) -> some View {
        HStack(alignment: .center, spacing: 12) {
            configuration.icon.foregroundStyle(.accentColor)
            VStack(alignment: .leading, spacing: 2) {
                configuration.title.font(.headline)
                configuration.descriptionText.font(.subheadline)
            }
            Spacer()
            configuration.secondaryAction
            configuration.action.bold()
        }
        .padding(12)
        .background(Color.theme(.tertiaryBackground))
        .cornerRadius(8)
    }
}
