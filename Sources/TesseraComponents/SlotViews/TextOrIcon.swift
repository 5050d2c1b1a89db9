import Tessera

/// A short text, an icon, or both: what a status, an icon column or a footnote icon shows.
/// Fiori for SwiftUI's `TextOrIcon`.
///
/// ```swift
/// ObjectItem(title: "Transformer overheating", status: .text("High"), icons: [.text("1"), .icon(Image(systemName: "circle.fill"))])
///
/// ObjectItem(title: "Pump P-100 leaking", status: .both("Overdue", Image(systemName: "clock")))
/// ```
public enum TextOrIcon: View, ExpressibleByStringLiteral {
    /// A text.
    case text(String)
    /// An icon.
    case icon(Image)
    /// A text with its icon before it.
    case both(String, Image)

    /// A text, from a literal.
    public init(stringLiteral text: String) {
        self = .text(text)
    }

    public var body: some View {
        switch self {
        case .text(let text): Text(text)
        case .icon(let image): image
        case .both(let text, let image):
            HStack(alignment: .center, spacing: 4) {
                image
                Text(text)
            }
        }
    }
}
