import TesseraServer
import Testing

/// The languages a browser asks for, and the supported one that serves it best.
@Suite("Accept-Language")
struct AcceptLanguageTests {
    static let supported = ["en", "de", "fr", "es", "ja"]

    @Test("The heaviest range first, equals in their order; a region kept for formatting")
    func weights() {
        let accepted = AcceptLanguage("fr;q=0.5, de-CH , en;q=0.9, ja;q=0.5")
        #expect(accepted.ranges.map(\.tag) == ["de-ch", "en", "fr", "ja"])
        #expect(accepted.lookup(among: Self.supported)! == ("de", "CH"))
        #expect(AcceptLanguage("ja-JP").lookup(among: Self.supported)! == ("ja", "JP"))
        #expect(AcceptLanguage("es-419,es;q=0.9").lookup(among: Self.supported)! == ("es", nil))
    }

    @Test("Ranges are cut from the right until one is supported; none serves, nil")
    func lookup() {
        #expect(AcceptLanguage("de-CH-1996").lookup(among: Self.supported)! == ("de", "CH"))
        #expect(AcceptLanguage("zh-Hant-TW, pt-BR;q=0.8").lookup(among: Self.supported) == nil)
        #expect(AcceptLanguage("zh-Hant-TW, fr-x-private;q=0.8").lookup(among: Self.supported)! == ("fr", nil))
        #expect(AcceptLanguage("EN_gb").lookup(among: Self.supported)! == ("en", "GB"))
        #expect(AcceptLanguage("").lookup(among: Self.supported) == nil)
    }

    @Test("q=0 refuses a language, even to *; * serves the first supported one left")
    func refusals() {
        let accepted = AcceptLanguage("en;q=0, *;q=0.5")
        #expect(accepted.refused == ["en"])
        #expect(accepted.lookup(among: Self.supported)! == ("de", nil))
        #expect(AcceptLanguage("en-US;q=0, en").lookup(among: ["en-us", "en"])! == ("en", nil))
    }

    @Test("Items that do not parse are skipped, not the header")
    func malformed() {
        let accepted = AcceptLanguage("12, de;q=2, fr;q=0.5555, ;q=1, ja;q=abc, es;Q=0.7, en;q=1.000, x-;q=0.1, toolongsubtag, it")
        #expect(accepted.ranges.map(\.tag) == ["en", "it", "es"])
        #expect(AcceptLanguage("\u{0}de, fr").ranges.map(\.tag) == ["fr"])
        #expect(AcceptLanguage("de;q=1.5").ranges.isEmpty)
    }

    @Test("A header longer than 500 characters is read to its last comma before that")
    func long() {
        let header = Array(repeating: "xx-yy;q=0.1", count: 200).joined(separator: ",") + ",de"
        let accepted = AcceptLanguage(header)
        #expect(accepted.ranges.count == 500 / 12)
        #expect(accepted.lookup(among: Self.supported) == nil)
        // Without a comma within the first 500, nothing is read.
        #expect(AcceptLanguage(String(repeating: "a", count: 10_000)).ranges.isEmpty)
    }
}
