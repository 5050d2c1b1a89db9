import Tessera
import TesseraComponents
import Testing

private struct Note: NoteFormViewModel {
    var title: String
    var name: String
    var text: String
    var placeholder: String?
    var errorMessage: String?
    var hintText: String?
}

/// The note alone.
private struct Bare: NoteFormViewStyle {
    func makeBody(configuration: NoteFormViewConfiguration) -> some View {
        configuration.textEditor
    }
}

@Suite("NoteFormView")
struct NoteFormViewTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Notes"), text = tricky("Ring twice\nthen wait"), placeholder = tricky("For the driver")
        let error = tricky("Too long"), hint = tricky("On the delivery note")
        let byValues = render(NoteFormView(title: title, name: "notes", text: text, placeholder: placeholder, errorMessage: error, hintText: hint))
        #expect(byValues == render(NoteFormView(title: title, name: "notes", text: text, placeholder: placeholder) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(NoteFormView(model: Note(title: title, name: "notes", text: text, placeholder: placeholder, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, text, error, hint])
        #expect(byValues.contains(#"placeholder="For the driver &lt;i&gt;"#))
    }

    @Test func aNoteAloneIsItsLabelledTextarea() {
        #expect(render(NoteFormView(title: "Notes", name: "notes", text: "Ring twice")) == "<div class=\"t-vstack t-align-leading\" style=\"gap:4px\" data-component=\"NoteFormView\"><label class=\"t-field\"><span class=\"t-field-label\">Notes</span><textarea class=\"t-text-editor\" name=\"notes\">\nRing twice</textarea></label></div>")
    }

    @Test func anErrorMakesTheNoteInvalidAndDescribesIt() {
        let html = render(NoteFormView(title: "Notes", name: "notes", text: "", placeholder: "For the driver", errorMessage: "Too long"))
        #expect(html.contains(#"<textarea class="t-text-editor" name="notes" aria-describedby="notes-error" aria-invalid="true" placeholder="For the driver">"#))
        #expect(html.contains(#"id="notes-error">Too long</span>"#))
    }

    @Test func aDisabledNoteIsDisabled() {
        #expect(render(NoteFormView(title: "Notes", name: "notes", text: "").disabled()).contains(#"<textarea class="t-text-editor" name="notes" disabled>"#))
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        #expect(render(NoteFormView(title: "Notes", name: "notes", text: "", hintText: "Hidden").noteFormViewStyle(Bare())).hasPrefix(#"<label class="t-field">"#))
    }
}
