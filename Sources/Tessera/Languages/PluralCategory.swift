/// The plural category a number takes in a language (Unicode CLDR's cardinal plural rules):
/// which of a text's forms — "1 row", "2 rows" — fits the number.
///
/// English and German have two (`one`, `other`), French and Spanish three (`one`, `many` for
/// exact millions, "1 000 000 de lignes", `other`), Japanese one (`other`); Arabic, when it comes,
/// all six. A catalogue's text gives a form for each category its language has.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}

/// A number as CLDR's plural rules read it: `i` its integer part, `v` how many fraction digits
/// it shows (trailing zeros included: "1.0" shows one) and `f` those digits as an integer. "1"
/// and "1.0" take different forms in English ("1 row", "1.0 rows"), so the digits a page shows
/// are part of the number.
public struct PluralOperands: Sendable, Hashable {
    /// The integer part, without sign.
    public let i: UInt64
    /// How many fraction digits are shown.
    public let v: Int
    /// The fraction digits shown, as an integer (`1.50` → 50).
    public let f: UInt64

    /// The operands of a whole number shown without a fraction.
    public init(_ integer: Int) {
        i = UInt64(integer.magnitude)
        v = 0
        f = 0
    }

    /// The operands of `value` shown with `fractionDigits` digits after the point (rounded as a
    /// formatter rounds, half to even): `PluralOperands(1.5, fractionDigits: 2)` is "1.50".
    public init(_ value: Double, fractionDigits: Int) {
        let digits = max(0, min(fractionDigits, 15))
        var scale: Double = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        let whole = scaled.isFinite && scaled < 9.0e18 ? UInt64(scaled) : 0
        let divisor = UInt64(scale)
        i = whole / divisor
        v = digits
        f = whole % divisor
    }

    /// Whether the number is exactly `value` (CLDR's `n = value`): a whole number, however
    /// many zeros it shows after the point.
    func equals(_ value: UInt64) -> Bool { i == value && f == 0 }
}
