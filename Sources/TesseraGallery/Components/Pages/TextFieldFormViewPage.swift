import Tessera
import TesseraComponents

extension ComponentGallery {
    static let textFieldFormView = GalleryPage(
        name: "TextFieldFormView",
        summary: "A titled text field with an error and a hint linked by aria-describedby; aria-invalid when in error."
    ) {
        GallerySpecimen("View builders") {
            TextFieldFormView(title: "Email", name: "email", text: "ada@", placeholder: "name@example.com") {
                Text("Not an address")
            } hintText: {
                Text("We send the invoice here")
            }
        }
        GallerySpecimen("Plain values") { textFieldFormViewSample }
        GallerySpecimen("A model") { TextFieldFormView(model: TextFieldFormViewField()) }
        GallerySpecimen("Any view in a slot") {
            TextFieldFormView(title: "Email", name: "email", text: "ada@", placeholder: "name@example.com") {
                Label("Not an address", systemImage: "exclamationmark.triangle")
            } hintText: {
                Text("We send the invoice here")
            }
        }
        GallerySpecimen("Empty, with a placeholder") {
            TextFieldFormView(title: "Email", name: "email", text: "", placeholder: "name@example.com")
        }
        GallerySpecimen("Disabled") { textFieldFormViewSample.disabled() }
        GallerySpecimen("Restyled: the error above") { textFieldFormViewSample.textFieldFormViewStyle(TextFieldErrorAbove()) }
        GallerySpecimen("Light", colorScheme: .light) { textFieldFormViewSample }
        GallerySpecimen("Dark", colorScheme: .dark) { textFieldFormViewSample }
    }

    private static var textFieldFormViewSample: TextFieldFormView {
        TextFieldFormView(
            title: "Email", name: "email", text: "ada@", placeholder: "name@example.com", errorMessage: "Not an address",
            hintText: "We send the invoice here")
    }
}

/// A field of an app's own, shown through `TextFieldFormViewModel`.
private struct TextFieldFormViewField: TextFieldFormViewModel {
    var title = "Email"
    var name = "email"
    var text = "ada@"
    var placeholder: String? = "name@example.com"
    var errorMessage: String? = "Not an address"
    var hintText: String? = "We send the invoice here"
}

/// The error above the field, in bold.
private struct TextFieldErrorAbove: TextFieldFormViewStyle {
    func makeBody(configuration: TextFieldFormViewConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.errorMessage.bold().foregroundStyle(Color.theme(.negativeLabel))
            configuration.textField
            configuration.hintText.font(.footnote)
        }
    }
}
