import Foundation
import Tessera
import TesseraComponents
import Testing

/// The five form cells `@FormCell` now writes render byte for byte as they did when written by
/// hand (`LegacyFormCells.swift` keeps those, renamed): with and without each message, a
/// placeholder, hostile text, messages of any view, disabled, in a field name with spaces.
@Suite("The form cells converted to @FormCell")
struct FormCellConversionTests {
    /// The messages each cell is rendered with: none, an error, a hint, both, hostile text.
    static let messages: [(error: String?, hint: String?)] = [
        (nil, nil), ("Required", nil), (nil, "For invoices"), ("Required", "For invoices"), (tricky("Bad"), tricky("Hint")),
    ]
    static let names = ["email", "work email", tricky("n")]

    @Test(arguments: names)
    func textFieldFormView(name: String) {
        for (error, hint) in Self.messages {
            for placeholder in [nil, "name@example.com", tricky("p")] {
                let text = tricky("ada@example.com")
                #expect(
                    render(TextFieldFormView(title: tricky("Email"), name: name, text: text, placeholder: placeholder, errorMessage: error, hintText: hint))
                        == render(LegacyTextFieldFormView(title: tricky("Email"), name: name, text: text, placeholder: placeholder, errorMessage: error, hintText: hint)))
            }
        }
        #expect(
            render(TextFieldFormView(title: "Email", name: name, text: "") { Label("Not an address", systemImage: "exclamationmark.triangle") })
                == render(LegacyTextFieldFormView(title: "Email", name: name, text: "") { Label("Not an address", systemImage: "exclamationmark.triangle") }))
        #expect(
            render(TextFieldFormView(title: "Email", name: name, text: "x", hintText: "h").disabled())
                == render(LegacyTextFieldFormView(title: "Email", name: name, text: "x", hintText: "h").disabled()))
    }

    @Test(arguments: names)
    func noteFormView(name: String) {
        for (error, hint) in Self.messages {
            for placeholder in [nil, "Anything the driver should know"] {
                let text = "\nTwo lines\n" + tricky("and more")
                #expect(
                    render(NoteFormView(title: "Notes", name: name, text: text, placeholder: placeholder, errorMessage: error, hintText: hint))
                        == render(LegacyNoteFormView(title: "Notes", name: name, text: text, placeholder: placeholder, errorMessage: error, hintText: hint)))
            }
        }
        #expect(
            render(NoteFormView(title: "Notes", name: name, text: "", placeholder: "p") { Text("Too long").bold() } hintText: { Text("h") })
                == render(LegacyNoteFormView(title: "Notes", name: name, text: "", placeholder: "p") { Text("Too long").bold() } hintText: { Text("h") }))
        #expect(render(NoteFormView(title: "Notes", name: name, text: "").disabled()) == render(LegacyNoteFormView(title: "Notes", name: name, text: "").disabled()))
    }

    @Test(arguments: names)
    func switchView(name: String) {
        for (error, hint) in Self.messages {
            for isOn in [false, true] {
                #expect(
                    render(SwitchView(title: tricky("Active"), name: name, isOn: isOn, errorMessage: error, hintText: hint))
                        == render(LegacySwitchView(title: tricky("Active"), name: name, isOn: isOn, errorMessage: error, hintText: hint)))
            }
        }
        #expect(
            render(SwitchView(title: "Active", name: name, isOn: true) { EmptyView() } hintText: { Label("Each Monday", systemImage: "calendar") })
                == render(LegacySwitchView(title: "Active", name: name, isOn: true) { EmptyView() } hintText: { Label("Each Monday", systemImage: "calendar") }))
        #expect(render(SwitchView(title: "Active", name: name, isOn: true).disabled()) == render(LegacySwitchView(title: "Active", name: name, isOn: true).disabled()))
    }

    @Test(arguments: names)
    func listPickerItem(name: String) {
        let options: [ListPickerOption] = ["Low", ListPickerOption("2", label: tricky("Medium")), ListPickerOption(tricky("v"), label: "High")]
        for (error, hint) in Self.messages {
            for selection in ["Low", "2", tricky("v"), "none"] {
                #expect(
                    render(ListPickerItem(title: "Priority", name: name, options: options, selection: selection, errorMessage: error, hintText: hint))
                        == render(LegacyListPickerItem(title: "Priority", name: name, options: options, selection: selection, errorMessage: error, hintText: hint)))
            }
        }
        #expect(
            render(ListPickerItem(title: "Priority", name: name, options: options, selection: "2") { Text("Choose one") })
                == render(LegacyListPickerItem(title: "Priority", name: name, options: options, selection: "2") { Text("Choose one") }))
        #expect(
            render(ListPickerItem(title: "Priority", name: name, options: [], selection: "").disabled())
                == render(LegacyListPickerItem(title: "Priority", name: name, options: [], selection: "").disabled()))
    }

    @Test(arguments: names)
    func dateTimePicker(name: String) {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        for (error, hint) in Self.messages {
            for components: DatePicker.Components in [.date, [.date, .hourAndMinute], .hourAndMinute] {
                for range in [nil, date...date.addingTimeInterval(86_400)] {
                    #expect(
                        render(DateTimePicker(title: "Due", name: name, selection: date, in: range, displayedComponents: components, errorMessage: error, hintText: hint))
                            == render(LegacyDateTimePicker(title: "Due", name: name, selection: date, in: range, displayedComponents: components, errorMessage: error, hintText: hint)))
                }
            }
        }
        #expect(
            render(DateTimePicker(title: "Due", name: name, selection: date) { Text("Too late") } hintText: { Text("h") })
                == render(LegacyDateTimePicker(title: "Due", name: name, selection: date) { Text("Too late") } hintText: { Text("h") }))
        #expect(render(DateTimePicker(title: "Due", name: name, selection: date).disabled()) == render(LegacyDateTimePicker(title: "Due", name: name, selection: date).disabled()))
    }
}
