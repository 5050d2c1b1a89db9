import Tessera

/// A titled switch in a form, with an error message and a hint beneath: a real checkbox with the
/// role of a switch, named after the field. Fiori's `SwitchView`.
///
/// ```swift
/// SwitchView(title: "Weekly report", name: "weekly_report", isOn: settings.weeklyReport,
///            hintText: "Sent each Monday at 8:00")
///
/// SwitchView(title: "Weekly report", name: "weekly_report", isOn: true) {
///     EmptyView()
/// } hintText: {
///     Label("Sent each Monday", systemImage: "calendar")
/// }
///
/// SwitchView(model: setting)           // Setting: SwitchViewModel
/// ```
///
/// It submits as Tessera's `Toggle` does: `false` from a hidden field, then `true` when it is
/// on; take the last value. The messages are linked to the switch by `aria-describedby`, and an
/// error makes it `aria-invalid`. Inside `.disabled()` it is disabled. A ``FormCell()``.
@FormCell
public struct SwitchView {
    /// The fields, in the order the initializers take them; the messages follow.
    public enum Fields {
        /// The switch's title: the text of its label.
        case title(String)
        /// The form field's name: what the server receives `true` or `false` under.
        case name(String)
        /// Whether the switch is on.
        case isOn(Bool)
    }

    static func toggle(_ field: SwitchViewConfiguration) -> some View {
        Toggle(field.title, name: field.name, isOn: field.isOn)
    }
}

public extension View {
    #styleModifier(for: SwitchView.self)
}
