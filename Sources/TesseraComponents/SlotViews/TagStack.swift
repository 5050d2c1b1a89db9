import Tessera

/// Tags in a row: the default view of a component's `tags` slot.
public struct TagStack: View, EmptiableSlotContent {
    /// The tags' labels.
    public let tags: [String]

    /// A row of tags labelled `tags`; none shows nothing.
    public init(_ tags: [String]) {
        self.tags = tags
    }

    public var isEmptySlot: Bool { tags.isEmpty }

    public var body: some View {
        if !tags.isEmpty {
            HStack(spacing: 4) {
                ForEach(Array(tags.enumerated()), id: \.offset) { _, tag in Tag(tag) }
            }
            .accessibilityLabel("Tags: " + tags.joined(separator: ", "))
        }
    }
}
