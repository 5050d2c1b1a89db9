import Foundation
import Tessera

/// A titled date, time, or both in a form, with an error message and a hint beneath: a real
/// `<input type="datetime-local">` (or `date`, or `time`) named after the field. Fiori's
/// `DateTimePicker`.
///
/// ```swift
/// DateTimePicker(title: "Delivery", name: "delivery", selection: order.delivery, in: Date.now...,
///                displayedComponents: .date, hintText: "Monday to Friday")
///
/// DateTimePicker(title: "Meeting", name: "meeting", selection: meeting.start) {
///     Text("The room is taken then")
/// }
///
/// DateTimePicker(model: field)         // Field: DateTimePickerModel
/// ```
///
/// The date is shown and submitted in the environment's time zone, as Tessera's `DatePicker`
/// does. The messages are linked to the input by `aria-describedby`, and an error makes it
/// `aria-invalid`. Inside `.disabled()` it is disabled. A ``FormCell()``.
@FormCell
public struct DateTimePicker {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The picker's title: the text of its label.
        case title(String)
        /// The form field's name: what the server receives the date under.
        case name(String)
        /// The date chosen.
        case selection(Date)
        /// The dates that may be chosen, or `nil` for any.
        case range(in: ClosedRange<Date>? = nil)
        /// The parts of the date edited: the day, the time, or both.
        case displayedComponents(DatePicker.Components = [.date, .hourAndMinute])
    }

    static func datePicker(_ field: DateTimePickerConfiguration) -> some View {
        DatePicker(field.title, name: field.name, selection: field.selection, in: field.range, displayedComponents: field.displayedComponents)
    }
}

public extension View {
    #styleModifier(for: DateTimePicker.self)
}
