import Tessera

/// A short label in a pill: a category, a state, a keyword.
///
/// ```swift
/// Tag("Urgent")
/// ```
public struct Tag: View {
    /// The label.
    public let text: String

    /// A tag labelled `text`.
    public init(_ text: String) {
        self.text = text
    }

    public var body: some View {
        Text(text)
            .font(.caption)
            .padding(.horizontal, 6)
            .padding(.vertical, 1)
            .border(.secondary, width: 1)
            .cornerRadius(4)
    }
}
