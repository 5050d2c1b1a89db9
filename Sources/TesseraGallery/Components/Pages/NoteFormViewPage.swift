import Tessera
import TesseraComponents

extension ComponentGallery {
    static let noteFormView = GalleryPage(
        name: "NoteFormView",
        summary: "A titled note of several lines (a real <textarea>) with an error and a hint linked by aria-describedby."
    ) {
        GallerySpecimen("View builders") {
            NoteFormView(title: "Notes", name: "notes", text: "Ring twice.\nThe gate code is 4711.") {
                EmptyView()
            } hintText: {
                Text("Shown on the delivery note")
            }
        }
        GallerySpecimen("Plain values") { noteFormViewSample }
        GallerySpecimen("A model") { NoteFormView(model: NoteFormViewNote()) }
        GallerySpecimen("Empty, with a placeholder") {
            NoteFormView(title: "Notes", name: "notes", text: "", placeholder: "Anything the driver should know")
        }
        GallerySpecimen("Disabled") { noteFormViewSample.disabled() }
        GallerySpecimen("Restyled: the hint beside the note") { noteFormViewSample.noteFormViewStyle(NoteHintBeside()) }
        GallerySpecimen("Light", colorScheme: .light) { noteFormViewSample }
        GallerySpecimen("Dark", colorScheme: .dark) { noteFormViewSample }
    }

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
