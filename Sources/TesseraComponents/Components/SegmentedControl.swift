import Tessera

/// A titled choice of one value among a few in a form, drawn as the segments of one bar, with an
/// error message and a hint beneath: real radio buttons named after the field, in a `<fieldset>`
/// whose `legend` is the title. Fiori's `SegmentedControl`.
///
/// ```swift
/// SegmentedControl(title: "Priority", name: "priority", options: ["Low", "Medium", "High"], selection: ticket.priority)
///
/// SegmentedControl(title: "Shipping", name: "shipping",
///                  options: [ListPickerOption("std", label: "Standard"), ListPickerOption("exp", label: "Express")],
///                  selection: "std", isRequired: true) {
///     EmptyView()
/// } hintText: {
///     Text("Express arrives the next working day")
/// }
///
/// SegmentedControl(model: field)       // Field: SegmentedControlModel
/// ```
///
/// Each segment is a radio button inside its label, so a click on the segment chooses it and the
/// keyboard moves between segments with the arrow keys, without a script. The form submits the
/// chosen option's value; with no segment chosen it submits nothing for the field, which
/// `isRequired` forbids. The messages describe the group (`aria-describedby` on the fieldset),
/// and an error makes it `aria-invalid`. Inside `.disabled()` every segment is disabled. Use it
/// for two to five short options; ``ValuePicker`` and ``ListPickerItem`` take more.
@FormCell
public struct SegmentedControl {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The choice's title: the legend of its segments.
        case title(String)
        /// The form field's name: what the server receives the chosen value under.
        case name(String)
        /// The segments, in order.
        case options([ListPickerOption])
        /// The value of the segment chosen; one that is none of the options' chooses none.
        case selection(String)
        /// Whether the form may not be sent without a segment chosen.
        case isRequired(Bool = false)
    }

    static func segments(_ field: SegmentedControlConfiguration) -> some View {
        RadioGroupControl(
            title: field.title, name: field.name, options: field.options, selection: field.selection, isRequired: field.isRequired, segmented: true)
    }
}

public extension View {
    #styleModifier(for: SegmentedControl.self)
}
