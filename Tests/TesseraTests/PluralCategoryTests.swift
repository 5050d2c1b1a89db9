import Tessera
import Testing

/// The plural rules against CLDR's own samples (plurals.xml, `@integer` and `@decimal` lists).
@Suite("Plural categories, as CLDR has them")
struct PluralCategoryTests {
    @Test("English and German: one for 1 alone, 1.0 is other", arguments: [UILanguage.english, .german])
    func englishAndGerman(_ language: UILanguage) {
        #expect(language.pluralCategory(1) == .one)
        for n in [0, 2, 3, 16, 100, 1000, 10_000, 1_000_000] { #expect(language.pluralCategory(n) == .other, "\(n)") }
        #expect(language.pluralCategory(PluralOperands(1, fractionDigits: 1)) == .other)
        #expect(language.pluralCategory(PluralOperands(0.5, fractionDigits: 1)) == .other)
        #expect(language.pluralCategory(-1) == .one)
    }

    @Test("French: one for 0 and 1 with any fraction, many for exact millions")
    func french() {
        let french = UILanguage.french
        for n in [0, 1] { #expect(french.pluralCategory(n) == .one) }
        for value in [0.0, 0.5, 1.0, 1.5] { #expect(french.pluralCategory(PluralOperands(value, fractionDigits: 1)) == .one, "\(value)") }
        for n in [1_000_000, 2_000_000, 10_000_000] { #expect(french.pluralCategory(n) == .many, "\(n)") }
        for n in [2, 16, 100, 1000, 10_000, 100_000, 1_000_001] { #expect(french.pluralCategory(n) == .other, "\(n)") }
        #expect(french.pluralCategory(PluralOperands(1_000_000, fractionDigits: 1)) == .other)
        #expect(french.pluralCategory(PluralOperands(2, fractionDigits: 1)) == .other)
    }

    @Test("Spanish: one for exactly 1, 1.0 too; many for exact millions")
    func spanish() {
        let spanish = UILanguage.spanish
        #expect(spanish.pluralCategory(1) == .one)
        #expect(spanish.pluralCategory(PluralOperands(1, fractionDigits: 2)) == .one)
        for n in [0, 2, 16, 100, 1000, 1_000_001] { #expect(spanish.pluralCategory(n) == .other, "\(n)") }
        #expect(spanish.pluralCategory(PluralOperands(0.5, fractionDigits: 1)) == .other)
        #expect(spanish.pluralCategory(1_000_000) == .many)
    }

    @Test("Japanese: other, always")
    func japanese() {
        for n in [0, 1, 2, 1_000_000] { #expect(UILanguage.japanese.pluralCategory(n) == .other) }
    }

    @Test("A language from its code, its region dropped")
    func languageCodes() {
        #expect(UILanguage(code: "de-CH") == .german)
        #expect(UILanguage(code: "FR_ca") == .french)
        #expect(UILanguage(code: "ja") == .japanese)
        #expect(UILanguage(code: "pt-BR") == nil)
        #expect(UILanguage(code: "") == nil)
        #expect(UILanguage.allCases.allSatisfy { !$0.isRightToLeft })
    }
}
