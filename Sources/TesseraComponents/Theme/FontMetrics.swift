import Tessera

/// How a text style is set: its size, line height and weight — the value of a font token.
///
/// ```swift
/// var theme = Theme.standard
/// theme.fonts[.headline] = FontMetrics(size: 18, lineHeight: 1.3, weight: .bold)
/// ```
public struct FontMetrics: Sendable, Hashable {
    /// The size, in CSS pixels.
    public var size: Double
    /// The line height, as a multiple of the size.
    public var lineHeight: Double
    /// The weight.
    public var weight: Font.Weight

    /// Metrics of `size` pixels, `lineHeight` times as high, of `weight`.
    public init(size: Double, lineHeight: Double = 1.3, weight: Font.Weight = .regular) {
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
    }

    /// The declarations that set it, each number finite and positive (a nonsense value falls
    /// back to the browser's).
    var declarations: String {
        func number(_ value: Double) -> String? {
            guard value.isFinite, value > 0 else { return nil }
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        var parts: [String] = []
        if let size = number(size) { parts.append("font-size:\(size)px") }
        if let lineHeight = number(lineHeight) { parts.append("line-height:\(lineHeight)") }
        parts.append("font-weight:\(min(max(weight.value, 1), 1000))")
        return parts.joined(separator: ";")
    }
}
