import Tessera

/// A titled choice of one value among several in a form, with an error message and a hint
/// beneath: a real `<select>` named after the field, the selected option marked. Fiori's
/// `ListPickerItem`.
///
/// ```swift
/// ListPickerItem(title: "Priority", name: "priority", options: ["Low", "Medium", "High"], selection: ticket.priority)
///
/// ListPickerItem(title: "Country", name: "country",
///                options: [ListPickerOption("DE", label: "Germany"), ListPickerOption("FR", label: "France")],
///                selection: "FR") {
///     EmptyView()
/// } hintText: {
///     Text("Where the goods are shipped")
/// }
///
/// ListPickerItem(model: field)         // Field: ListPickerItemModel
/// ```
///
/// A selection that is none of the options' values selects none, and the browser shows the
/// first. The messages are linked to the list by `aria-describedby`, and an error makes it
/// `aria-invalid`. Inside `.disabled()` it is disabled. A ``FormCell()``; ``ValuePicker`` is the
/// same choice as radio buttons.
@FormCell
public struct ListPickerItem {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The choice's title: the text of its label.
        case title(String)
        /// The form field's name: what the server receives the chosen value under.
        case name(String)
        /// The options, in order.
        case options([ListPickerOption])
        /// The value of the option chosen.
        case selection(String)
    }

    static func picker(_ field: ListPickerItemConfiguration) -> some View {
        Picker(field.title, name: field.name, selection: field.selection) {
            ForEach(Array(field.options.enumerated()), id: \.offset) { _, option in
                Text(verbatim: option.label).tag(option.value)
            }
        }
    }
}

public extension View {
    #styleModifier(for: ListPickerItem.self)
}
