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
        output.labeledControl(title: view.title, context: context) { output, inner in
            var attributes = HTMLAttributes.control(name: view.name, context: inner, classes: "t-date-picker")
            let timeZone = inner.environment.timeZone
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
