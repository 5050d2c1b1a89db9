import Foundation
import Tessera
import TesseraComponents
import Testing

/// Theme files as people write them, and as nobody should: each mistake said where it is.
@Suite("Theme files")
struct ThemeFileTests {
    static func theme(_ json: String) throws(ThemeFileError) -> Theme {
        try Theme(json: Data(json.utf8), file: "t.json")
    }

    static func error(_ json: String) -> ThemeFileError? {
        do {
            _ = try theme(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func whatAFileSetsGoesOverTheStandardTheme() throws {
        let theme = try Self.theme("""
            {"colors": {"tintColor": {"light": "#6B2FBA", "dark": "#c9a7f5"}, "separator": {"dark": "#445566"}},
             "fontFamily": "Inter, system-ui, sans-serif",
             "fonts": {"headline": {"size": 18, "weight": "bold"}, "caption": {"size": 11.5, "lineHeight": 1.2, "weight": 300}}}
            """)
        #expect(theme.color(.tintColor, in: .light) == RGBColor(0x6B2FBA))
        #expect(theme.color(.tintColor, in: .dark) == RGBColor(0xC9A7F5))
        // A palette left out keeps the standard's; so does a token left out.
        #expect(theme.color(.separator, in: .dark) == RGBColor(0x445566))
        #expect(theme.color(.separator, in: .light) == Theme.standard.color(.separator, in: .light))
        #expect(theme.colors[.primaryLabel] == Theme.standard.colors[.primaryLabel])
        #expect(theme.fontFamily == "Inter, system-ui, sans-serif")
        #expect(theme.fonts[.headline] == FontMetrics(size: 18, lineHeight: 1.3, weight: .bold))
        #expect(theme.fonts[.caption] == FontMetrics(size: 11.5, lineHeight: 1.2, weight: .light))
        #expect(theme.css.contains("--tc-tintColor:#6b2fba"))
        #expect(theme.css.contains(":root{--t-font:Inter, system-ui, sans-serif}"))
        #expect(theme.css.contains(".t-font-headline{font-size:18px;line-height:1.3;font-weight:700}"))
    }

    @Test func anEmptyObjectIsTheStandardTheme() throws {
        #expect(try Self.theme("{}") == Theme.standard)
    }

    @Test func theSampleFileIsAReadableTheme() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/Themes/purple.json").path
        let theme = try Theme(contentsOfFile: file)
        #expect(theme.color(.tintColor, in: .light) == RGBColor(0x6B2FBA))
        #expect(theme.color(.iconColor, in: .light) != theme.color(.tintColor, in: .light))
        #expect(theme.contrastWarnings.isEmpty, "\(theme.contrastWarnings)")
    }

    @Test(arguments: [
        // An unknown token names the valid ones.
        (##"{"colors": {"tintColour": {"light": "#6B2FBA"}}}"##, ThemeFileError.Kind.unknownKey, "t.json: colors.tintColour: 'tintColour' is not a colour token. Use one of: primaryLabel, secondaryLabel, tertiaryLabel, tintColor, iconColor,"),
        (##"{"colours": {}}"##, .unknownKey, "t.json: colours: 'colours' is not a key of a theme file. Use one of: colors, fontFamily, fonts."),
        (##"{"colors": {"tintColor": {"lite": "#6B2FBA"}}}"##, .unknownKey, "colors.tintColor.lite: 'lite' is not a palette. Use one of: light, dark."),
        (##"{"fonts": {"heading": {"size": 18}}}"##, .unknownKey, "fonts.heading: 'heading' is not a text style. Use one of: largeTitle, title,"),
        (##"{"fonts": {"headline": {"size": 18, "family": "x"}}}"##, .unknownKey, "fonts.headline.family: 'family' is not a font's field. Use one of: size, lineHeight, weight."),
        // Colours.
        (##"{"colors": {"tintColor": {"light": "#6B2FB"}}}"##, .invalidValue, "t.json: colors.tintColor.light: '#6B2FB' is not a colour. Write #RRGGBB: six hexadecimal digits, such as #6B2FBA."),
        (##"{"colors": {"tintColor": {"light": "purple"}}}"##, .invalidValue, "'purple' is not a colour."),
        (##"{"colors": {"tintColor": {"light": "#GGGGGG"}}}"##, .invalidValue, "'#GGGGGG' is not a colour."),
        (##"{"colors": {"tintColor": {"light": "#+12345"}}}"##, .invalidValue, "'#+12345' is not a colour."),
        (##"{"colors": {"tintColor": {"light": 7024570}}}"##, .invalidValue, "colors.tintColor.light: expected a colour as a string, #RRGGBB"),
        (##"{"colors": {"tintColor": "#6B2FBA"}}"##, .invalidValue, #"colors.tintColor: expected an object with "light" and "dark" colours"#),
        (##"{"colors": {"tintColor": {"light": null}}}"##, .invalidValue, "not null. Leave the key out to keep the standard theme's."),
        // Fonts.
        (##"{"fonts": {"headline": {"weight": "bold"}}}"##, .invalidValue, "fonts.headline: 'size' is missing"),
        (##"{"fonts": {"headline": {"size": 0}}}"##, .invalidValue, "fonts.headline.size: 0.0 is out of bounds: give a number from 1 to 400."),
        (##"{"fonts": {"headline": {"size": 1e308}}}"##, .invalidValue, "is out of bounds"),
        (##"{"fonts": {"headline": {"size": 18, "weight": "fat"}}}"##, .invalidValue, "fonts.headline.weight: 'fat' is not a weight. Use one of: ultraLight,"),
        (##"{"fonts": {"headline": {"size": 18, "weight": 450}}}"##, .invalidValue, "450 is not a weight."),
        (##"{"fontFamily": "Inter; } body { display: none"}"##, .invalidValue, "fontFamily: ';' cannot be in a font family."),
        (##"{"fontFamily": "   "}"##, .invalidValue, "fontFamily: give from 1 to 500 characters"),
        // A comment would hide the rest of the stylesheet (issue 41): only typefaces are taken.
        (##"{"fontFamily": "Inter, /* x"}"##, .invalidValue, "fontFamily: 'Inter, /* x' is not a list of typefaces."),
        (##"{"fontFamily": "Inter, 'open"}"##, .invalidValue, "is not a list of typefaces."),
        (##"{"fontFamily": "Inter,, serif"}"##, .invalidValue, "is not a list of typefaces."),
        (##"{"fontFamily": "Inter, url(x)"}"##, .invalidValue, "is not a list of typefaces."),
        (##"{"fontFamily": "Inter, 'a\\'"}"##, .invalidValue, "cannot be in a font family."),
        (##"{"fontFamily": "12px"}"##, .invalidValue, "is not a list of typefaces."),
        // Not JSON, or not an object.
        ("colors: tintColor", .notJSON, "t.json: the file is not JSON."),
        ("", .notJSON, "the file is not JSON."),
        (##"["#6B2FBA"]"##, .invalidValue, #"expected an object with "colors", "fonts" and "fontFamily""#),
    ])
    func mistakesSayWhatAndWhere(json: String, kind: ThemeFileError.Kind, message: String) {
        let error = Self.error(json)
        #expect(error?.kind == kind, "\(String(describing: error))")
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        // One line, whatever the file held.
        #expect(error?.description.contains("\n") == false)
    }

    @Test(arguments: [
        ("Inter, system-ui, sans-serif", "Inter, system-ui, sans-serif"),
        ("'Source Sans 3', \"Noto Sans JP\", -apple-system", "'Source Sans 3', \"Noto Sans JP\", -apple-system"),
        ("  Helvetica   Neue ,Arial", "Helvetica Neue, Arial"),
        ("Schrift_Ä, serif", "Schrift_Ä, serif"),
    ])
    func fontFamiliesAreReadAsCSSReadsThem(text: String, css: String) {
        #expect(FontFamilyList(text)?.css == css)
    }

    /// A theme made in code is held to the same: what is not a list of typefaces never reaches
    /// the stylesheet, and the rest of the stylesheet is all there.
    @Test func aFontFamilyThatIsNotOneIsLeftOutOfTheStylesheet() {
        let whole = Theme(colors: [:]).css
        let css = Theme(colors: [:], fontFamily: "Inter, /* x").css
        #expect(!css.contains("/*"))
        #expect(!css.contains("--t-font"))
        #expect(css == whole)
        #expect(Theme(colors: [:], fontFamily: "Inter").css.contains(":root{--t-font:Inter}"))
    }

    @Test func theReadersOwnWordsAreKept() {
        let error = Self.error(##"{"colors": {"tintColor" {"light": "#6B2FBA"}}}"##)
        #expect(error?.kind == .notJSON)
        #expect(error?.underlying?.isEmpty == false, "\(String(describing: error))")
    }

    @Test func nulBytesAreRefusedAndNeverEchoedRaw() {
        // Outside a string: not JSON.
        #expect(Self.error("{\"colors\": {}\0}")?.kind == .notJSON)
        // Escaped inside a key or a value: named, with the NUL written out.
        let key = Self.error(##"{"colors": {"tint\u0000Color": {}}}"##)
        #expect(key?.kind == .unknownKey)
        #expect(key?.description.contains("tint\\u{0}Color") == true, "\(String(describing: key))")
        #expect(key?.description.contains("\0") == false)
        let family = Self.error(##"{"fontFamily": "Inter\u0000"}"##)
        #expect(family?.kind == .invalidValue)
        #expect(family?.description.contains("\0") == false)
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        #expect(Self.error(deep)?.kind == .notJSON)
        let deepInside = "{\"colors\": {\"tintColor\": {\"light\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}}"
        #expect(Self.error(deepInside) != nil)
        let deepObjects = String(repeating: #"{"colors":"#, count: 5_000) + "{}" + String(repeating: "}", count: 5_000)
        #expect(Self.error(deepObjects) != nil)
    }

    @Test func aHugeFileIsRefusedBeforeItIsRead() throws {
        let huge = Data(repeating: UInt8(ascii: " "), count: Theme.maximumFileSize + 1)
        #expect(throws: ThemeFileError.self) { try Theme(json: huge) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-theme-\(getpid()).json").path
        // Mostly a hole: 100 MB that take no room on the disk.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try Theme(contentsOfFile: path)
            Issue.record("a 100 MB file was read")
        } catch {
            #expect(error.kind == .tooLarge)
            #expect(error.description.contains("100000000 bytes; a theme file is at most 65536 bytes"), "\(error)")
        }
    }

    @Test func aMissingFileSaysSoWithTheSystemsWords() {
        do {
            _ = try Theme(contentsOfFile: "/no/such/theme.json")
            Issue.record("read a file that is not there")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description.hasPrefix("/no/such/theme.json: the file cannot be read."), "\(error)")
            #expect(error.underlying != nil)
        }
    }

    @Test func hardToReadColoursAreWarnedOfNotRefused() throws {
        let theme = try Self.theme(##"{"colors": {"secondaryLabel": {"light": "#AAAAAA"}, "iconColor": {"dark": "#222222"}}}"##)
        let warnings = theme.contrastWarnings
        #expect(warnings.contains { $0.token == .secondaryLabel && $0.scheme == .light && $0.background == .secondaryBackground && $0.required == 4.5 })
        #expect(warnings.contains { $0.token == .iconColor && $0.scheme == .dark && $0.required == 3 })
        #expect(!warnings.contains { $0.token == .secondaryLabel && $0.scheme == .dark })
        let said = try #require(warnings.first { $0.token == .secondaryLabel && $0.background == .secondaryBackground }).description
        #expect(said.hasPrefix("secondaryLabel on secondaryBackground in the light palette has a contrast of 2.32:1; text needs 4.5:1 (WCAG AA)."), "\(said)")
        #expect(Theme.standard.contrastWarnings.isEmpty)
    }

    @Test func hexColoursAreSixDigitsAndNothingElse() {
        #expect(RGBColor(hex: "#6b2FbA") == RGBColor(0x6B2FBA))
        for bad in ["6B2FBA", "#6B2FBA0", "#6B2", "#-6B2FB", " #6B2FBA", "#６B2FBA", ""] {
            #expect(RGBColor(hex: bad) == nil, "\(bad)")
        }
    }
}
