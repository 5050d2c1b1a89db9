import Tessera

/// Texts and icons in a column: the default view of a component's `icons` slot (an unread dot, a
/// priority, an attachment count).
public struct IconStack: View, EmptiableSlotContent {
    /// One line of a stack: a text or an icon, or a view of one's own (what ``IconBuilder`` makes
    /// of a `Text`, a shape, …).
    public enum Line {
        /// A text or an icon, shown as itself.
        case item(TextOrIcon)
        /// Any view.
        case view(AnyView)
    }

    /// What it shows, top to bottom.
    public let lines: [Line]

    /// The texts and icons it shows, top to bottom; the views of one's own among its lines are not
    /// among them.
    public var items: [TextOrIcon] {
        lines.compactMap { line in
            if case .item(let item) = line { item } else { nil }
        }
    }

    /// A stack of `items`; none shows nothing.
    public init(_ items: [TextOrIcon]) {
        lines = items.map(Line.item)
    }

    /// A stack of `lines`; none shows nothing.
    public init(lines: [Line]) {
        self.lines = lines
    }

    public var isEmptySlot: Bool { lines.isEmpty }

    public var body: some View {
        if !lines.isEmpty {
            VStack(spacing: 4) {
                ForEach(Array(lines.enumerated()), id: \.offset) { _, line in line.view }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

extension IconStack.Line {
    /// The line's view, in the place of the line.
    fileprivate var view: EitherView<TextOrIcon, AnyView> {
        switch self {
        case .item(let item): .first(item)
        case .view(let view): .second(view)
        }
    }
}
