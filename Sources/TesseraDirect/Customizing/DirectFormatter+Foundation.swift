import Foundation
import TesseraRules

extension DirectFormatter {
    /// A Foundation `Formatter` — a `NumberFormatter`, a `DateFormatter`, any other — as Direct to
    /// SwiftUI's `formatter` key takes one.
    ///
    /// ```swift
    /// let currencyFormatter = NumberFormatter()
    /// currencyFormatter.numberStyle = .currency
    /// currencyFormatter.currencyCode = "USD"
    ///
    /// let rules: RuleModel = [
    ///     \.propertyKey == "rental_rate" || \.propertyKey == "replacement_cost" => \.formatter <= currencyFormatter
    /// ]
    /// ```
    ///
    /// The formatter gets numbers as `NSNumber`s (decimals as `NSDecimalNumber`s),
    /// dates and timestamps as `Date`s read as UTC, text as `String`s. It formats with its own
    /// locale and settings, not the page's: set them as you would in an app. A value it does not
    /// take shows as it is stored. The formatter is copied when the rule is made, so changing it
    /// afterwards changes nothing.
    public init(_ formatter: Formatter) {
        let foundation = FoundationFormatter(formatter)
        self.init(foundation.name) { value, _ in foundation.text(of: value) }
    }
}

/// Sets the `formatter` key to a Foundation `Formatter`, as Direct to SwiftUI's rules do:
/// `\.formatter <= currencyFormatter`, a copy of it made now.
public func <= (lhs: WritableKeyPath<RuleContext, DirectFormatter?> & Sendable, rhs: Formatter) -> RuleAssignment {
    lhs <= DirectFormatter(rhs)
}
