import Foundation
import Testing
import Tessera

@Suite("Form controls")
struct ControlTests {
    @Test func textFieldWithNameValueAndPrompt() {
        #expect(html(TextField("Last name", name: "last_name", text: "O'Brien", prompt: "Family name")) == #"<label class="t-field"><span class="t-field-label">Last name</span><input class="t-text-field" name="last_name" type="text" value="O&#39;Brien" placeholder="Family name"></label>"#)
    }

    @Test func textFieldReadsItsBinding() {
        let box = Box("first")
        let field = TextField("Name", name: "n", text: Binding(get: { box.value }, set: { box.value = $0 }))
        box.value = "second"
        #expect(html(field).contains(#"value="second""#))
    }

    @Test func secureFieldNeverWritesAValue() {
        #expect(html(SecureField("Password", name: "password")) == #"<label class="t-field"><span class="t-field-label">Password</span><input class="t-text-field" name="password" type="password" autocomplete="current-password"></label>"#)
    }

    @Test func textEditorKeepsALeadingNewline() {
        #expect(html(TextEditor("Notes", name: "notes", text: "\nline <2>")) == "<label class=\"t-field\"><span class=\"t-field-label\">Notes</span><textarea class=\"t-text-editor\" name=\"notes\">\n\nline &lt;2&gt;</textarea></label>")
    }

    @Test func toggleSubmitsFalseWhenOff() {
        #expect(html(Toggle("Active", name: "active", isOn: true)) == #"<label class="t-toggle"><input name="active" type="hidden" value="false"><input class="t-switch" name="active" type="checkbox" role="switch" value="true" checked><span class="t-field-label">Active</span></label>"#)
        #expect(!html(Toggle("Active", name: "active", isOn: false)).contains("checked"))
    }

    @Test func pickerSelectsTheTaggedOption() {
        enum Rating: String, CaseIterable, FormValueConvertible { case g = "G", pg = "PG", r = "R" }
        let picker = Picker("Rating", name: "rating", selection: Rating.pg) {
            ForEach(Rating.allCases, id: \.self) { rating in
                Label(rating.rawValue, systemImage: "star").tag(rating)
            }
        }
        #expect(html(picker) == #"<label class="t-field"><span class="t-field-label">Rating</span><select class="t-picker" name="rating"><option value="G">G</option><option value="PG" selected>PG</option><option value="R">R</option></select></label>"#)
    }

    @Test func datePickerInTheEnvironmentsTimeZone() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
        #expect(html(DatePicker("Due", name: "due", selection: date)).contains(#"type="datetime-local" value="2023-11-14T22:13""#))
        #expect(html(DatePicker("Due", name: "due", selection: date, displayedComponents: .date)).contains(#"type="date" value="2023-11-14""#))
        #expect(html(DatePicker("At", name: "at", selection: date, displayedComponents: .hourAndMinute)).contains(#"type="time" value="22:13""#))
        var tokyo = EnvironmentValues()
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let range = date...date.addingTimeInterval(86_400 * 3)
        let output = html(DatePicker("Due", name: "due", selection: date, in: range, displayedComponents: .date), environment: tokyo)
        #expect(output == #"<label class="t-field"><span class="t-field-label">Due</span><input class="t-date-picker" name="due" type="date" value="2023-11-15" min="2023-11-15" max="2023-11-18"></label>"#)
    }

    @Test func stepperWithRangeAndStep() {
        #expect(html(Stepper("Copies", name: "copies", value: 3, in: 1...10, step: 1)) == #"<label class="t-field"><span class="t-field-label">Copies</span><input class="t-stepper" name="copies" type="number" value="3" min="1" max="10" step="1"></label>"#)
        #expect(html(Stepper("Rate", name: "rate", value: 0.5, step: 0.25)).contains(#"value="0.5" step="0.25""#))
    }

    @Test func disabledReachesEveryControlBelow() {
        let form = Form {
            TextField("A", name: "a", text: "")
            Toggle("B", name: "b", isOn: false)
            Picker("C", name: "c", selection: "x") { Text("X").tag("x") }
        }.disabled()
        let output = html(form)
        #expect(output.components(separatedBy: " disabled").count - 1 == 4)  // the toggle's hidden field too
        #expect(!html(TextField("A", name: "a", text: "")).contains("disabled"))
    }

    @Test func controlAttributesReachEveryControl() {
        let date = Date(timeIntervalSince1970: 0)
        let controls: [(String, AnyView)] = [
            ("text field", AnyView(TextField("A", name: "a", text: ""))),
            ("text editor", AnyView(TextEditor("B", name: "b", text: ""))),
            ("picker", AnyView(Picker("C", name: "c", selection: "x") { Text("X").tag("x") })),
            ("toggle", AnyView(Toggle("D", name: "d", isOn: false))),
            ("date picker", AnyView(DatePicker("E", name: "e", selection: date))),
            ("stepper", AnyView(Stepper("F", name: "f", value: 1))),
        ]
        for (kind, control) in controls {
            let output = html(control.controlAttribute("aria-describedby", "help"))
            #expect(output.components(separatedBy: #"aria-describedby="help""#).count - 1 == 1, "\(kind): \(output)")
        }
        #expect(html(Toggle("D", name: "d", isOn: false).controlAttribute("aria-invalid", "true")) == #"<label class="t-toggle"><input name="d" type="hidden" value="false"><input class="t-switch" name="d" type="checkbox" role="switch" value="true" aria-invalid="true"><span class="t-field-label">D</span></label>"#,
                "the switch takes the attribute, not the hidden field that only carries false")
    }

    @Test func labelsHiddenKeepsThemForAssistiveTechnology() {
        #expect(html(TextField("Search", name: "q", text: "").labelsHidden()).contains(#"<span class="t-field-label t-visually-hidden">Search</span>"#))
    }
}

final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
