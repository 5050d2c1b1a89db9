import Tessera

/// A titled range of numbers in a form — a lower and an upper bound within limits — with an error
/// message and a hint beneath: two real `<input type="number">`s, named after the field with
/// `-lower` and `-upper`, in a `<fieldset>` whose `legend` is the title. Fiori's `RangeSlider`.
///
/// ```swift
/// RangeSlider(title: "Price", name: "price", lowerValue: 20, upperValue: 150, in: 0...500, step: 5, hintText: "In euros")
///
/// RangeSlider(title: "Price", name: "price", lowerValue: 150, upperValue: 20, in: 0...500) {
///     Text(FormCellValueError.lowerAboveUpper.description)
/// }
///
/// RangeSlider(model: filter)           // Filter: RangeSliderModel
/// ```
///
/// The bounds are numbers to type, not a slider's thumbs: without a script a slider cannot show
/// the number it stands at, and a person setting a price wants to see it. Each input carries the
/// limits and the step (`min`, `max`, `step`), so the browser refuses a number outside them; yet
/// it cannot tell the lower bound from going above the upper one, and a form can be sent by
/// anything. The server keeps the rule: read the two values with
/// ``decode(lower:upper:in:)``, which gives the range, or the error to show — a bound missing, not
/// a number, outside the limits, or the lower above the upper.
///
/// ```swift
/// switch RangeSlider.decode(lower: form["price-lower"], upper: form["price-upper"], in: 0...500) {
/// case .success(let price): filter.price = price
/// case .failure(let error): errors["price"] = error.description
/// }
/// ```
///
/// The messages describe the group (`aria-describedby` on the fieldset), and an error makes it
/// `aria-invalid`. Inside `.disabled()` both inputs are disabled.
@FormCell
public struct RangeSlider {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The range's title: the legend of its two bounds.
        case title(String)
        /// The form field's name: the bounds are sent as `name-lower` and `name-upper`.
        case name(String)
        /// The lower bound chosen.
        case lowerValue(Double)
        /// The upper bound chosen: shown as given, even below the lower one, so that a form sent
        /// back with that mistake shows it.
        case upperValue(Double)
        /// The limits the bounds must keep within.
        case bounds(in: ClosedRange<Double>)
        /// The step between numbers a bound may take, from the lower limit.
        case step(Double = 1)
        /// The lower bound's label.
        case lowerTitle(String = "From")
        /// The upper bound's label.
        case upperTitle(String = "To")
        /// Whether the form may not be sent without both bounds.
        case isRequired(Bool = false)
    }

    static func boundInputs(_ field: RangeSliderConfiguration) -> some View {
        let minimum = FormValueReading.format(field.bounds.lowerBound), maximum = FormValueReading.format(field.bounds.upperBound)
        let step = field.step.isFinite && field.step > 0 ? FormValueReading.format(field.step) : "any"
        return NumberPairControl(
            title: field.title,
            parts: [
                .init(
                    title: field.lowerTitle, name: lowerName(field.name), value: FormValueReading.format(field.lowerValue), minimum: minimum,
                    maximum: maximum, step: step, inputMode: "decimal", defaultTitle: .from),
                .init(
                    title: field.upperTitle, name: upperName(field.name), value: FormValueReading.format(field.upperValue), minimum: minimum,
                    maximum: maximum, step: step, inputMode: "decimal", defaultTitle: .to),
            ],
            isRequired: field.isRequired, kind: "tc-range")
    }

    /// The name the lower bound is sent under: `price-lower` for the field `price`.
    public static func lowerName(_ name: String) -> String { name + "-lower" }

    /// The name the upper bound is sent under: `price-upper` for the field `price`.
    public static func upperName(_ name: String) -> String { name + "-upper" }

    /// The range a form sent, as the values of ``lowerName(_:)`` and ``upperName(_:)``, within
    /// `bounds`; or what is wrong with it.
    ///
    /// Each bound must be present, a finite number of at most 32 characters without control
    /// characters, and within `bounds`; and the lower must not be above the upper (equal is a
    /// range of one number). It never traps, whatever it is given.
    ///
    /// ```swift
    /// RangeSlider.decode(lower: "20", upper: "150", in: 0...500)    // .success(20...150)
    /// RangeSlider.decode(lower: "150", upper: "20", in: 0...500)    // .failure(.lowerAboveUpper)
    /// RangeSlider.decode(lower: "1e999", upper: "20", in: 0...500)  // .failure(.notANumber)
    /// ```
    public static func decode(lower: String?, upper: String?, in bounds: ClosedRange<Double>) -> Result<ClosedRange<Double>, FormCellValueError> {
        FormValueReading.number(lower, in: bounds).flatMap { lower in
            FormValueReading.number(upper, in: bounds).flatMap { upper in
                lower <= upper ? .success(lower...upper) : .failure(.lowerAboveUpper)
            }
        }
    }
}

public extension View {
    #styleModifier(for: RangeSlider.self)
}
