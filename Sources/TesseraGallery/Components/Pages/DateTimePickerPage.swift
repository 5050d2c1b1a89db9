import Foundation
import Tessera
import TesseraComponents

extension ComponentGallery {
    static let dateTimePicker = GalleryPage(
        name: "DateTimePicker",
        summary: "A titled date, time or both (a real date or datetime-local input) in the page's time zone, with an error and a hint."
    ) {
        #specimen("View builders") {
            DateTimePicker(title: "Meeting", name: "meeting", selection: dateTimePickerDate) {
                Text("The room is taken then")
            } hintText: {
                Text("Office hours, 8:00 to 18:00")
            }
        }
        #specimen("Plain values") { dateTimePickerSample }
        #specimen("A model") { DateTimePicker(model: DateTimePickerAppointment()) }
        #specimen("Any view in a slot") {
            DateTimePicker(title: "Meeting", name: "meeting", selection: dateTimePickerDate) {
                Label("The room is taken then", systemImage: "exclamationmark.triangle")
            } hintText: {
                Text("Office hours, 8:00 to 18:00")
            }
        }
        #specimen("A date within a week") {
            DateTimePicker(
                title: "Delivery", name: "delivery", selection: dateTimePickerDate,
                in: dateTimePickerDate...dateTimePickerDate.addingTimeInterval(7 * 86_400), displayedComponents: .date,
                hintText: "Within a week")
        }
        #specimen("Disabled") { dateTimePickerSample.disabled() }
        #specimen("Restyled: the hint first") { dateTimePickerSample.dateTimePickerStyle(DateTimeHintFirst()) }
        #specimen("Light", colorScheme: .light) { dateTimePickerSample }
        #specimen("Dark", colorScheme: .dark) { dateTimePickerSample }
    }

    /// A fixed date, so that the page is the same each time it is shown.
    fileprivate static var dateTimePickerDate: Date { Date(timeIntervalSince1970: 1_700_000_000) }

    @SpecimenCode
    private static var dateTimePickerSample: DateTimePicker {
        DateTimePicker(
            title: "Meeting", name: "meeting", selection: dateTimePickerDate, errorMessage: "The room is taken then",
            hintText: "Office hours, 8:00 to 18:00")
    }
}

/// An appointment of an app's own, shown through `DateTimePickerModel`.
private struct DateTimePickerAppointment: DateTimePickerModel {
    var title = "Meeting"
    var name = "meeting"
    var selection = ComponentGallery.dateTimePickerDate
    var range: ClosedRange<Date>? = nil
    var displayedComponents: DatePicker.Components = [.date, .hourAndMinute]
    var errorMessage: String? = "The room is taken then"
    var hintText: String? = "Office hours, 8:00 to 18:00"
}

/// The hint above the input, in bold.
private struct DateTimeHintFirst: DateTimePickerStyle {
    func makeBody(configuration: DateTimePickerConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.hintText.bold()
            configuration.datePicker
        }
    }
}
