import Foundation

extension AttributeScopes {
    /// The attributes a ``Text`` of an `AttributedString` shows, by SwiftUI's names: a run's
    /// `font` and `foregroundColor`, and Foundation's `link`.
    ///
    /// ```swift
    /// var notice = AttributedString("Overdue")
    /// notice.font = .headline.bold()
    /// notice.foregroundColor = .red
    /// var terms = AttributedString("the terms")
    /// terms.link = URL(string: "/terms")
    /// Text(notice + AttributedString(", see ") + terms)
    /// ```
    public struct TesseraAttributes: AttributeScope {
        /// A run's font: ``AttributeScopes/TesseraAttributes/FontAttribute``.
        public let font: FontAttribute
        /// A run's colour: ``AttributeScopes/TesseraAttributes/ForegroundColorAttribute``.
        public let foregroundColor: ForegroundColorAttribute
        /// Foundation's attributes, `link` among them.
        public let foundation: FoundationAttributes

        /// The font of a run, as ``Text/font(_:)`` sets it.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "Tessera.Font"
        }

        /// The colour of a run, as ``Text/foregroundStyle(_:)`` sets it.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "Tessera.ForegroundColor"
        }
    }

    /// Tessera's attributes: `font`, `foregroundColor`, and Foundation's.
    public var tessera: TesseraAttributes.Type { TesseraAttributes.self }
}

extension AttributeDynamicLookup {
    /// Tessera's attributes by name: `string.font = .headline`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.TesseraAttributes, T>) -> T {
        self[T.self]
    }
}
