import Tessera
import TesseraComponents

extension ComponentGallery {
    static let switchView = GalleryPage(
        name: "SwitchView",
        summary: "A titled switch (a checkbox with the role of a switch) that submits true or false, with an error and a hint."
    ) {
        #specimen("View builders") {
            SwitchView(title: "Weekly report", name: "weekly_report", isOn: true) {
                EmptyView()
            } hintText: {
                Text("Sent each Monday at 8:00")
            }
        }
        #specimen("Plain values") { switchViewSample }
        #specimen("A model") { SwitchView(model: SwitchViewSetting()) }
        #specimen("Any view in a slot") {
            SwitchView(title: "Weekly report", name: "weekly_report", isOn: true) {
                EmptyView()
            } hintText: {
                Label("Sent each Monday at 8:00", systemImage: "calendar")
            }
        }
        #specimen("Off, in error") {
            SwitchView(title: "Active", name: "active", isOn: false, errorMessage: "An archived customer cannot be active")
        }
        #specimen("Disabled") { switchViewSample.disabled() }
        #specimen("Restyled: the hint first") { switchViewSample.switchViewStyle(SwitchHintFirst()) }
        #specimen("Light", colorScheme: .light) { switchViewSample }
        #specimen("Dark", colorScheme: .dark) { switchViewSample }
    }

    @SpecimenCode
    private static var switchViewSample: SwitchView {
        SwitchView(title: "Weekly report", name: "weekly_report", isOn: true, hintText: "Sent each Monday at 8:00")
    }
}

/// A setting of an app's own, shown through `SwitchViewModel`.
private struct SwitchViewSetting: SwitchViewModel {
    var title = "Weekly report"
    var name = "weekly_report"
    var isOn = true
    var errorMessage: String? = nil
    var hintText: String? = "Sent each Monday at 8:00"
}

/// The hint before the switch, on one line.
private struct SwitchHintFirst: SwitchViewStyle {
    func makeBody(configuration: SwitchViewConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.hintText.foregroundStyle(Color.theme(.secondaryLabel))
            Spacer()
            configuration.toggle
        }
    }
}
