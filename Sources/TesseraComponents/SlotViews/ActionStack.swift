import Tessera

/// Links in a row: the default view of a component's `actions` slot (a card's "Open" and
/// "Share", a profile's "Mail" and "Call").
public struct ActionStack: View, EmptiableSlotContent {
    /// The links, first to last.
    public let links: [Link<Text>]

    /// A row of `links`; none shows nothing.
    public init(_ links: [Link<Text>]) {
        self.links = links
    }

    public var isEmptySlot: Bool { links.isEmpty }

    public var body: some View {
        if !links.isEmpty {
            HStack(spacing: 12) {
                ForEach(Array(links.enumerated()), id: \.offset) { _, link in link }
            }
        }
    }
}
