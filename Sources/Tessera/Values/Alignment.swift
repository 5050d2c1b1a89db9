/// Where views sit across a ``VStack``: leading, centred or trailing.
public enum HorizontalAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// Where views sit across an ``HStack``: top, centred, bottom, or on the first or last line's
/// text baseline.
public enum VerticalAlignment: String, Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// An alignment in both directions, as in a ``ZStack`` or a frame.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment made of its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How the lines of a multi-line text are aligned.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
