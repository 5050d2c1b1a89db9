/// What one control of a form submitted, read as the control means it — not as the first of
/// the fields a browser sent under its name.
///
/// A switch (`Toggle`) is a checkbox, and a checkbox that is off submits nothing; so the switch
/// writes a hidden field with `false` under the same name before it. The hidden field marks that
/// the control was on the form; the checkbox's `true` comes after it only when the box is ticked.
/// Its value is decided by that presence: a name sent more than once is a hidden field and the
/// checked box after it, and the box's value wins. Reading the first value instead saved every
/// ticked switch as off — and turned a switch that was on off when another field was edited.
///
/// Every other control sends its name once (a text field, a text area, a select of one choice),
/// and its one value is the value.
enum SubmittedControl {
    /// The value the control named `name` submitted in `fields`, or `nil` when the form did not
    /// have it.
    static func value(of name: String, in fields: [(name: String, value: String)]) -> String? {
        var found: String?
        // The last value sent under the name: the checked box follows its hidden field.
        for field in fields where field.name == name { found = field.value }
        return found
    }
}
