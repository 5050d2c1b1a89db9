import Tessera
import TesseraComponents

extension ComponentGallery {
    static let welcomeScreen = GalleryPage(
        name: "WelcomeScreen",
        summary: "The first screen of an application: its picture, its name, what it does, and the way in."
    ) {
        #specimen("View builders") {
            WelcomeScreen {
                Text("Plant Maintenance")
            } descriptionText: {
                Text("Work orders, equipment and spare parts of your plant, in one place.")
            } icon: {
                Image(systemName: "gear")
            } primaryAction: {
                Link("Start", destination: "#start")
            } secondaryAction: {
                Link("Take the tour", destination: "#tour")
            } footnote: {
                Text("Signed in as ada")
            }
        }
        #specimen("Plain values") { welcomeScreenSample }
        #specimen("A model") { WelcomeScreen(model: SampleApplication()) }
        #specimen("Restyled: the picture beside the words") { welcomeScreenSample.welcomeScreenStyle(Beside()) }
        #specimen("Disabled") { welcomeScreenSample.disabled() }
        #specimen("Light", colorScheme: .light) { welcomeScreenSample }
        #specimen("Dark", colorScheme: .dark) { welcomeScreenSample }
    }

    @SpecimenCode
    private static var welcomeScreenSample: WelcomeScreen {
        WelcomeScreen(
            title: "Plant Maintenance", descriptionText: "Work orders, equipment and spare parts of your plant, in one place.",
            icon: Image(systemName: "gear"), primaryAction: Link("Start", destination: "#start"),
            secondaryAction: Link("Take the tour", destination: "#tour"), footnote: "Signed in as ada")
    }
}

/// An application of one's own, welcomed through `WelcomeScreenModel`.
fileprivate struct SampleApplication: WelcomeScreenModel {
    var title = "Plant Maintenance"
    var descriptionText: String? = "Work orders, equipment and spare parts of your plant, in one place."
    var icon: Image? = Image(systemName: "gear")
    var primaryAction: Link<Text>? { Link("Start", destination: "#start") }
    var secondaryAction: Link<Text>? { Link("Take the tour", destination: "#tour") }
    var footnote: String? = "Signed in as ada"
}

/// The picture on the left, the words and the ways in on the right: for a wide screen.
fileprivate struct Beside: WelcomeScreenStyle {
    func makeBody(configuration: WelcomeScreenConfiguration) -> some View {
        HStack(alignment: .center, spacing: 24) {
            configuration.icon.font(.largeTitle).foregroundStyle(.accentColor)
            VStack(alignment: .leading, spacing: 10) {
                configuration.title.font(.title)
                configuration.descriptionText.foregroundStyle(.secondary)
                HStack(alignment: .center, spacing: 16) {
                    configuration.primaryAction.bold()
                    configuration.secondaryAction
                }
            }
        }
        .padding(16)
    }
}
