/// Formats numbers for CSS: shortest form, no exponent, and nothing that is not a finite number.
enum CSSNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        var text = String(rounded)
        if text.contains("e") {
            // Exponent notation only happens for values too small or large to matter here.
            text = "0"
        }
        return text
    }

    /// A length in CSS pixels.
    static func pixels(_ value: Double) -> String {
        // Most lengths are a few whole points (a padding of 6, a spacing of 8): made once.
        if value >= 0, value < Double(commonPixels.count), let whole = Int(exactly: value) {
            return commonPixels[whole]
        }
        return format(value) + "px"
    }

    private static let commonPixels: [String] = (0..<64).map { "\($0)px" }
}
