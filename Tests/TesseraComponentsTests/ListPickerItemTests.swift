import Tessera
import TesseraComponents
import Testing

private struct Choice: ListPickerItemModel {
    var title: String
    var name: String
    var options: [ListPickerOption]
    var selection: String
    var errorMessage: String?
    var hintText: String?
}

/// The list alone.
private struct Bare: ListPickerItemStyle {
    func makeBody(configuration: ListPickerItemConfiguration) -> some View {
        configuration.picker
    }
}

@Suite("ListPickerItem")
struct ListPickerItemTests {
    private let options = [ListPickerOption("DE", label: tricky("Germany")), ListPickerOption(tricky("FR"), label: "France"), "Italy"]

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Country"), error = tricky("Not shipped there"), hint = tricky("Where the goods go")
        let byValues = render(ListPickerItem(title: title, name: "country", options: options, selection: "DE", errorMessage: error, hintText: hint))
        #expect(byValues == render(ListPickerItem(title: title, name: "country", options: options, selection: "DE") { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(ListPickerItem(model: Choice(title: title, name: "country", options: options, selection: "DE", errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint, tricky("Germany")])
        #expect(byValues.contains(#"<option value="FR &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;">France</option>"#), "option values are escaped")
    }

    @Test func aChoiceAloneIsItsLabelledSelectWithTheSelectedOptionMarked() {
        #expect(render(ListPickerItem(title: "Priority", name: "priority", options: ["Low", "High"], selection: "High")) == #"<div class="t-vstack t-align-leading" style="gap:4px" data-component="ListPickerItem"><label class="t-field"><span class="t-field-label">Priority</span><select class="t-picker" name="priority"><option value="Low">Low</option><option value="High" selected>High</option></select></label></div>"#)
        #expect(!render(ListPickerItem(title: "Priority", name: "priority", options: ["Low", "High"], selection: "None")).contains("selected"))
    }

    @Test func anErrorMakesTheChoiceInvalidAndDescribesIt() {
        let html = render(ListPickerItem(title: "Priority", name: "priority", options: ["Low"], selection: "Low", errorMessage: "Choose one"))
        #expect(html.contains(#"<select class="t-picker" name="priority" aria-describedby="priority-error" aria-invalid="true">"#))
        #expect(html.contains(#"id="priority-error">Choose one</span>"#))
    }

    @Test func aDisabledChoiceIsDisabled() {
        #expect(render(ListPickerItem(title: "Priority", name: "priority", options: ["Low"], selection: "Low").disabled()).contains(#"<select class="t-picker" name="priority" disabled>"#))
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        #expect(render(ListPickerItem(title: "Priority", name: "priority", options: ["Low"], selection: "Low", hintText: "Hidden").listPickerItemStyle(Bare())) == #"<label class="t-field"><span class="t-field-label">Priority</span><select class="t-picker" name="priority" aria-describedby="priority-hint"><option value="Low" selected>Low</option></select></label>"#)
    }
}
