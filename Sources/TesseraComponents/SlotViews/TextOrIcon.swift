import Tessera

/// A short text or an icon: what a status, an icon column or a footnote icon shows.
///
/// ```swift
/// ObjectItem(title: "Transformer overheating", status: .text("High"), icons: [.text("1"), .icon(Image(systemName: "circle.fill"))])
/// ```
public enum TextOrIcon: View, ExpressibleByStringLiteral {
    /// A text.
    case text(String)
    /// An icon.
    case icon(Image)

    /// A text, from a literal.
    public init(stringLiteral text: String) {
        self = .text(text)
    }

    public var body: some View {
        switch self {
        case .text(let text): Text(text)
        case .icon(let image): image
        }
    }
}
