import Foundation
import Tessera

/// A text that may be missing: the text when there is one, and nothing at all — no element, and
/// an empty slot — when there is not. Fiori for SwiftUI's `OptionalText`.
///
/// ```swift
/// ObjectItem {
///     Text(order.title)
/// } subtitle: {
///     OptionalText(order.plant)            // String?: nothing when the order has no plant
/// }
///
/// OptionalText(order.summary)              // AttributedString?: its runs, fonts and links kept
/// ```
public struct OptionalText: View, EmptiableSlotContent {
    private let text: Text?

    /// The characters of `text`, or nothing when it is `nil`.
    public init(_ text: String?) {
        self.text = text.map { Text(verbatim: $0) }
    }

    /// The runs of `text` (each in its font and colour, links kept), or nothing when it is `nil`.
    public init(_ text: AttributedString?) {
        self.text = text.map { Text($0) }
    }

    public var isEmptySlot: Bool { text == nil }

    public var body: some View {
        if let text { text }
    }
}
