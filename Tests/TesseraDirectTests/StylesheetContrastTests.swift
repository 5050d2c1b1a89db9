import Testing
import TesseraComponents
import TesseraDirect
import TesseraTestSupport

/// The colours the stylesheet actually puts together: every rule that sets both a text colour
/// and a background from the palette (a filled button's label on its fill, say) is read from the
/// CSS, both colours resolved as the browser would in each palette, and measured.
@Suite("Theme: the pairs the stylesheets use are readable", .heavy)
struct StylesheetContrastTests {
    /// What the Direct application serves: Tessera's stylesheet with the theme's, then its own.
    static let css = Theme.standard.stylesheet.css + DirectStylesheet.css

    /// `--name` → its value in one palette: Tessera's own colours, then the theme's tokens and
    /// the aliases that point Tessera's colours at them.
    static func palette(_ scheme: Theme.ColorScheme) -> [String: String] {
        let css = Self.css
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
        let css = Self.css
        var measured: [String] = []
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
            measured.append(selector)
            let ratio = foreground.contrastRatio(with: background)
            #expect(ratio >= 4.5, "\(selector): \(text) on \(fill) in \(scheme) is \(ratio):1")
        }
        // A filled button at least, and the fiori look's emphasized actions: the test reads
        // rules, not nothing.
        #expect(measured.contains { $0.contains(".t-button") })
        #expect(measured.contains { $0.contains("[data-action=edit]") })
        // A destructive button takes its fill from another rule than its text: measured too.
        let red = try #require(Self.resolve("var(--t-red)", in: palette))
        let label = try #require(Self.resolve("var(--t-background)", in: palette))
        #expect(label.contrastRatio(with: red) >= 4.5, "a destructive button's label in \(scheme)")
    }
}
