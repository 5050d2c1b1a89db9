import Tessera

/// Texts and icons in a column: the default view of a component's `icons` slot (an unread dot, a
/// priority, an attachment count).
public struct IconStack: View, EmptiableSlotContent {
    /// What it shows, top to bottom.
    public let items: [TextOrIcon]

    /// A stack of `items`; none shows nothing.
    public init(_ items: [TextOrIcon]) {
        self.items = items
    }

    public var isEmptySlot: Bool { items.isEmpty }

    public var body: some View {
        if !items.isEmpty {
            VStack(spacing: 4) {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in item }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}
