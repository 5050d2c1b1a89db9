import Tessera

/// A fraction done, from 0 to 1: the value of a ``KPIProgressItem``'s `fraction` slot, shown as a
/// real progress element (`<progress>`), which assistive technologies read as a percentage.
///
/// A literal is a fraction: `KPIProgressItem(kpi: "72%", fraction: 0.72)`.
public struct ProgressFraction: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The fraction, from 0 (nothing done) to 1 (all done); a value outside is shown clamped.
    public let value: Double

    /// The fraction `value`.
    public init(_ value: Double) {
        self.value = value
    }

    /// The fraction `completed` out of `total`: `ProgressFraction(18, of: 25)`. A total of zero
    /// is nothing done.
    public init(_ completed: Double, of total: Double) {
        self.value = total == 0 ? 0 : completed / total
    }

    /// The fraction of a literal: `0.72`.
    public init(floatLiteral value: Double) {
        self.value = value
    }

    /// The fraction of a whole-number literal: `0` or `1`.
    public init(integerLiteral value: Int) {
        self.value = Double(value)
    }
}
