/// A side of a view's box.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as padding takes it.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8

        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }

    /// The CSS logical property for this side (leading and trailing follow the text direction).
    var cssSide: String {
        switch self {
        case .top: "block-start"
        case .bottom: "block-end"
        case .leading: "inline-start"
        case .trailing: "inline-end"
        }
    }
}
