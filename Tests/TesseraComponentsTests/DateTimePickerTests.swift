import Foundation
import Tessera
import TesseraComponents
import Testing

private struct Appointment: DateTimePickerModel {
    var title: String
    var name: String
    var selection: Date
    var range: ClosedRange<Date>?
    var displayedComponents: DatePicker.Components
    var errorMessage: String?
    var hintText: String?
}

/// The input alone.
private struct Bare: DateTimePickerStyle {
    func makeBody(configuration: DateTimePickerConfiguration) -> some View {
        configuration.datePicker
    }
}

@Suite("DateTimePicker")
struct DateTimePickerTests {
    private let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Delivery"), error = tricky("Closed then"), hint = tricky("Monday to Friday")
        let range = date...date.addingTimeInterval(86_400)
        let byValues = render(DateTimePicker(title: title, name: "delivery", selection: date, in: range, displayedComponents: .date, errorMessage: error, hintText: hint))
        #expect(byValues == render(DateTimePicker(title: title, name: "delivery", selection: date, in: range, displayedComponents: .date) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(DateTimePicker(model: Appointment(title: title, name: "delivery", selection: date, range: range, displayedComponents: .date, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint])
        #expect(byValues.contains(#"type="date" value="2023-11-14" min="2023-11-14" max="2023-11-15""#))
    }

    @Test func aPickerAloneIsItsLabelledDateAndTimeInput() {
        #expect(render(DateTimePicker(title: "Meeting", name: "meeting", selection: date)) == #"<div class="t-vstack t-align-leading" style="gap:4px" data-component="DateTimePicker"><label class="t-field"><span class="t-field-label">Meeting</span><input class="t-date-picker" name="meeting" type="datetime-local" value="2023-11-14T22:13"></label></div>"#)
    }

    @Test func anErrorMakesThePickerInvalidAndDescribesIt() {
        let html = render(DateTimePicker(title: "Meeting", name: "meeting", selection: date, errorMessage: "Room taken", hintText: "Office hours"))
        #expect(html.contains(#"value="2023-11-14T22:13" aria-describedby="meeting-error meeting-hint" aria-invalid="true">"#))
        #expect(html.contains(#"id="meeting-hint">Office hours</span>"#))
    }

    @Test func aDisabledPickerIsDisabled() {
        #expect(render(DateTimePicker(title: "Meeting", name: "meeting", selection: date).disabled()).contains(#"name="meeting" disabled type="datetime-local""#))
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        #expect(render(DateTimePicker(title: "Meeting", name: "meeting", selection: date, hintText: "Hidden").dateTimePickerStyle(Bare())).hasPrefix(#"<label class="t-field">"#))
    }
}
