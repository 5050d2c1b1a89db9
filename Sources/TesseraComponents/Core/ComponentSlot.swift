import Tessera

/// One slot of a component, as its style lays it out: the view given for it, shown through the
/// slot style in effect (`slotStyle(_:_:)`), or nothing at all when the slot was
/// left out.
///
/// A slot is empty when it was given no view (`EmptyView`, an `if` that is false), no value
/// (`nil`), or an empty list (a ``TagStack`` of no tags): it writes no element, so a style never
/// leaves a gap or a stray element for it.
public struct ComponentSlot: View {
    /// The slot's name: `title`, `subtitle`, …
    public let name: String
    private let content: AnyView?
    @Environment(\.slotStyles) private var slotStyles

    /// The slot `name` showing `content`.
    public init<Content: View>(_ name: String, _ content: Content) {
        self.name = name
        if let empty = content as? any EmptiableSlotContent, empty.isEmptySlot {
            self.content = nil
        } else {
            self.content = AnyView(content)
        }
    }

    /// Whether the slot shows nothing.
    public var isEmpty: Bool { content == nil }

    public var body: some View {
        if let content {
            if let style = slotStyles[name] {
                style(SlotContent(content: content))
            } else {
                content
            }
        }
    }
}

/// Content that may stand for nothing in a slot: an `EmptyView`, an absent optional, an empty
/// stack.
public protocol EmptiableSlotContent {
    /// Whether it shows nothing.
    var isEmptySlot: Bool { get }
}

extension EmptyView: EmptiableSlotContent {
    public var isEmptySlot: Bool { true }
}

extension Optional: EmptiableSlotContent where Wrapped: View {
    public var isEmptySlot: Bool {
        guard let wrapped = self else { return true }
        return (wrapped as? any EmptiableSlotContent)?.isEmptySlot ?? false
    }
}
