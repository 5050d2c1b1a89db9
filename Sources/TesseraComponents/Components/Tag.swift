import Tessera

/// A short label in a pill: a category, a state, a keyword. Fiori's `Tag`, which an
/// ``ObjectItem``'s `tags` slot shows a row of (a ``TagStack``).
///
/// ```swift
/// Tag("Urgent")
///
/// Tag(label: "Approved", icon: Image(systemName: "checkmark"))
///
/// Tag {
///     Text("Overdue").foregroundStyle(Color.theme(.negativeLabel))
/// } icon: {
///     Image(systemName: "clock")
/// }
///
/// Tag(model: status)                    // Status: TagModel
/// ```
@Component
public struct Tag {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case label(String)
        case icon(Image?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: TagConfiguration) -> some View {
        // Without an icon the label is the pill itself: one element, as in a row of many tags.
        if configuration.icon.isEmpty {
            configuration.label.modifier(TagFrame())
        } else {
            HStack(alignment: .center, spacing: 4) {
                configuration.icon
                configuration.label
            }
            .modifier(TagFrame())
        }
    }
}

extension Tag {
    /// A tag labelled `label`: `Tag("Urgent")`.
    public init(_ label: String) {
        self.init(label: label)
    }
}

/// A tag's pill: small type, a thin outline, rounded.
private struct TagFrame: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption)
            .padding(.horizontal, 6)
            .padding(.vertical, 1)
            .border(.secondary, width: 1)
            .cornerRadius(4)
            .attribute("data-component", "Tag")
    }
}

public extension View {
    #styleModifier(for: Tag.self)
}
