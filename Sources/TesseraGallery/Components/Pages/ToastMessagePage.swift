import Tessera
import TesseraComponents

extension ComponentGallery {
    static let toastMessage = GalleryPage(
        name: "ToastMessage",
        summary: "A short confirmation that something happened, which needs no answer."
    ) {
        GallerySpecimen("View builders") {
            ToastMessage {
                Text("Work order 4711 released")
            } icon: {
                Image(systemName: "checkmark.circle")
            }
        }
        GallerySpecimen("Plain values") { toastMessageSample }
        GallerySpecimen("A model") { ToastMessage(model: SampleNotice()) }
        GallerySpecimen("Text alone") { ToastMessage(title: "Copied 12 rows") }
        GallerySpecimen("Restyled: in the positive colour") { toastMessageSample.toastMessageStyle(PositiveToast()) }
        GallerySpecimen("Disabled") { toastMessageSample.disabled() }
        GallerySpecimen("Light", colorScheme: .light) { toastMessageSample }
        GallerySpecimen("Dark", colorScheme: .dark) { toastMessageSample }
    }

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
