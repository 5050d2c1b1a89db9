import Foundation
import TesseraData

/// A Foundation `Formatter` that a ``DirectFormatter`` formats with: a copy of the one handed
/// over, used by one thread at a time.
///
/// A copy, so that changing the formatter afterwards (as an application may, to reuse it)
/// changes no rule; one at a time, because a formatter keeps state while it formats and pages
/// are rendered on every core at once.
final class FoundationFormatter: @unchecked Sendable {
    // Unchecked: the formatter is a copy no one else holds, and is touched only under `lock`.
    private let formatter: Formatter
    private let lock = NSLock()
    /// The formatter's class name: what names it in explanations.
    let name: String

    init(_ formatter: Formatter) {
        name = String(describing: type(of: formatter))
        // `copy()` of a Formatter is a Formatter of the same class, configured alike.
        self.formatter = formatter.copy() as? Formatter ?? Formatter()
    }

    /// The text of `value`, or `nil` when the formatter does not take it (text for a number
    /// formatter): the value then shows as it is stored.
    func text(of value: DatabaseValue) -> String? {
        let object: Any? =
            switch value {
            case .null: nil
            case .integer(let number): NSNumber(value: number)
            case .double(let number): NSNumber(value: number)
            case .decimal: value.decimal.map { NSDecimalNumber(decimal: $0) }
            case .bool(let flag): NSNumber(value: flag)
            case .date, .timestamp: value.dateValue
            case .text(let text), .uuid(let text), .json(let text): text
            // Bytes are shown by their size, never handed to a formatter.
            case .blob, .bytes: nil
            }
        guard let object else { return nil }
        // A number formatter gets numbers only, a date formatter dates only: what either is
        // given of another kind it might read in a way of its own (text as a number).
        if formatter is NumberFormatter, !(object is NSNumber) { return nil }
        if formatter is DateFormatter, !(object is Date) { return nil }
        return lock.withLock { formatter.string(for: object) }
    }
}
