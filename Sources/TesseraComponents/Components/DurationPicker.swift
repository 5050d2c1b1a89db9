import Tessera

/// A titled length of time in hours and minutes in a form, with an error message and a hint
/// beneath: two real `<input type="number">`s, named after the field with `-hours` and
/// `-minutes`, in a `<fieldset>` whose `legend` is the title. Fiori's `DurationPicker`.
///
/// ```swift
/// DurationPicker(title: "Labour", name: "labour", minutes: workOrder.labourMinutes, hintText: "Time on site, without travel")
///
/// DurationPicker(title: "Labour", name: "labour", minutes: 0, maximumHours: 12) {
///     Text("Enter the time spent")
/// }
///
/// DurationPicker(model: entry)         // Entry: DurationPickerModel
/// ```
///
/// The duration is one value, a whole number of minutes: the picker shows it as hours and minutes
/// (150 is 2 and 30), and the form sends the two parts, which
/// ``decode(hours:minutes:maximumHours:)`` turns back into minutes — a part left empty is 0, both
/// empty is no duration, and minutes run from 0 to 59. (A form without a script cannot add the two
/// parts up in the browser; reading them back on the server keeps the page working without one.)
///
/// ```swift
/// switch DurationPicker.decode(hours: form["labour-hours"], minutes: form["labour-minutes"]) {
/// case .success(let minutes): workOrder.labourMinutes = minutes
/// case .failure(let error): errors["labour"] = error.description
/// }
/// ```
///
/// The messages describe the group (`aria-describedby` on the fieldset), and an error makes it
/// `aria-invalid`. Inside `.disabled()` both inputs are disabled.
@FormCell
public struct DurationPicker {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The duration's title: the legend of its hours and minutes.
        case title(String)
        /// The form field's name: the parts are sent as `name-hours` and `name-minutes`.
        case name(String)
        /// The duration, in minutes; below 0 it shows as 0.
        case minutes(Int)
        /// The most hours the picker takes.
        case maximumHours(Int = 99)
        /// The hours' label.
        case hoursTitle(String = "Hours")
        /// The minutes' label.
        case minutesTitle(String = "Minutes")
        /// Whether the form may not be sent without both parts.
        case isRequired(Bool = false)
    }

    static func durationInputs(_ field: DurationPickerConfiguration) -> some View {
        let minutes = max(0, field.minutes), maximumHours = max(0, field.maximumHours)
        return NumberPairControl(
            title: field.title,
            parts: [
                .init(
                    title: field.hoursTitle, name: hoursName(field.name), value: String(minutes / 60), minimum: "0", maximum: String(maximumHours),
                    step: "1", inputMode: "numeric", defaultTitle: .hours),
                .init(
                    title: field.minutesTitle, name: minutesName(field.name), value: String(minutes % 60), minimum: "0", maximum: "59", step: "1",
                    inputMode: "numeric", defaultTitle: .minutes),
            ],
            isRequired: field.isRequired, kind: "tc-duration")
    }

    /// The name the hours are sent under: `labour-hours` for the field `labour`.
    public static func hoursName(_ name: String) -> String { name + "-hours" }

    /// The name the minutes are sent under: `labour-minutes` for the field `labour`.
    public static func minutesName(_ name: String) -> String { name + "-minutes" }

    /// The duration a form sent, in minutes, from the values of ``hoursName(_:)`` and
    /// ``minutesName(_:)``; or what is wrong with it.
    ///
    /// Hours run from 0 to `maximumHours`, minutes from 0 to 59; a part left out or empty is 0,
    /// but not both. Each part is a whole number of at most 32 characters without control
    /// characters. It never traps, whatever it is given.
    ///
    /// ```swift
    /// DurationPicker.decode(hours: "2", minutes: "30")     // .success(150)
    /// DurationPicker.decode(hours: "", minutes: "45")      // .success(45)
    /// DurationPicker.decode(hours: "2", minutes: "75")     // .failure(.outOfRange(lowest: "0", highest: "59"))
    /// ```
    public static func decode(hours: String?, minutes: String?, maximumHours: Int = 99) -> Result<Int, FormCellValueError> {
        func isEmpty(_ text: String?) -> Bool { text.map { $0.allSatisfy { $0 == " " } } ?? true }
        if isEmpty(hours) && isEmpty(minutes) { return .failure(.missing) }
        // Kept where hours and minutes add up without overflowing.
        let maximumHours = min(max(0, maximumHours), Int.max / 60 - 60)
        let hourPart = isEmpty(hours) ? .success(0) : FormValueReading.integer(hours, in: 0...maximumHours)
        let minutePart = isEmpty(minutes) ? .success(0) : FormValueReading.integer(minutes, in: 0...59)
        return hourPart.flatMap { hours in minutePart.map { hours * 60 + $0 } }
    }
}

public extension View {
    #styleModifier(for: DurationPicker.self)
}
