import Tessera
import TesseraComponents

extension ComponentGallery {
    static let titleFormView = GalleryPage(
        name: "TitleFormView",
        summary: "The title of what a form edits, typed in large letters at its top: a real text input, labelled for assistive technologies."
    ) {
        #specimen("View builders") {
            TitleFormView(title: "Title", name: "subject", text: "Pump P-204 leaks at the seal", placeholder: "What is the problem?") {
                EmptyView()
            } hintText: {
                Text("Shown in the list of tickets")
            }
        }
        #specimen("Plain values") { titleFormViewSample }
        #specimen("A model") { TitleFormView(model: TitleFormViewTicket()) }
        #specimen("A new ticket, required and empty") {
            TitleFormView(
                title: "Title", name: "subject", text: "", placeholder: "What is the problem?", isRequired: true,
                errorMessage: "A ticket needs a title")
        }
        #specimen("Disabled") { titleFormViewSample.disabled() }
        #specimen("Restyled: in a card") { titleFormViewSample.titleFormViewStyle(TitleInACard()) }
        #specimen("Light", colorScheme: .light) { titleFormViewSample }
        #specimen("Dark", colorScheme: .dark) { titleFormViewSample }
    }

    @SpecimenCode
    private static var titleFormViewSample: TitleFormView {
        TitleFormView(
            title: "Title", name: "subject", text: "Pump P-204 leaks at the seal", placeholder: "What is the problem?",
            hintText: "Shown in the list of tickets")
    }
}

/// A ticket of an app's own, shown through `TitleFormViewModel`.
private struct TitleFormViewTicket: TitleFormViewModel {
    var title = "Title"
    var name = "subject"
    var text = "Pump P-204 leaks at the seal"
    var placeholder: String? = "What is the problem?"
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "Shown in the list of tickets"
}

/// The title on a card of its own.
private struct TitleInACard: TitleFormViewStyle {
    func makeBody(configuration: TitleFormViewConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.titleField
            configuration.errorMessage.foregroundStyle(Color.theme(.negativeLabel))
            configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
        }
        .padding(12)
        .background(Color.theme(.primaryBackground))
        .border(Color.theme(.separator))
        .attribute("data-component", "TitleFormView")
    }
}
