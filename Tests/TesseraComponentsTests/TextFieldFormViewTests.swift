import Tessera
import TesseraComponents
import Testing

private struct Field: TextFieldFormViewModel {
    var title: String
    var name: String
    var text: String
    var placeholder: String?
    var errorMessage: String?
    var hintText: String?
}

/// The error above the field.
private struct ErrorAbove: TextFieldFormViewStyle {
    func makeBody(configuration: TextFieldFormViewConfiguration) -> some View {
        VStack {
            configuration.errorMessage
            configuration.textField
        }
    }
}

@Suite("TextFieldFormView")
struct TextFieldFormViewTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Email"), text = tricky("ada@example.com"), placeholder = tricky("name@example.com")
        let error = tricky("Not an address"), hint = tricky("For invoices")
        let byValues = render(TextFieldFormView(title: title, name: "email", text: text, placeholder: placeholder, errorMessage: error, hintText: hint))
        #expect(byValues == render(TextFieldFormView(title: title, name: "email", text: text, placeholder: placeholder) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(TextFieldFormView(model: Field(title: title, name: "email", text: text, placeholder: placeholder, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint])
        #expect(byValues.contains(#"value="ada@example.com &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;""#), "the value is escaped")
        #expect(byValues.contains(#"placeholder="name@example.com &lt;i&gt;"#))
    }

    @Test func aFieldAloneIsItsLabelledInput() {
        #expect(render(TextFieldFormView(title: "Email", name: "email", text: "")) == #"<div class="t-vstack t-align-leading" style="gap:4px" data-component="TextFieldFormView"><label class="t-field"><span class="t-field-label">Email</span><input class="t-text-field" name="email" type="text" value=""></label></div>"#)
    }

    @Test func anErrorMakesTheFieldInvalidAndDescribesIt() {
        let html = render(TextFieldFormView(title: "Email", name: "email", text: "ada@", errorMessage: "Not an address", hintText: "For invoices"))
        #expect(html.contains(#"name="email" type="text" value="ada@" aria-describedby="email-error email-hint" aria-invalid="true">"#))
        #expect(html.contains(#"id="email-error">Not an address</span>"#))
        #expect(html.contains(#"id="email-hint">For invoices</span>"#))
        let hinted = render(TextFieldFormView(title: "Email", name: "email", text: "", hintText: "For invoices"))
        #expect(hinted.contains(#"aria-describedby="email-hint">"#))
        #expect(!hinted.contains("aria-invalid"))
    }

    @Test func aFieldNameWithSpacesMakesIdsWithout() {
        let html = render(TextFieldFormView(title: "Email", name: "work email", text: "", errorMessage: "Required"))
        #expect(html.contains(#"name="work email""#))
        #expect(html.contains(#"aria-describedby="work_email-error""#))
        #expect(html.contains(#"id="work_email-error""#))
    }

    @Test func aDisabledFieldIsDisabled() {
        #expect(render(TextFieldFormView(title: "Email", name: "email", text: "").disabled()).contains(#"name="email" disabled type="text""#))
        #expect(!render(TextFieldFormView(title: "Email", name: "email", text: "")).contains("disabled"))
    }

    @Test func stylesOfOnesOwnReplaceTheLookAndKeepTheLink() {
        let html = render(TextFieldFormView(title: "Email", name: "email", text: "", errorMessage: "Required").textFieldFormViewStyle(ErrorAbove()))
        #expect(html.hasPrefix(#"<div class="t-vstack"><span id="email-error">Required</span><label class="t-field">"#))
        #expect(html.contains(#"aria-describedby="email-error" aria-invalid="true""#))
    }
}
