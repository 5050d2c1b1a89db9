import Tessera

/// A titled whole number in a form, typed or stepped up and down, with an error message and a
/// hint beneath: a real `<input type="number">` named after the field, kept to a range and a step.
/// Fiori's `StepperView`.
///
/// ```swift
/// StepperView(title: "Quantity", name: "quantity", value: line.quantity, in: 1...99, hintText: "Packs of 12")
///
/// StepperView(title: "Guests", name: "guests", value: 0, in: 1...8, isRequired: true) {
///     Text("At least one guest")
/// }
///
/// StepperView(model: line)             // Line: StepperViewModel
/// ```
///
/// The browser draws the buttons that step the number, and the arrow keys step it too; no
/// script is needed. The browser refuses a number outside the range, but a form can be sent by
/// anything: read the value with ``decode(_:in:)``, which gives the number, or the error to show.
///
/// ```swift
/// switch StepperView.decode(form["quantity"], in: 1...99) {
/// case .success(let quantity): line.quantity = quantity
/// case .failure(let error): errors["quantity"] = error.description
/// }
/// ```
///
/// The messages are linked to the field by `aria-describedby`, and an error makes it
/// `aria-invalid`. Inside `.disabled()` it is disabled.
@FormCell
public struct StepperView {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The number's title: the text of its label.
        case title(String)
        /// The form field's name: what the server receives the number under.
        case name(String)
        /// The number.
        case value(Int)
        /// The numbers it may take, or `nil` for any.
        case range(in: ClosedRange<Int>? = nil)
        /// How far a step moves it; below 1 it is 1.
        case step(Int = 1)
        /// Whether the form may not be sent with the field empty.
        case isRequired(Bool = false)
    }

    static func stepper(_ field: StepperViewConfiguration) -> some View {
        var attributes: [(String, String?)] = []
        if let range = field.range { attributes += [("min", String(range.lowerBound)), ("max", String(range.upperBound))] }
        attributes += [("step", String(max(1, field.step))), ("inputmode", "numeric")]
        if field.isRequired { attributes.append(("required", nil)) }
        return TextInputControl(
            title: field.title, name: field.name, value: String(field.value), type: "number", classes: ["t-stepper"], attributes: attributes)
    }

    /// The number a form sent, within `range`; or what is wrong with it — missing, not a whole
    /// number, outside the range, longer than 32 characters, or holding control characters. It
    /// never traps, whatever it is given.
    ///
    /// ```swift
    /// StepperView.decode("12", in: 1...99)      // .success(12)
    /// StepperView.decode("0", in: 1...99)       // .failure(.outOfRange(lowest: "1", highest: "99"))
    /// StepperView.decode("12\0", in: 1...99)    // .failure(.controlCharacters)
    /// ```
    public static func decode(_ text: String?, in range: ClosedRange<Int>) -> Result<Int, FormCellValueError> {
        FormValueReading.integer(text, in: range)
    }
}

public extension View {
    #styleModifier(for: StepperView.self)
}
