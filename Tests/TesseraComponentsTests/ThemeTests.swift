import Tessera
import TesseraComponents
import Testing

@Suite("Theme")
struct ThemeTests {
    @Test func contrastIsMeasuredAsWCAGDefinesIt() {
        #expect(abs(RGBColor(0x000000).contrastRatio(with: RGBColor(0xFFFFFF)) - 21) < 0.001)
        #expect(RGBColor(0x777777).contrastRatio(with: RGBColor(0x777777)) == 1)
        // #767676 on white is the lightest grey that meets AA: 4.54:1.
        #expect(abs(RGBColor(0x767676).contrastRatio(with: RGBColor(0xFFFFFF)) - 4.54) < 0.01)
        #expect(RGBColor(0x777777).contrastRatio(with: RGBColor(0xFFFFFF)) < 4.5)
    }

    @Test(arguments: Theme.ColorScheme.allCases)
    func everyTextColourIsReadableOnEveryBackground(scheme: Theme.ColorScheme) {
        let theme = Theme.standard
        for text in ColorToken.allCases where text.isText {
            for background in ColorToken.allCases where background.isBackground {
                let ratio = theme.color(text, in: scheme).contrastRatio(with: theme.color(background, in: scheme))
                #expect(ratio >= 4.5, "\(text) on \(background) in \(scheme): \(ratio)")
            }
        }
    }

    @Test func aThemeChangesOneColourInOnePlaceAndTheStylesheetFollows() {
        let theme = Theme(colors: [.tintColor: Theme.Pair(light: RGBColor(0x6B2FBA), dark: RGBColor(0xC9A7F5))])
        #expect(theme.color(.tintColor, in: .light).description == "#6b2fba")
        #expect(theme.color(.primaryLabel, in: .dark) == Theme.standard.color(.primaryLabel, in: .dark))
        let css = theme.css
        #expect(css.contains("--tc-tintColor:#6b2fba"))
        #expect(css.contains("@media (prefers-color-scheme:dark){:root{color-scheme:dark;"))
        #expect(css.contains("[data-color-scheme=dark]{color-scheme:dark;"))
        #expect(css.contains("--tc-tintColor:#c9a7f5"))
    }

    @Test func aTokenIsAColourOfTheTheme() {
        let html = HTMLRenderer().renderString(Text("Overdue").foregroundStyle(Color.theme(.negativeLabel)))
        #expect(html == #"<span style="color:var(--tc-negativeLabel)">Overdue</span>"#)
    }
}

@Suite("Theme: Tessera's colours and fonts follow it")
struct ThemeTokenTests {
    @Test(arguments: ["t-primary:var(--tc-primaryLabel)", "t-secondary:var(--tc-secondaryLabel)", "t-accent:var(--tc-tintColor)", "t-background:var(--tc-primaryBackground)"])
    func tesseraColoursAreTheTokensInEveryPalette(alias: String) {
        let css = Theme.standard.css
        // Once per palette block, so that the alias resolves in the palette it is in.
        #expect(css.components(separatedBy: alias).count - 1 == 4)
    }

    @Test func fontTokensAndTheTypefaceChangeInOnePlace() {
        var theme = Theme.standard
        #expect(!theme.css.contains(".t-font-"), "the standard theme keeps Tessera's text styles")
        theme.fonts[.headline] = FontMetrics(size: 18, lineHeight: 1.25, weight: .bold)
        theme.fonts[.footnote] = FontMetrics(size: .nan, lineHeight: -1, weight: .regular)
        theme.fontFamily = "Inter, system-ui;} body{display:none"
        let css = theme.css
        #expect(css.contains(".t-font-headline{font-size:18px;line-height:1.25;font-weight:700}"))
        #expect(css.contains(".t-font-footnote{font-weight:400}"), "nonsense sizes are left to the browser")
        #expect(css.contains(":root{--t-font:Inter, system-ui bodydisplay:none}"), "the family cannot end its declaration")
    }
}

/// The colours the stylesheet actually puts together: every rule that sets both a text colour
/// and a background from the palette (a filled button's label on its fill, say) is read from the
/// CSS, both colours resolved as the browser would in each palette, and measured.
@Suite("Theme: the pairs the stylesheet uses are readable")
struct StylesheetContrastTests {
    /// `--name` → its value in one palette: Tessera's own colours, then the theme's tokens and
    /// the aliases that point Tessera's colours at them.
    static func palette(_ scheme: Theme.ColorScheme) -> [String: String] {
        let css = Theme.standard.stylesheet.css
        var values: [String: String] = [:]
        func read(_ block: Substring) {
            for declaration in block.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[0].hasPrefix("--") { values[parts[0]] = parts[1] }
            }
        }
        // Tessera's :root block, then its dark block; then the theme's block of this palette.
        let blocks: [(String, String)] = scheme == .light
            ? [(":root{color-scheme:light dark;", "}"), (":root,[data-color-scheme=light]{color-scheme:light;", "}")]
            : [(":root{color-scheme:light dark;", "}"), ("@media (prefers-color-scheme:dark){:root{", "}"),
               ("@media (prefers-color-scheme:dark){:root{color-scheme:dark;", "}")]
        for (start, end) in blocks {
            guard let range = css.range(of: start), let close = css[range.upperBound...].range(of: end) else { continue }
            read(css[range.upperBound..<close.lowerBound])
        }
        return values
    }

    /// The colour `value` names (`var(--t-accent)` → … → `#7cb6ff`), or `nil` for one that is not
    /// a plain colour of the palette.
    static func resolve(_ value: String, in palette: [String: String]) -> RGBColor? {
        var current = value
        for _ in 0..<5 {
            if current.hasPrefix("#"), current.count == 4 {
                current = "#" + current.dropFirst().map { "\($0)\($0)" }.joined()  // #fff is #ffffff
            }
            if current.hasPrefix("#"), current.count == 7, let hex = UInt32(current.dropFirst(), radix: 16) { return RGBColor(hex) }
            guard current.hasPrefix("var(--"), current.hasSuffix(")") else { return nil }
            guard let next = palette[String(current.dropFirst(4).dropLast())] else { return nil }
            current = next
        }
        return nil
    }

    @Test(arguments: Theme.ColorScheme.allCases)
    func everyTextOnAFilledBackgroundIsReadable(scheme: Theme.ColorScheme) throws {
        let palette = Self.palette(scheme)
        let css = Theme.standard.stylesheet.css
        var pairs = 0
        for rule in css.split(separator: "}") {
            guard let open = rule.firstIndex(of: "{") else { continue }
            let selector = rule[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            var text: String?
            var fill: String?
            for declaration in rule[rule.index(after: open)...].split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2 else { continue }
                if parts[0] == "color" { text = parts[1] }
                if parts[0] == "background" || parts[0] == "background-color" { fill = parts[1] }
            }
            guard let text, let fill, let foreground = Self.resolve(text, in: palette), let background = Self.resolve(fill, in: palette) else {
                continue
            }
            pairs += 1
            let ratio = foreground.contrastRatio(with: background)
            #expect(ratio >= 4.5, "\(selector): \(text) on \(fill) in \(scheme) is \(ratio):1")
        }
        // A filled button at least: the test reads rules, not nothing.
        #expect(pairs >= 1)
        // A destructive button takes its fill from another rule than its text: measured too.
        let red = try #require(Self.resolve("var(--t-red)", in: palette))
        let label = try #require(Self.resolve("var(--t-background)", in: palette))
        #expect(label.contrastRatio(with: red) >= 4.5, "a destructive button's label in \(scheme)")
    }
}
