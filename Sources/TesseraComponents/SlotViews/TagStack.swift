import Foundation
import Tessera

/// Tags in a row: the default view of a component's `tags` slot.
public struct TagStack: View, EmptiableSlotContent {
    /// One tag of a row: a label shown as a ``Tag``, or a view of one's own (a `Tag` with an icon,
    /// what ``TagBuilder`` makes of a `Text`).
    public enum Line {
        /// A tag labelled with the text.
        case label(String)
        /// A tag labelled with an attributed string's characters, each run in its font and colour.
        case attributed(AttributedString)
        /// Any view, shown as it is.
        case view(AnyView)
    }

    /// The tags, in order.
    public let lines: [Line]

    /// The tags' labels (an attributed one's characters); the views of one's own among the tags are
    /// not among them.
    public var tags: [String] {
        lines.compactMap { line in
            switch line {
            case .label(let label): label
            case .attributed(let label): String(label.characters)
            case .view: nil
            }
        }
    }

    /// A row of tags labelled `tags`; none shows nothing.
    public init(_ tags: [String]) {
        lines = tags.map(Line.label)
    }

    /// A row of tags labelled with the characters of `tags`, each run in its font: Fiori for
    /// SwiftUI's tags, which are attributed strings.
    init(attributed tags: [AttributedString]) {
        lines = tags.map(Line.attributed)
    }

    /// A row of `lines`; none shows nothing.
    public init(lines: [Line]) {
        self.lines = lines
    }

    public var isEmptySlot: Bool { lines.isEmpty }

    public var body: some View {
        if !lines.isEmpty {
            HStack(spacing: 4) {
                ForEach(Array(lines.enumerated()), id: \.offset) { _, line in line.view }
            }
            // Named as a whole where every tag's label is known; views of one's own are read as
            // they are.
            .attribute("aria-label", ComponentText.tags(tags), when: tags.count == lines.count)
        }
    }
}

extension TagStack.Line {
    /// The line's view, in the place of the line.
    fileprivate var view: EitherView<Tag, AnyView> {
        switch self {
        case .label(let label): .first(Tag(label))
        case .attributed(let label): .first(Tag(label: label))
        case .view(let view): .second(view)
        }
    }
}
