import Tessera
import TesseraComponents
import Testing

/// A form cell of an app's own, declared as the library's are: its fields and its control.
@FormCell
struct EmailField {
    enum Fields {
        /// The field's title.
        case title(String)
        /// The form field's name.
        case name(String)
        /// The address.
        case address(String)
        /// What the empty field shows.
        case placeholder(String? = "name@example.com")
    }

    static func emailInput(_ field: EmailFieldConfiguration) -> some View {
        TextField(field.title, name: field.name, text: field.address, prompt: field.placeholder).controlAttribute("type", "email")
    }
}

extension View {
    #styleModifier(for: EmailField.self)
}

private struct Contact: EmailFieldModel {
    var title = "Email", name = "email", address = "ada@example.com"
    var placeholder: String? = "name@example.com"
    var errorMessage: String? = "Not an address"
    var hintText: String? = nil
}

/// The error above the field.
private struct ErrorAbove: EmailFieldStyle {
    func makeBody(configuration: EmailFieldConfiguration) -> some View {
        VStack {
            configuration.errorMessage
            configuration.emailInput
        }
    }
}

@Suite("A form cell of one's own")
struct CustomFormCellTests {
    @Test func outsideTheLibraryTheMacroWritesTheSameScaffolding() {
        let byValues = render(EmailField(title: "Email", name: "email", address: "ada@example.com", errorMessage: "Not an address"))
        #expect(byValues == render(EmailField(title: "Email", name: "email", address: "ada@example.com") { Text("Not an address") }))
        #expect(byValues == render(EmailField(model: Contact())))
        #expect(byValues == #"<div class="t-vstack t-align-leading" style="gap:4px" data-component="EmailField"><label class="t-field"><span class="t-field-label">Email</span><input class="t-text-field" name="email" value="ada@example.com" placeholder="name@example.com" aria-describedby="email-error" aria-invalid="true" type="email"></label><span class="t-font-footnote" style="color:var(--tc-negativeLabel)" id="email-error">Not an address</span></div>"#)
    }

    @Test func itsStyleAndItsDisabledControlAreAsTheLibrarys() {
        #expect(render(EmailField(title: "Email", name: "email", address: "", errorMessage: "Required").emailFieldStyle(ErrorAbove())).hasPrefix(#"<div class="t-vstack"><span id="email-error">Required</span><label class="t-field">"#))
        #expect(render(EmailField(title: "Email", name: "email", address: "").disabled()).contains(#"name="email" disabled"#))
    }
}
