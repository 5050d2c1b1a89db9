/// The columns of a ``GridCoordinator``'s cells, as SwiftUI's `GridItem` sizes them.
public enum GridColumns: Hashable, Sendable {
    /// This many columns of equal width.
    case count(Int)
    /// As many columns as fit, each at least `minimum` points wide.
    case adaptive(minimum: Double)

    /// The CSS `grid-template-columns` value.
    var css: String {
        switch self {
        case .count(let count): "repeat(\(max(1, count)),minmax(0,1fr))"
        case .adaptive(let minimum): "repeat(auto-fill,minmax(min(\(CSSLength.pixels(minimum)),100%),1fr))"
        }
    }
}

/// Numbers as CSS lengths.
enum CSSLength {
    static func pixels(_ value: Double) -> String {
        let value = value.isFinite ? max(0, value) : 0
        return value == value.rounded() ? "\(Int(value))px" : "\(value)px"
    }
}
