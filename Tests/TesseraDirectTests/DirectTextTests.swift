import Foundation
@_spi(Languages) import Tessera
@_spi(Languages) import TesseraDirect
import Testing

/// The application's own texts in every language: none missing (the compiler sees to that),
/// none left in English, and every value a text is given shown in it.
@Suite("The application's texts in five languages")
struct DirectTextTests {
    /// Each case at least once, with the values it must show: ``caseNumber(_:)`` fails to compile
    /// when a case is added, and ``everyCaseHasASample()`` fails until a sample of it is here.
    private static let samples: [(DirectText, [String])] = [
        (.skipToContent, []), (.application, []), (.breadcrumb, []), (.history, []), (.historyHelp, []), (.filterTheTables, []),
        (.tables, []), (.signedInAs("ada", roles: ["admin", "staff"]), ["ada", "admin", "staff"]), (.signedInAs("ben", roles: []), ["ben"]),
        (.signedInAsHelp("ada", roles: ["admin"]), ["ada", "admin"]), (.changePassword, []), (.signOut, []), (.edit, []), (.delete, []),
        (.save, []), (.saveAndAddAnother, []), (.saveAndContinueEditing, []), (.cancel, []), (.undo, []), (.search, []), (.searchText, []),
        (.filter, []), (.filters, []), (.any, []), (.rangeFrom("Length"), ["Length"]), (.rangeTo("Length"), ["Length"]), (.showEveryRow, []),
        (.previousPage, []), (.nextPage, []), (.page(7), ["7"]), (.pages, []), (.csvHelp(entity: "Film"), ["Film"]),
        (.jsonHelp(entity: "Film"), ["Film"]), (.newRow(entity: "Film"), ["Film"]), (.saveMine, []), (.putTheseBack, []),
        (.nothingSavedCorrectTheMarkedFields, []), (.fieldMistakes("Title", ["must not be empty", "is too long"]), ["Title", "must not be empty", "is too long"]),
        (.undoRefused(entity: "Film", by: "ada", time: "2026-12-01 10:00"), ["Film", "ada", "2026-12-01 10:00"]),
        (.undoRefused(entity: "Film", by: nil, time: "2026-12-01 10:00"), ["Film", "2026-12-01 10:00"]), (.undoValuesAreTheSame, []),
        (.undoFormHoldsTheValuesBefore, []), (.property, []), (.savedNow, []), (.beforeTheChange, []), (.yours, []),
        (.changedMeanwhile(entity: "Film"), ["Film"]), (.valuesAreTheSameAsSaved, []), (.formStillHoldsYourValues, []),
        (.deletedMeanwhile(entity: "Film"), ["Film"]),
    ]

    private static func caseNumber(_ text: DirectText) -> Int {
        switch text {
        case .skipToContent: 0
        case .application: 1
        case .breadcrumb: 2
        case .history: 3
        case .historyHelp: 4
        case .filterTheTables: 5
        case .tables: 6
        case .signedInAs: 7
        case .signedInAsHelp: 8
        case .changePassword: 9
        case .signOut: 10
        case .edit: 11
        case .delete: 12
        case .save: 13
        case .saveAndAddAnother: 14
        case .saveAndContinueEditing: 15
        case .cancel: 16
        case .undo: 17
        case .search: 18
        case .searchText: 19
        case .filter: 20
        case .filters: 21
        case .any: 22
        case .rangeFrom: 23
        case .rangeTo: 24
        case .showEveryRow: 25
        case .previousPage: 26
        case .nextPage: 27
        case .page: 28
        case .pages: 29
        case .csvHelp: 30
        case .jsonHelp: 31
        case .newRow: 32
        case .saveMine: 33
        case .putTheseBack: 34
        case .nothingSavedCorrectTheMarkedFields: 35
        case .fieldMistakes: 36
        case .undoRefused: 37
        case .undoValuesAreTheSame: 38
        case .undoFormHoldsTheValuesBefore: 39
        case .property: 40
        case .savedNow: 41
        case .beforeTheChange: 42
        case .yours: 43
        case .changedMeanwhile: 44
        case .valuesAreTheSameAsSaved: 45
        case .formStillHoldsYourValues: 46
        case .deletedMeanwhile: 47
        }
    }

    /// Texts rightly the same in English and a language: words the languages share, and a
    /// field's mistakes, which are their values and punctuation.
    private static let sameAsEnglish: Set<String> = [
        "fr Application", "fr Tables", "fr Pages", "fr Page 7", "de Title: must not be empty; is too long",
        "es Title: must not be empty; is too long",
    ]

    @Test func everyCaseHasASample() {
        #expect(Set(Self.samples.map { Self.caseNumber($0.0) }) == Set(0...47))
    }

    @Test(arguments: UILanguage.allCases.filter { $0 != .english })
    func everyTextIsTranslatedAndKeepsItsValues(_ language: UILanguage) {
        for (message, values) in Self.samples {
            let english = message.text(in: .english, locale: Locale(identifier: "en_US"))
            let text = message.text(in: language, locale: Locale(identifier: language.code))
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(message) in \(language)")
            if !Self.sameAsEnglish.contains("\(language.code) \(english)") {
                #expect(text != english, "\(message) is not translated into \(language): \(text)")
            }
            for value in values {
                #expect(text.contains(value), "\(message) in \(language) shows \(value): \(text)")
                #expect(english.localizedCaseInsensitiveContains(value), "\(message) in English shows \(value): \(english)")
            }
        }
    }

    @Test func englishNamesATableInsideASentenceInSmallLetters() {
        #expect(DirectText.newRow(entity: "Film").text(in: .english, locale: Locale(identifier: "en_US")) == "New film")
        #expect(DirectText.newRow(entity: "Film").text(in: .german, locale: Locale(identifier: "de")) == "Neu: Film", "German nouns keep their capital")
    }
}
