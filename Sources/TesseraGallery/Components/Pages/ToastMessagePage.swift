import Tessera
import TesseraComponents

extension ComponentGallery {
    static let toastMessage = GalleryPage(
        name: "ToastMessage",
        summary: "A short confirmation that something happened, which needs no answer."
    ) {
        #specimen("View builders") {
            ToastMessage {
                Text("Work order 4711 released")
            } icon: {
                Image(systemName: "checkmark.circle")
            }
        }
        #specimen("Plain values") { toastMessageSample }
        #specimen("A model") { ToastMessage(model: SampleNotice()) }
        #specimen("Text alone") { ToastMessage(title: "Copied 12 rows") }
        #specimen("Restyled: in the positive colour") { toastMessageSample.toastMessageStyle(PositiveToast()) }
        #specimen("Disabled") { toastMessageSample.disabled() }
        #specimen("Light", colorScheme: .light) { toastMessageSample }
        #specimen("Dark", colorScheme: .dark) { toastMessageSample }
    }

    @SpecimenCode
    private static var toastMessageSample: ToastMessage {
        ToastMessage(title: "Work order 4711 released", icon: Image(systemName: "checkmark.circle"))
    }
}

/// A notice of an app's own, shown through `ToastMessageModel`.
fileprivate struct SampleNotice: ToastMessageModel {
    var title = "Work order 4711 released"
    var icon: Image? = Image(systemName: "checkmark.circle")
}

/// A green band with the icon first, for a confirmation that stands out.
fileprivate struct PositiveToast: ToastMessageStyle {
    func makeBody(configuration: ToastMessageConfiguration) -> some View {
        HStack(alignment: .center, spacing: 8) {
            configuration.icon
            configuration.title.bold()
        }
        .padding(12)
        .foregroundStyle(Color.theme(.primaryBackground))
        .background(Color.theme(.positiveLabel))
        .cornerRadius(20)
        .attribute("role", "status")
    }
}
