import Tessera
import TesseraComponents

extension ComponentGallery {
    static let noteFormView = GalleryPage(
        name: "NoteFormView",
        summary: "A titled note of several lines (a real <textarea>) with an error and a hint linked by aria-describedby."
    ) {
        #specimen("View builders") {
            NoteFormView(title: "Notes", name: "notes", text: "Ring twice.\nThe gate code is 4711.") {
                EmptyView()
            } hintText: {
                Text("Shown on the delivery note")
            }
        }
        #specimen("Plain values") { noteFormViewSample }
        #specimen("A model") { NoteFormView(model: NoteFormViewNote()) }
        #specimen("Empty, with a placeholder") {
            NoteFormView(title: "Notes", name: "notes", text: "", placeholder: "Anything the driver should know")
        }
        #specimen("Disabled") { noteFormViewSample.disabled() }
        #specimen("Restyled: the hint beside the note") { noteFormViewSample.noteFormViewStyle(NoteHintBeside()) }
        #specimen("Light", colorScheme: .light) { noteFormViewSample }
        #specimen("Dark", colorScheme: .dark) { noteFormViewSample }
    }

    @SpecimenCode
    private static var noteFormViewSample: NoteFormView {
        NoteFormView(title: "Notes", name: "notes", text: "Ring twice.\nThe gate code is 4711.", hintText: "Shown on the delivery note")
    }
}

/// A note of an app's own, shown through `NoteFormViewModel`.
private struct NoteFormViewNote: NoteFormViewModel {
    var title = "Notes"
    var name = "notes"
    var text = "Ring twice.\nThe gate code is 4711."
    var placeholder: String? = nil
    var errorMessage: String? = nil
    var hintText: String? = "Shown on the delivery note"
}

/// The hint beside the note.
private struct NoteHintBeside: NoteFormViewStyle {
    func makeBody(configuration: NoteFormViewConfiguration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.textEditor
            VStack(alignment: .leading) {
                configuration.hintText.font(.footnote)
                configuration.errorMessage.foregroundStyle(Color.theme(.negativeLabel))
            }
        }
    }
}
