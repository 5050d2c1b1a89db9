import Tessera
import TesseraComponents
import Testing

private struct TitleField: TitleFormViewModel {
    var title: String, name: String, text: String, placeholder: String?, isRequired: Bool
    var errorMessage: String?, hintText: String?
}

private struct KeyValueField: KeyValueFormViewModel {
    var title: String, name: String, text: String, placeholder: String?, maximumLength: Int?, isRequired: Bool
    var errorMessage: String?, hintText: String?
}

private struct Search: SearchFieldModel {
    var title: String, name: String, text: String, placeholder: String?, suggestions: [String], isRequired: Bool
    var errorMessage: String?, hintText: String?
}

private struct Line: StepperViewModel {
    var title: String, name: String, value: Int, range: ClosedRange<Int>?, step: Int, isRequired: Bool
    var errorMessage: String?, hintText: String?
}

@Suite("TitleFormView, KeyValueFormView, SearchField and StepperView")
struct TextInputCellTests {
    let title = tricky("Title"), text = tricky("Pump leaks"), placeholder = tricky("What?"), error = tricky("Needed"), hint = tricky("Shown")

    @Test func theTitlesThreeInitializersRenderTheSame() {
        let byValues = render(TitleFormView(title: title, name: "subject", text: text, placeholder: placeholder, isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(TitleFormView(title: title, name: "subject", text: text, placeholder: placeholder, isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(TitleFormView(model: TitleField(title: title, name: "subject", text: text, placeholder: placeholder, isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint])
        #expect(byValues.contains(#"value="Pump leaks &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;""#))
        #expect(byValues.contains(#"placeholder="What? &lt;i&gt;"#))
    }

    @Test func aTitleIsALargeInputLabelledForAssistiveTechnologiesOnly() {
        #expect(render(TitleFormView(title: "Title", name: "subject", text: "", placeholder: "What?", isRequired: true)) == #"<div class="t-vstack t-align-leading" style="gap:4px" data-component="TitleFormView"><label class="t-field"><span class="t-field-label t-visually-hidden">Title</span><input class="t-text-field tc-title-field" name="subject" type="text" value="" size="40" placeholder="What?" required></label></div>"#)
        #expect(render(TitleFormView(title: "Title", name: "subject", text: "").disabled()).contains(#"name="subject" disabled type="text""#))
    }

    @Test func theKeyValuesThreeInitializersRenderTheSame() {
        let byValues = render(KeyValueFormView(title: title, name: "cause", text: text, placeholder: placeholder, maximumLength: 500, isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(KeyValueFormView(title: title, name: "cause", text: text, placeholder: placeholder, maximumLength: 500, isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(KeyValueFormView(model: KeyValueField(title: title, name: "cause", text: text, placeholder: placeholder, maximumLength: 500, isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint, text])
    }

    @Test func aKeyValueIsATextareaLabelledByItsKey() {
        let html = render(KeyValueFormView(title: "Cause", name: "cause", text: "Worn seal", maximumLength: 500, isRequired: true, hintText: "On the report"))
        #expect(html.contains(#"<label class="t-field tc-key-value"><span class="t-field-label">Cause</span><textarea class="t-text-editor" name="cause" rows="3" cols="48" maxlength="500" required aria-describedby="cause-hint">"# + "\nWorn seal</textarea></label>"))
        #expect(render(KeyValueFormView(title: "Cause", name: "cause", text: "", maximumLength: -3)).contains(#"maxlength="0""#))
        #expect(render(KeyValueFormView(title: "Cause", name: "cause", text: "").disabled()).contains(#"<textarea class="t-text-editor" name="cause" disabled rows="3" cols="48">"#))
    }

    @Test func theSearchsThreeInitializersRenderTheSame() {
        let suggestions = [tricky("Hex bolt"), "Nut"]
        let byValues = render(SearchField(title: title, name: "q", text: text, placeholder: placeholder, suggestions: suggestions, isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(SearchField(title: title, name: "q", text: text, placeholder: placeholder, suggestions: suggestions, isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(SearchField(model: Search(title: title, name: "q", text: text, placeholder: placeholder, suggestions: suggestions, isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint])
        #expect(byValues.contains(#"<option value="Hex bolt &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;">"#))
    }

    @Test func aSearchSuggestsFromADatalistItNames() {
        let html = render(SearchField(title: "Search", name: "q", text: "", suggestions: ["Bolt", "Nut"]))
        #expect(html.contains(#"<label class="t-field"><span class="t-field-label">Search</span><input class="t-text-field" name="q" type="search" value="" list="q-suggestions" autocomplete="off"><datalist id="q-suggestions"><option value="Bolt"><option value="Nut"></datalist></label>"#))
        #expect(!render(SearchField(title: "Search", name: "q", text: "")).contains("datalist"), "no suggestions, no list")
        #expect(render(SearchField(title: "Search", name: "my q", text: "", suggestions: ["a"])).contains(#"list="my_q-suggestions""#))
        #expect(render(SearchField(title: "Search", name: "q", text: "").disabled()).contains(#"name="q" disabled type="search""#))
        #expect(render(SearchField(title: "Search", name: "q", text: "", isRequired: true)).contains(#"type="search" value="" required>"#))
    }

    @Test func theSteppersThreeInitializersRenderTheSame() {
        let byValues = render(StepperView(title: title, name: "quantity", value: 12, in: 1...99, step: 2, isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(StepperView(title: title, name: "quantity", value: 12, in: 1...99, step: 2, isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(StepperView(model: Line(title: title, name: "quantity", value: 12, range: 1...99, step: 2, isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint])
    }

    @Test func aStepperIsANumberKeptToItsRange() {
        let html = render(StepperView(title: "Quantity", name: "quantity", value: 12, in: 1...99, isRequired: true, errorMessage: "Too many"))
        #expect(html.contains(#"<label class="t-field"><span class="t-field-label">Quantity</span><input class="t-stepper" name="quantity" type="number" value="12" min="1" max="99" step="1" inputmode="numeric" required aria-describedby="quantity-error" aria-invalid="true"></label>"#))
        #expect(render(StepperView(title: "Q", name: "q", value: 1, step: -4)).contains(#"value="1" step="1" inputmode"#), "no range, and a step below 1 is 1")
        #expect(render(StepperView(title: "Q", name: "q", value: 1).disabled()).contains(#"name="q" disabled type="number""#))
    }
}
