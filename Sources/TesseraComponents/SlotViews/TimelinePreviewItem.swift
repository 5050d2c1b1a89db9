import Tessera

/// One event of a ``TimelinePreview``: what happened, when, and whether it is done (a step still
/// to come is drawn hollow).
public struct TimelinePreviewItem: Hashable, Sendable {
    /// What happened, or will: "Shipped".
    public var title: String
    /// When, as the app writes it: "3 May", or `nil`.
    public var timestamp: String?
    /// Whether it has happened.
    public var isDone: Bool

    /// An event titled `title`, at `timestamp`, done when `isDone`.
    public init(_ title: String, timestamp: String? = nil, isDone: Bool = true) {
        self.title = title
        self.timestamp = timestamp
        self.isDone = isDone
    }
}

/// Events side by side on a line, each a node, its title and its time: the default view of a
/// ``TimelinePreview``'s `items` slot. A step to come is hollow and read as "to come".
public struct TimelinePreviewTrack: View, EmptiableSlotContent {
    /// The events.
    public let items: [TimelinePreviewItem]

    /// A track of `items`; none shows nothing.
    public init(_ items: [TimelinePreviewItem]) {
        self.items = items
    }

    public var isEmptySlot: Bool { items.isEmpty }

    public var body: some View {
        if !items.isEmpty {
            HStack(alignment: .top, spacing: 0) {
                ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                    VStack(alignment: .leading, spacing: 4) {
                        Image(systemName: item.isDone ? "circle.fill" : "circle")
                            .font(.caption)
                            .foregroundStyle(item.isDone ? Color.theme(.iconColor) : Color.theme(.tertiaryLabel))
                            .accessibilityLabel(item.isDone ? ComponentText.done : .toCome)
                        Text(verbatim: item.title).font(.subheadline)
                        if let timestamp = item.timestamp {
                            Text(verbatim: timestamp).font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.trailing, 8)
                    .attribute("data-part", "preview-node")
                }
            }
            .attribute("data-part", "preview-track")
        }
    }
}

extension SlotDefaults {
    /// Events as a ``TimelinePreviewTrack``.
    public static func view(_ items: [TimelinePreviewItem]) -> TimelinePreviewTrack { TimelinePreviewTrack(items) }
}
