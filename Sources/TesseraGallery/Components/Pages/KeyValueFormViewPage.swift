import Tessera
import TesseraComponents

extension ComponentGallery {
    static let keyValueFormView = GalleryPage(
        name: "KeyValueFormView",
        summary: "A key and its value of several lines: a real textarea labelled by the key, limited to a number of characters when given."
    ) {
        #specimen("View builders") {
            KeyValueFormView(title: "Cause of failure", name: "cause", text: keyValueFormViewText, maximumLength: 500) {
                EmptyView()
            } hintText: {
                Text("Printed on the service report; at most 500 characters")
            }
        }
        #specimen("Plain values") { keyValueFormViewSample }
        #specimen("A model") { KeyValueFormView(model: KeyValueFormViewReport()) }
        #specimen("A service report, required and empty") {
            KeyValueFormView(
                title: "Work done", name: "work", text: "", placeholder: "Parts replaced, tests run", isRequired: true,
                errorMessage: "Describe the work done")
        }
        #specimen("Disabled") { keyValueFormViewSample.disabled() }
        #specimen("Restyled: the key beside the value") { keyValueFormViewSample.keyValueFormViewStyle(KeyValueBeside()) }
        #specimen("Light", colorScheme: .light) { keyValueFormViewSample }
        #specimen("Dark", colorScheme: .dark) { keyValueFormViewSample }
    }

    fileprivate static let keyValueFormViewText = "The shaft seal wore through; the bearing runs hot."

    @SpecimenCode
    private static var keyValueFormViewSample: KeyValueFormView {
        KeyValueFormView(
            title: "Cause of failure", name: "cause", text: keyValueFormViewText, maximumLength: 500,
            hintText: "Printed on the service report; at most 500 characters")
    }
}

/// A service report of an app's own, shown through `KeyValueFormViewModel`.
private struct KeyValueFormViewReport: KeyValueFormViewModel {
    var title = "Cause of failure"
    var name = "cause"
    var text = ComponentGallery.keyValueFormViewText
    var placeholder: String? = nil
    var maximumLength: Int? = 500
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "Printed on the service report; at most 500 characters"
}

/// The value with its hint beside it.
private struct KeyValueBeside: KeyValueFormViewStyle {
    func makeBody(configuration: KeyValueFormViewConfiguration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.valueEditor
            VStack(alignment: .leading, spacing: 4) {
                configuration.errorMessage.foregroundStyle(Color.theme(.negativeLabel))
                configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            }
        }
        .attribute("data-component", "KeyValueFormView")
    }
}
