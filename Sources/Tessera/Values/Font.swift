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

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
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

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
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

    /// The decorations that set this font on an element.
    var decorations: [Decoration] {
        var result: [Decoration] = []
        if let style {
            result.append(Decoration(.font, .inherited, [.class("t-font-\(style.rawValue)")]))
        } else if let size {
            result.append(Decoration(.font, .inherited, [.style(property: "font-size", value: CSSNumber.pixels(size))]))
        }
        if let weight {
            result.append(Decoration(.fontWeight, .inherited, [.class("t-weight-\(weight.value)")]))
        }
        if let design {
            result.append(Decoration(.fontDesign, .inherited, [.class("t-design-\(design.rawValue)")]))
        }
        if isItalic {
            result.append(Decoration(.fontStyle, .inherited, [.class("t-italic")]))
        }
        return result
    }
}
