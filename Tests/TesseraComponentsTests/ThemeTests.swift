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

    @Test func theLibraryWarnsOfNothingInTheStandardTheme() {
        #expect(Theme.standard.contrastWarnings.isEmpty, "\(Theme.standard.contrastWarnings)")
    }

    @Test func iconsAreTheTintInTheStandardThemeAndATokenOfTheirOwn() {
        #expect(Theme.standard.colors[.iconColor] == Theme.standard.colors[.tintColor])
        #expect(Theme.standard.css.contains("--tc-iconColor:#0057d2"))
        let html = HTMLRenderer().renderString(KPIItem(kpi: "1,284", subtitle: "Open orders", icon: Image(systemName: "cart")))
        #expect(html.contains("var(--tc-iconColor)"), "\(html)")
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
        #expect(!css.contains("--t-font") && !css.contains("body{display:none"), "what is not a list of typefaces is left out whole")
        theme.fontFamily = "Inter, system-ui"
        #expect(theme.css.contains(":root{--t-font:Inter, system-ui}"))
    }
}
