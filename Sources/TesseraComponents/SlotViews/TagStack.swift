import Foundation
import Tessera

/// Tags in a row: the default view of a component's `tags` slot.
public struct TagStack: View, EmptiableSlotContent {
    /// One tag of a row: a label shown as a ``Tag``, or a view of one's own (a `Tag` with an icon,
    /// what ``TagBuilder`` makes of a `Text`).
    public enum Line {
        /// A tag labelled with the text.
        case label(String)
        /// Any view, shown as it is.
        case view(AnyView)
    }

    /// The tags, in order.
    public let lines: [Line]

    /// The tags' labels; the views of one's own among the tags are not among them.
    public var tags: [String] {
        lines.compactMap { line in
            if case .label(let label) = line { label } else { nil }
        }
    }

    /// A row of tags labelled `tags`; none shows nothing.
    public init(_ tags: [String]) {
        lines = tags.map(Line.label)
    }

    /// A row of tags labelled with the characters of `tags`, bold and italic runs kept: Fiori for
    /// SwiftUI's tags, which are attributed strings.
    init(attributed tags: [AttributedString]) {
        lines = tags.map { .view(AnyView(Tag(label: $0))) }
    }

    /// A row of `lines`; none shows nothing.
    public init(lines: [Line]) {
        self.lines = lines
    }

    public var isEmptySlot: Bool { lines.isEmpty }

    public var body: some View {
        if !lines.isEmpty {
            HStack(spacing: 4) {
                ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                    switch line {
                    case .label(let label): Tag(label)
                    case .view(let view): view
                    }
                }
            }
            // Named as a whole where every tag's label is known; views of one's own are read as
            // they are.
            .attribute("aria-label", "Tags: " + tags.joined(separator: ", "), when: tags.count == lines.count)
        }
    }
}
