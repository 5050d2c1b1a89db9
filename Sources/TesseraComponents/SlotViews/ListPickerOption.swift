/// One choice of a ``ListPickerItem``: the value the form submits, and the label shown.
///
/// ```swift
/// ListPickerItem(title: "Country", name: "country", options: [ListPickerOption("DE", label: "Germany"), "France"],
///                selection: "DE")
/// ```
public struct ListPickerOption: Hashable, Sendable, ExpressibleByStringLiteral {
    /// What the form submits when the option is chosen.
    public let value: String
    /// What the option shows.
    public let label: String

    /// An option submitting `value`, shown as `label` (as `value` when `nil`).
    ///
    /// ```swift
    /// ListPickerOption("DE", label: "Germany")
    /// ```
    public init(_ value: String, label: String? = nil) {
        self.value = value
        self.label = label ?? value
    }

    /// An option whose value is its label: `"France"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
