import Tessera
import TesseraComponents

extension ComponentGallery {
    static let textFieldFormView = GalleryPage(
        name: "TextFieldFormView",
        summary: "A titled text field with an error and a hint linked by aria-describedby; aria-invalid when in error."
    ) {
        #specimen("View builders") {
            TextFieldFormView(title: "Email", name: "email", text: "ada@", placeholder: "name@example.com") {
                Text("Not an address")
            } hintText: {
                Text("We send the invoice here")
            }
        }
        #specimen("Plain values") { textFieldFormViewSample }
        #specimen("A model") { TextFieldFormView(model: TextFieldFormViewField()) }
        #specimen("Any view in a slot") {
            TextFieldFormView(title: "Email", name: "email", text: "ada@", placeholder: "name@example.com") {
                Label("Not an address", systemImage: "exclamationmark.triangle")
            } hintText: {
                Text("We send the invoice here")
            }
        }
        #specimen("Empty, with a placeholder") {
            TextFieldFormView(title: "Email", name: "email", text: "", placeholder: "name@example.com")
        }
        #specimen("Disabled") { textFieldFormViewSample.disabled() }
        #specimen("Restyled: the error above") { textFieldFormViewSample.textFieldFormViewStyle(TextFieldErrorAbove()) }
        #specimen("Light", colorScheme: .light) { textFieldFormViewSample }
        #specimen("Dark", colorScheme: .dark) { textFieldFormViewSample }
    }

    @SpecimenCode
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
