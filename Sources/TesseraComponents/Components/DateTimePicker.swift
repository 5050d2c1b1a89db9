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
/// `aria-invalid`. Inside `.disabled()` it is disabled. Like ``TextFieldFormView``, it is a field
/// rather than slots of views, so it is not an `@Component`.
public struct DateTimePicker: View {
    private let configuration: DateTimePickerConfiguration

    /// A date picker of plain values, limited to `range` when given; a message left out (`nil`)
    /// shows nothing.
    ///
    /// ```swift
    /// DateTimePicker(title: "Due", name: "due", selection: invoice.due, displayedComponents: .date)
    /// ```
    public init(
        title: String, name: String, selection: Date, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePicker.Components = [.date, .hourAndMinute], errorMessage: String? = nil, hintText: String? = nil
    ) {
        configuration = DateTimePickerConfiguration(
            title: title, name: name, selection: selection, range: range, displayedComponents: displayedComponents,
            errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
            hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
    }

    /// A date picker whose messages are any views; a message left out shows nothing.
    ///
    /// ```swift
    /// DateTimePicker(title: "Due", name: "due", selection: invoice.due) {
    ///     Text("Not before the invoice date")
    /// }
    /// ```
    public init(
        title: String, name: String, selection: Date, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePicker.Components = [.date, .hourAndMinute],
        @ViewBuilder errorMessage: () -> some View, @ViewBuilder hintText: () -> some View = { EmptyView() }
    ) {
        configuration = DateTimePickerConfiguration(
            title: title, name: name, selection: selection, range: range, displayedComponents: displayedComponents,
            errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
    }

    /// A date picker showing a model's values: the same as the initializer of plain values.
    public init(model: some DateTimePickerModel) {
        self.init(
            title: model.title, name: model.name, selection: model.selection, in: model.range,
            displayedComponents: model.displayedComponents, errorMessage: model.errorMessage, hintText: model.hintText)
    }

    /// The date picker of a style's configuration, for a style that shows it within.
    public init(_ configuration: DateTimePickerConfiguration) {
        self.configuration = configuration
    }

    /// The date picker in the style in effect, or its base look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: DateTimePickerBaseStyle())
    }
}

/// The values of a ``DateTimePicker``, as an app's own model provides them: conform a type and show
/// it with `DateTimePicker(model:)`.
public protocol DateTimePickerModel {
    /// The picker's title: the text of its label.
    var title: String { get }
    /// The form field's name: what the server receives the date under.
    var name: String { get }
    /// The date chosen.
    var selection: Date { get }
    /// The dates that may be chosen, or `nil` for any.
    var range: ClosedRange<Date>? { get }
    /// The parts of the date edited: the day, the time, or both.
    var displayedComponents: DatePicker.Components { get }
    /// What is wrong with the date, or `nil`.
    var errorMessage: String? { get }
    /// What to choose, or `nil`.
    var hintText: String? { get }
}

/// The parts of a ``DateTimePicker``, as a style lays them out.
public struct DateTimePickerConfiguration {
    /// The picker's title: the text of its label.
    public let title: String
    /// The form field's name.
    public let name: String
    /// The date chosen.
    public let selection: Date
    /// The dates that may be chosen, or `nil` for any.
    public let range: ClosedRange<Date>?
    /// The parts of the date edited.
    public let displayedComponents: DatePicker.Components
    /// What is wrong with the date: nothing when there is no error.
    public let errorMessage: FormCellMessage
    /// What to choose: nothing when there is no hint.
    public let hintText: FormCellMessage

    init(
        title: String, name: String, selection: Date, range: ClosedRange<Date>?, displayedComponents: DatePicker.Components,
        errorMessage: ComponentSlot, hintText: ComponentSlot
    ) {
        self.title = title
        self.name = name
        self.selection = selection
        self.range = range
        self.displayedComponents = displayedComponents
        self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
        self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
    }

    /// The titled date input, described by the messages and invalid when there is an error.
    public var datePicker: some View {
        DatePicker(title, name: name, selection: selection, in: range, displayedComponents: displayedComponents)
            .describedBy(error: errorMessage, hint: hintText)
    }
}

/// A look of ``DateTimePicker``: lays out its input and messages. Set it with
/// `.dateTimePickerStyle(_:)`.
public protocol DateTimePickerStyle: ComponentStyle where Configuration == DateTimePickerConfiguration {}

/// The base look of ``DateTimePicker``: the input, its error beneath in the negative colour, then its
/// hint; what a style of one's own can wrap.
public struct DateTimePickerBaseStyle: DateTimePickerStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: DateTimePickerConfiguration) -> some View {
        FormCellLayout(
            component: "DateTimePicker", control: configuration.datePicker, errorMessage: configuration.errorMessage,
            hintText: configuration.hintText)
    }
}

public extension View {
    #styleModifier(for: DateTimePicker.self)
}
