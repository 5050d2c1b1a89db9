/// A font, with SwiftUI's text styles, weights and designs.
///
/// Text styles map to classes of the stylesheet (`t-font-title`), so their sizes are set in one
/// place; `Font.system(size:)` writes its size inline.
public struct Font: Hashable, Sendable {
    /// SwiftUI's semantic text styles, from the largest to the smallest.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight: thickness of strokes, 100 to 900 as in CSS.
    public struct Weight: Hashable, Sendable {
        /// The CSS `font-weight`.
        public let value: Int

        /// The ultraLight weight.
        public static let ultraLight = Weight(value: 100)
        /// The thin weight.
        public static let thin = Weight(value: 200)
        /// The light weight.
        public static let light = Weight(value: 300)
        /// The regular weight.
        public static let regular = Weight(value: 400)
        /// The medium weight.
        public static let medium = Weight(value: 500)
        /// The semibold weight.
        public static let semibold = Weight(value: 600)
        /// The bold weight.
        public static let bold = Weight(value: 700)
        /// The heavy weight.
        public static let heavy = Weight(value: 800)
        /// The black weight.
        public static let black = Weight(value: 900)
    }

    /// A family of typefaces.
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    var style: TextStyle?
    var size: Double?
    var weight: Weight?
    var design: Design?
    var isItalic = false

    /// The system font in the largeTitle text style.
    public static let largeTitle = Font(style: .largeTitle)
    /// The system font in the title text style.
    public static let title = Font(style: .title)
    /// The system font in the title2 text style.
    public static let title2 = Font(style: .title2)
    /// The system font in the title3 text style.
    public static let title3 = Font(style: .title3)
    /// The system font in the headline text style.
    public static let headline = Font(style: .headline)
    /// The system font in the subheadline text style.
    public static let subheadline = Font(style: .subheadline)
    /// The system font in the body text style.
    public static let body = Font(style: .body)
    /// The system font in the callout text style.
    public static let callout = Font(style: .callout)
    /// The system font in the footnote text style.
    public static let footnote = Font(style: .footnote)
    /// The system font in the caption text style.
    public static let caption = Font(style: .caption)
    /// The system font in the caption2 text style.
    public static let caption2 = Font(style: .caption2)

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }

    /// The system font at a size in points (CSS pixels).
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font in the monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// Calls `body` with each decoration that sets this font on an element: the size (or text
    /// style), weight, design and italics that are set.
    func forEachDecoration(_ body: (Decoration) -> Void) {
        if let style {
            body(Decoration(.font, .inherited, .class(style.className)))
        } else if let size {
            body(Decoration(.font, .inherited, .style(property: "font-size", value: CSSNumber.pixels(size))))
        }
        if let weight { body(Decoration(.fontWeight, .inherited, .class(weight.className))) }
        if let design { body(Decoration(.fontDesign, .inherited, .class(design.className))) }
        if isItalic { body(Decoration(.fontStyle, .inherited, .class("t-italic"))) }
    }
}


extension Font.TextStyle {
    /// The stylesheet's class for the style.
    var className: String {
        switch self {
        case .largeTitle: "t-font-largeTitle"
        case .title: "t-font-title"
        case .title2: "t-font-title2"
        case .title3: "t-font-title3"
        case .headline: "t-font-headline"
        case .subheadline: "t-font-subheadline"
        case .body: "t-font-body"
        case .callout: "t-font-callout"
        case .footnote: "t-font-footnote"
        case .caption: "t-font-caption"
        case .caption2: "t-font-caption2"
        }
    }
}

extension Font.Weight {
    /// The stylesheet's class for the weight, rounded to the nearest hundred.
    var className: String {
        switch (value + 50) / 100 {
        case ...1: "t-weight-100"
        case 2: "t-weight-200"
        case 3: "t-weight-300"
        case 4: "t-weight-400"
        case 5: "t-weight-500"
        case 6: "t-weight-600"
        case 7: "t-weight-700"
        case 8: "t-weight-800"
        default: "t-weight-900"
        }
    }
}

extension Font.Design {
    /// The stylesheet's class for the design.
    var className: String {
        switch self {
        case .default: "t-design-default"
        case .serif: "t-design-serif"
        case .rounded: "t-design-rounded"
        case .monospaced: "t-design-monospaced"
        }
    }
}
