import Tessera

/// The colours of an application, by meaning, in a light and a dark palette: change them here and
/// every component follows.
///
/// ```swift
/// var theme = Theme.standard
/// theme.colors[.tintColor] = Theme.Pair(light: RGBColor(0x6B2FBA), dark: RGBColor(0xC9A7F5))
/// let css = theme.css                       // serve it after Tessera's stylesheet
/// ```
///
/// The palette in effect follows the browser's preference (`prefers-color-scheme`); an element
/// with `data-color-scheme="dark"` or `"light"` forces one for everything inside it, whatever the
/// preference. Components use the colours through ``ColorToken`` (`Color.theme(.negativeLabel)`),
/// never by hue.
public struct Theme: Sendable, Hashable {
    /// A colour in the light palette and in the dark one.
    public struct Pair: Sendable, Hashable {
        /// On a light background.
        public var light: RGBColor
        /// On a dark background.
        public var dark: RGBColor

        /// A colour that is `light` in the light palette and `dark` in the dark one.
        public init(light: RGBColor, dark: RGBColor) {
            self.light = light
            self.dark = dark
        }
    }

    /// Which palette.
    public enum ColorScheme: String, CaseIterable, Sendable {
        /// Dark text on light backgrounds.
        case light
        /// Light text on dark backgrounds.
        case dark
    }

    /// Every token's colour.
    public var colors: [ColorToken: Pair]

    /// The font tokens the theme changes: each text style (`.headline`, `.footnote`, …) it sets
    /// otherwise than Tessera's stylesheet. Every view of that style follows, in every component.
    public var fonts: [Font.TextStyle: FontMetrics]

    /// The typefaces, first choice first, as in CSS: `"Inter, system-ui, sans-serif"`; `nil`
    /// keeps Tessera's (the system's). Characters that could end the declaration (`;`, `{`,
    /// `}`, `<`, `\`) are dropped.
    public var fontFamily: String?

    /// A theme of `colors`, `fonts` and `fontFamily`; a colour it leaves out takes the standard
    /// theme's, a text style it leaves out keeps Tessera's.
    public init(colors: [ColorToken: Pair], fonts: [Font.TextStyle: FontMetrics] = [:], fontFamily: String? = nil) {
        self.colors = Theme.standardColors.merging(colors) { _, given in given }
        self.fonts = fonts
        self.fontFamily = fontFamily
    }

    /// Tessera's theme: neutral greys and a blue tint, each text colour readable (WCAG AA, 4.5:1)
    /// on every background of its palette; a test checks every pair.
    public static let standard = Theme(colors: standardColors)

    private static let standardColors: [ColorToken: Pair] = [
        .primaryLabel: Pair(light: RGBColor(0x1D2D3E), dark: RGBColor(0xF5F6F7)),
        .secondaryLabel: Pair(light: RGBColor(0x475E75), dark: RGBColor(0xC3CBD3)),
        .tertiaryLabel: Pair(light: RGBColor(0x556B82), dark: RGBColor(0xA9B4BE)),
        .tintColor: Pair(light: RGBColor(0x0057D2), dark: RGBColor(0x7CB6FF)),
        // The tint's, as the icons of components have always been.
        .iconColor: Pair(light: RGBColor(0x0057D2), dark: RGBColor(0x7CB6FF)),
        .negativeLabel: Pair(light: RGBColor(0xAA0808), dark: RGBColor(0xFF8888)),
        .criticalLabel: Pair(light: RGBColor(0x8A4B00), dark: RGBColor(0xFFB54D)),
        .positiveLabel: Pair(light: RGBColor(0x256F3A), dark: RGBColor(0x6DD58C)),
        .informativeLabel: Pair(light: RGBColor(0x0057D2), dark: RGBColor(0x8CC2FF)),
        .primaryBackground: Pair(light: RGBColor(0xF5F6F7), dark: RGBColor(0x12171C)),
        .secondaryBackground: Pair(light: RGBColor(0xFFFFFF), dark: RGBColor(0x1D232A)),
        .tertiaryBackground: Pair(light: RGBColor(0xEAECEE), dark: RGBColor(0x29313A)),
        .separator: Pair(light: RGBColor(0xD9D9D9), dark: RGBColor(0x3C4650)),
        // Fiori's ordered chart palette (blue, orange, green, pink, purple, teal), darker in the
        // light palette and lighter in the dark one: each at least 3:1 on every background.
        .chart1: Pair(light: RGBColor(0x1B6FD1), dark: RGBColor(0x5AA7F0)),
        .chart2: Pair(light: RGBColor(0xC35500), dark: RGBColor(0xF39A5B)),
        .chart3: Pair(light: RGBColor(0x1E7F56), dark: RGBColor(0x3FC08A)),
        .chart4: Pair(light: RGBColor(0xC0305F), dark: RGBColor(0xF07BA0)),
        .chart5: Pair(light: RGBColor(0x7A44C2), dark: RGBColor(0xB58BEB)),
        .chart6: Pair(light: RGBColor(0x00798A), dark: RGBColor(0x36C2D3)),
    ]

