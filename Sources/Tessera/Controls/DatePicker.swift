import Foundation

/// A control for a date, a time, or both: `<input type="date">`, `"time"` or `"datetime-local"`.
///
/// The value is shown in the environment's ``EnvironmentValues/timeZone``, and the browser submits
/// it in the same form: `2024-05-31`, `14:30`, or `2024-05-31T14:30`.
public struct DatePicker: PrimitiveView {
    /// The parts of a date the picker edits.
    public struct Components: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8

        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The day, month and year.
        public static let date = Components(rawValue: 1)
        /// The hour and minute.
        public static let hourAndMinute = Components(rawValue: 2)
    }

    let title: String
    let name: String
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let displayedComponents: Components

    /// A date picker showing the value of a binding, limited to `range` when given.
    public init(
        _ title: String,
        name: String,
        selection: Binding<Date>,
        in range: ClosedRange<Date>? = nil,
        displayedComponents: Components = [.date, .hourAndMinute]
    ) {
        self.title = title
        self.name = name
        self.selection = selection
        self.range = range
        self.displayedComponents = displayedComponents.isEmpty ? .date : displayedComponents
    }

    /// A date picker showing `selection`.
    public init(
        _ title: String,
        name: String,
        selection: Date,
        in range: ClosedRange<Date>? = nil,
        displayedComponents: Components = [.date, .hourAndMinute]
    ) {
        self.init(title, name: name, selection: .constant(selection), in: range, displayedComponents: displayedComponents)
    }

    public static func _render(_ view: DatePicker, into output: inout HTMLOutput, context: RenderContext) {
        let timeZone = context.environment.timeZone
        let field = output.liveControl(
            name: view.name, binding: view.selection, context: context,
            format: { view.formValue($0, timeZone: timeZone) },
            parse: { view.date(fromForm: $0, timeZone: timeZone, keeping: view.selection.wrappedValue) })
        output.labeledControl(title: view.title, context: context) { output, inner in
            var attributes = HTMLAttributes.control(name: field.name, context: inner, classes: "t-date-picker")
            if let form = field.form { attributes.set("form", form) }
            let type: String =
                switch (view.displayedComponents.contains(.date), view.displayedComponents.contains(.hourAndMinute)) {
                case (true, true): "datetime-local"
                case (false, true): "time"
                default: "date"
                }
            attributes.set("type", type)
            let format = { (date: Date) in view.formValue(date, timeZone: timeZone) }
            attributes.set("value", format(view.selection.wrappedValue))
            if let range = view.range {
                attributes.set("min", format(range.lowerBound))
                attributes.set("max", format(range.upperBound))
            }
            attributes.applyControlAttributes(of: inner)
            output.voidElement("input", attributes, context: inner)
        }
    }

    /// The date a browser sent in the input's form (`2024-05-31`, `14:30`, `2024-05-31T14:30`, seconds
    /// allowed), in `timeZone`; the parts the picker does not edit are kept from `current`. `nil`
    /// for text that is no such date.
    func date(fromForm text: String, timeZone: TimeZone, keeping current: Date) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: current)
        parts.second = 0
        let pieces = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let hasDate = displayedComponents.contains(.date)
        let hasTime = displayedComponents.contains(.hourAndMinute)
        guard pieces.count == (hasDate && hasTime ? 2 : 1) else { return nil }
        func numbers(_ piece: Substring, separator: Character, count: ClosedRange<Int>) -> [Int]? {
            let fields = piece.split(separator: separator, omittingEmptySubsequences: false)
            guard count.contains(fields.count) else { return nil }
            let values = fields.compactMap { $0.count <= 4 ? Int($0) : nil }
            return values.count == fields.count ? values : nil
        }
        if hasDate {
            guard let day = numbers(pieces[0], separator: "-", count: 3...3),
                (1...9999).contains(day[0]), (1...12).contains(day[1]), (1...31).contains(day[2])
            else { return nil }
            (parts.year, parts.month, parts.day) = (day[0], day[1], day[2])
        }
        if hasTime {
            guard let time = numbers(pieces[pieces.count - 1], separator: ":", count: 2...3),
                (0...23).contains(time[0]), (0...59).contains(time[1])
            else { return nil }
            (parts.hour, parts.minute) = (time[0], time[1])
        }
        // A day that the month does not have (31 April) is refused rather than rolled over.
        guard let date = calendar.date(from: parts),
            calendar.component(.day, from: date) == parts.day
        else { return nil }
        return date
    }

    /// The date in the form the input's type expects.
    private func formValue(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let day = "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
        let time = "\(padded(parts.hour, 2)):\(padded(parts.minute, 2))"
        switch (displayedComponents.contains(.date), displayedComponents.contains(.hourAndMinute)) {
        case (true, true): return "\(day)T\(time)"
        case (false, true): return time
        default: return day
        }
    }
}