    /// The colour of `token` in `scheme`.
    public func color(_ token: ColorToken, in scheme: ColorScheme) -> RGBColor {
        let pair = colors[token] ?? Theme.standardColors[token]!
        return scheme == .light ? pair.light : pair.dark
    }

    /// The stylesheet that sets the theme's custom properties: the light palette by default, the
    /// dark one when the browser prefers it, and either one where `data-color-scheme` forces it.
    ///
    /// Tessera's own colours follow the tokens too (`.secondary` is ``ColorToken/secondaryLabel``,
    /// the accent ``ColorToken/tintColor``, the page ``ColorToken/primaryBackground``), so views
    /// that are not components match them. Then come the font tokens the theme changes, how
    /// components show their state (``ComponentState``), and the looks of the form cells Tessera
    /// has no control for (segments, pairs of numbers, a signature).
    public var css: String {
        func declarations(_ scheme: ColorScheme) -> String {
            // Declared again wherever a palette is, so that the aliases resolve in that palette.
            let aliases = Theme.tesseraAliases.map { "--\($0.variable):var(--\($0.token.variableName))" }
            return (ColorToken.allCases.map { "--\($0.variableName):\(color($0, in: scheme))" } + aliases).joined(separator: ";")
        }
        let light = declarations(.light)
        let dark = declarations(.dark)
        var css = ":root,[data-color-scheme=light]{color-scheme:light;\(light)}\n"
            + "@media (prefers-color-scheme:dark){:root{color-scheme:dark;\(dark)}}\n"
            + "[data-color-scheme=dark]{color-scheme:dark;\(dark)}\n"
            + "[data-color-scheme=light]{color-scheme:light;\(light)}\n"
        // Only a list that reads as font families, and nothing else, goes into the stylesheet.
        if let fontFamily, let family = FontFamilyList(fontFamily) { css += ":root{--t-font:\(family.css)}\n" }
        for style in Font.TextStyle.allCases {
            if let metrics = fonts[style] { css += ".t-font-\(style.rawValue){\(metrics.declarations)}\n" }
        }
        return css + Theme.stateCSS + Theme.componentCSS + Theme.formCellCSS
    }

    /// Tessera's colour variables, and the tokens they follow.
    private static let tesseraAliases: [(variable: String, token: ColorToken)] = [
        ("t-primary", .primaryLabel), ("t-secondary", .secondaryLabel), ("t-tertiary", .tertiaryLabel),
        ("t-accent", .tintColor), ("t-background", .primaryBackground), ("t-fill", .tertiaryBackground),
        ("t-separator", .separator),
    ]

    /// How a component's root shows its state: dimmed and inert when disabled (once: components
    /// inside a disabled one are not dimmed again), tinted with a bar beside it when selected,
    /// shaded when highlighted.
    private static let stateCSS = """
        [data-component][aria-disabled=true]{opacity:.5;cursor:not-allowed}
        [data-component][aria-disabled=true] [data-component][aria-disabled=true]{opacity:1}
        [data-component][aria-current=true]{background:color-mix(in srgb,var(--tc-tintColor) 12%,transparent);box-shadow:-4px 0 0 var(--tc-tintColor)}
        [data-component][data-highlighted]{background:var(--tc-tertiaryBackground)}

        """

    /// Tessera's stylesheet with this theme's colours: what a page embeds or links.
    public var stylesheet: Stylesheet {
        Stylesheet(css: Stylesheet.standard.css + css)
    }
}
