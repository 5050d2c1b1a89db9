import Foundation
@_spi(Languages) import Tessera
import TesseraData
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
        (.deletedMeanwhile(entity: "Film"), ["Film"]), (.undoOfCreationRefused(entity: "Film"), ["Film"]),
        (.changedSinceOpened(entity: "Film"), ["Film"]), (.notDeleted, []), (.otherRowsStillReferToIt, []),
        (.cannotBeDeletedWhileReferredTo("Dune"), ["Dune"]), (.confirmDeletion(entity: "Film", title: "Dune", canBeUndone: true), ["Film", "Dune"]),
        (.confirmDeletion(entity: "Film", title: "Dune", canBeUndone: false), ["Film", "Dune"]), (.backTo(entity: "Film"), ["Film"]),
        (.allOfThem, []), (.rowsThatReferToIt, []), (.noChangesYet, []), (.noChangesFound, []), (.olderChanges, []),
        (.historyAction(.create), []), (.historyAction(.update), []), (.historyAction(.delete), []), (.changedBy("ada"), ["ada"]), (.changedBy(nil), []),
        (.undoExplanation(.create), []), (.undoExplanation(.update), []), (.undoExplanation(.delete), []), (.recentChanges(isYours: true), []),
        (.recentChanges(isYours: false), []), (.allChanges, []), (.person, []), (.anyone, []), (.table, []), (.everyTable, []),
        (.fromDay, []), (.toDay, []), (.dayPattern, []), (.show, []), (.everyChange, []), (.countsByValue, []), (.countBy, []),
        (.countByHelp("Rating"), ["Rating"]), (.suggestedCountsByValue, []), (.stopCountingBy("Rating"), ["Rating"]), (.noRows, []),
        (.showEveryValueAgain("Rating"), ["Rating"]), (.showOnlyTheseRows, []), (.moreValuesNotShown, []),
        (.tooSlowToCount(milliseconds: 200), ["200"]), (.noneYet, []), (.moreNotShownHere(12), ["12"]), (.allRowsOf("Payment"), ["Payment"]),
        (.deleteThisRow, []), (.open, []), (.openRow(2, of: "Payments"), ["2", "Payments"]), (.newInlineRow, []), (.relatedRows, []),
        (.relatedEditorsSaveAtOnce, []), (.remove, []), (.removeItem("Dune"), ["Dune"]), (.andMore(3), ["3"]), (.addTo("Actors"), ["Actors"]),
        (.find, []), (.noRowsFoundToAdd, []), (.add, []), (.addItem("Dune"), ["Dune"]), (.newRelatedRow("Payment"), ["Payment"]),
        (.generalInformation, []), (.sections, []), (.properties, []), (.actions, []), (.filterBar, []), (.sortBy, []), (.sort, []),
        (.nothingToShow, []), (.noTablesOrViews, []), (.largestTables, []), (.rowCount("about 16,000", isOne: false), ["about 16,000"]),
        (.rowCount("1", isOne: true), ["1"]), (.rowsUnavailable, []), (.noneChosen, []),
        (.noRowHasThisKey(value: "7", destination: "Store"), ["7", "Store"]), (.clear, []), (.clearItem("Store"), ["Store"]),
        (.searchFor(destination: "Store", label: "Store"), ["Store"]), (.searchFor(destination: "Staff", label: "Manager"), ["Staff", "Manager"]),
        (.findByNameOrKey, []), (.noneFound(destination: "Store", search: "Lethbridge"), ["Store", "Lethbridge"]),
        (.foundFor("Lethbridge"), ["Lethbridge"]), (.more, []), (.madeForAChoice("Dune"), ["Dune"]), (.yes, []), (.no, []), (.nothing, []),
        (.download, []), (.downloadItem("Picture"), ["Picture"]), (.andMoreRows, []), (.name, []), (.findOneIn("Store"), ["Store"]),
        (.unchanged, []), (.replaceWith("Picture"), ["Picture"]), (.uploadUpTo("10 MiB", keepsFile: true), ["10 MiB"]),
        (.uploadUpTo("10 MiB", keepsFile: false), ["10 MiB"]), (.aFileOf("12 kB"), ["12 kB"]), (.query, []), (.run, []), (.explain, []),
        (.readOnlyQueries, []), (.queryPlan, []), (.tablesYouMayQuery, []), (.lineAndColumn(line: 2, column: 14), ["2", "14"]),
        (.addressOfThisQuery, []), (.queryReturnedNoColumns, []), (.writeAQueryOfYourOwn, []), (.changesRowsKeptInHistory, []),
        (.theStatement, []), (.openInTheSQLPage, []), (.theQuery, []), (.currentPassword, []), (.newPassword, []), (.newPasswordAgain, []),
        (.failureTitle(status: 404, reason: "Not Found"), []), (.failureTitle(status: 403, reason: "Forbidden"), []),
        (.failureExplanation(status: 404, reason: "Not Found"), []), (.failureExplanation(status: 503, reason: "Service Unavailable"), []),
        (.goToTheStartPage, []), (.created("Dune"), ["Dune"]), (.saved("Dune"), ["Dune"]), (.nothingToSave, []), (.deleted("Dune"), ["Dune"]),
        (.refreshed("Rental totals"), ["Rental totals"]), (.undidChange("Dune"), ["Dune"]), (.undidDeletion("Dune"), ["Dune"]),
        (.undidCreation("Dune"), ["Dune"]), (.isInAlready("Dune", in: "Films"), ["Dune", "Films"]), (.added("Dune", to: "Films"), ["Dune", "Films"]),
        (.isNotIn("Dune", in: "Films"), ["Dune", "Films"]), (.changedMeanwhileIn("Dune", in: "Films"), ["Dune", "Films"]),
        (.removed("Dune", from: "Films"), ["Dune", "Films"]), (.savedQueryChanged("Raise prices", rows: 1, of: "film"), ["Raise prices", "film", "1"]),
        (.savedQueryChanged("Raise prices", rows: 12, of: "film"), ["Raise prices", "film", "12"]), (.noPageAtThisAddress, []), (.applicationIsReadOnly, []),
        (.rowsCannotBeChanged("Sales"), ["Sales"]), (.rowsAreReadOnly("Film", for: "ada"), ["Film", "ada"]), (.rowsAreReadOnly("Film", for: nil), ["Film"]),
        (.rulesForbidDeleting("Film"), ["Film"]), (.rulesForbidChanging("Film"), ["Film"]), (.keepsNoHistory, []), (.noTableNamed("flim"), ["flim"]),
        (.noRowWithKey("Film", key: "7"), ["Film", "7"]), (.nothingToDownload("picture"), ["picture"]),
        (.wasNotRefreshed("Rental totals", reason: "ERROR: locked"), ["Rental totals", "ERROR: locked"]), (.noDashboardNamed("sales"), ["sales"]),
        (.dashboardForbidden("Sales"), ["Sales"]), (.noSQLPage, ["--no-sql"]), (.sqlForbidden, ["allowsSQL"]), (.noSavedQueryNamed("top"), ["top"]),
        (.savedQueryForbidden("Top films"), ["Top films"]), (.savedQueryOnlyReads, []), (.queriesThatWriteDoNotRun, []),
        (.rulesForbidChangingBy("film", query: "Raise prices"), ["film", "Raise prices"]), (.savedQueryHasNoRows("Raise prices"), ["Raise prices"]),
        (.relatedRowsCannotBeChanged("Actors"), ["Actors"]), (.cannotBeRemoved("Dune", from: "Films"), ["Dune", "Films"]), (.noChangeToUndo("42"), ["42"]),
        (.undoNotYours("Film"), ["Film"]), (.deletedAfterThisChange("Dune"), ["Dune"]), (.deletedMeanwhileNothingUndone("Dune"), ["Dune"]),
        (.deletedAlready("Dune"), ["Dune"]), (.existsAgain("Dune"), ["Dune"]), (.bulkForbidden("Film"), ["Film"]), (.noRowsChosen, []),
        (.listFindsTooMany(500), ["500"]), (.atMostRowsAtOnce(500), ["500"]), (.confirmationNamesNoRows, []), (.chooseTheClearAgain, []),
        (.chooseTheFileAgain, []), (.controlNoLongerOnForm, []), (.inlineRowsHaveMistakes, []),
        (.inlineRowChangedMeanwhile(savedNow: ["Amount: 4.99", "Date: 2026-12-01"]), ["Amount: 4.99", "Date: 2026-12-01"]),
        (.inlineRowChangedMeanwhile(savedNow: []), []), (.inlineRowDeletedMeanwhile, []),
        (.select, []), (.selectRow("Dune"), ["Dune"]), (.openRowNamed("Dune"), ["Dune"]),
        (.sqlResult(rows: 3, time: "1.2 ms", isFirstOnly: false), ["3", "1.2 ms"]), (.sqlResult(rows: 1, time: "4 ms", isFirstOnly: true), ["4 ms"]), (.sqlResult(rows: 1000, time: "4 ms", isFirstOnly: true), ["4 ms"]),
        (.duration(milliseconds: 0.01), ["0"]), (.chartSubtitle(showsAll: false, limit: 24, by: "Payment date"), ["24"]),
        (.chartSubtitle(showsAll: true, limit: 24, by: nil), []), (.emptyValue, []), (.blankValue, []), (.imageKind(.png), ["PNG"]),
        (.fileKind(.pdf), ["PDF"]), (.bytes(12), ["12"]), (.notInUploadFolder("dune.png"), ["dune.png"]),
        (.kindOfTable(.table, isEditableView: false, isReadOnly: true), []), (.kindOfTable(.view, isEditableView: true, isReadOnly: false), []),
        (.kindOfTable(.materializedView, isEditableView: false, isReadOnly: false), []), (.queryFieldHint(.date, column: "rental.rental_date"), ["rental.rental_date"]),
        (.queryFieldHint(.integer, column: nil), []), (.rowsHeading, []), (.kindHeading, []),
        (.fieldMistake(.required), []),
        (.deleteRows(3), ["3"]), (.deleteRows(1), ["1"]), (.applyToRows(3), ["3"]), (.bulkRows, []), (.theRowsTicked, []), (.everyRowOnThisPage, []),
        (.allRowsThisListFinds(42), ["42"]), (.setColumn, []), (.setTo, []), (.setEllipsis, []), (.emptyChoice, []),
        (.bulkQuestion(action: "Archive", rows: 3, of: "Customer"), ["Archive", "3", "Customer"]), (.bulkQuestion(action: "Archive", rows: 1, of: "Customer"), ["Archive", "Customer"]),
        (.bulkSetQuestion(column: "Name", to: "Renamed", rows: 2, of: "Customer"), ["Name", "Renamed", "2", "Customer"]),
        (.bulkSetQuestion(column: "Name", to: nil, rows: 1, of: "Customer"), ["Name", "Customer"]), (.bulkRefusal(.deletedMeanwhile), []),
        (.bulkRefusal(.changedAfterYouConfirmed), []), (.bulkRefusal(.readOnlyForYou), []), (.bulkRefusal(.rulesForbidDeleting), []),
        (.bulkRefusal(.rulesForbidChanging), []), (.bulkRefusal(.changedMeanwhile), []), (.columnCannotBeChangedHere("Name"), ["Name"]),
        (.bulkNotice(action: "Archive", done: 3, refused: ["Film 7: gone"], more: 2), ["Archive", "3", "Film 7: gone", "2"]),
        (.bulkNotice(action: "Archive", done: 1, refused: [], more: 0), ["Archive", "1"]),
        (.bulkActionTitle(name: "delete", title: "Delete", isBuiltIn: true), []), (.bulkActionTitle(name: "set", title: "Set a column", isBuiltIn: true), []),
        (.rowsFound, []), (.noneChosenNow, []), (.chosenRow("Dune"), ["Dune"]), (.searchFailed(status: "503"), ["503"]), (.moreEllipsis, []),
        (.foundCount("12", orMore: false), ["12"]), (.foundCount("20", orMore: true), ["20"]), (.nothingFound, []), (.editAsText, []), (.tablesAndColumns, []),
        (.stillReferredTo("customer"), ["customer"]), (.stillUsedBy("customer", by: ["rental", "payment"]), ["customer", "rental", "payment"]),
        (.notAdded("Dune", to: "Films", reason: "why"), ["Dune", "Films", "why"]), (.notRemoved("Dune", from: "Films", reason: "why"), ["Dune", "Films", "why"]),
        (.notRestored("Dune", reason: "why"), ["Dune", "why"]), (.undoLacksColumn, []),
        (.undoCannotRestore("Picture", reason: .historyKeepsOnlyTheSize, message: FieldError.Reason.historyKeepsOnlyTheSize.message), ["Picture"]),
        (.undoCannotRestore("Picture", reason: nil, message: "is odd"), ["Picture", "is odd"]), (.inlineRowOfDeletedMeanwhile("Payments"), ["Payments"]),
        (.thisRowCannotBeDeleted, []), (.thisRowCannotBeChanged, []), (.cannotBeSet("x", in: "Length", reason: "why"), ["x", "Length", "why"]),
        (.skipToTheRows, []), (.readOnly, []), (.passwordIsSet, []), (.mustBeGivenAWholeNumber, []), (.filesCouldNotBeKept("disk full"), ["disk full"]),
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
        case .undoOfCreationRefused: 48
        case .changedSinceOpened: 49
        case .notDeleted: 50
        case .otherRowsStillReferToIt: 51
        case .cannotBeDeletedWhileReferredTo: 52
        case .confirmDeletion: 53
        case .backTo: 54
        case .allOfThem: 55
        case .rowsThatReferToIt: 56
        case .noChangesYet: 57
        case .noChangesFound: 58
        case .olderChanges: 59
        case .historyAction: 60
        case .changedBy: 61
        case .undoExplanation: 62
        case .recentChanges: 63
        case .allChanges: 64
        case .person: 65
        case .anyone: 66
        case .table: 67
        case .everyTable: 68
        case .fromDay: 69
        case .toDay: 70
        case .dayPattern: 71
        case .show: 72
        case .everyChange: 73
        case .countsByValue: 74
        case .countBy: 75
        case .countByHelp: 76
        case .suggestedCountsByValue: 77
        case .stopCountingBy: 78
        case .noRows: 79
        case .showEveryValueAgain: 80
        case .showOnlyTheseRows: 81
        case .moreValuesNotShown: 82
        case .tooSlowToCount: 83
        case .noneYet: 84
        case .moreNotShownHere: 85
        case .allRowsOf: 86
        case .deleteThisRow: 87
        case .open: 88
        case .openRow: 89
        case .newInlineRow: 90
        case .relatedRows: 91
        case .relatedEditorsSaveAtOnce: 92
        case .remove: 93
        case .removeItem: 94
        case .andMore: 95
        case .addTo: 96
        case .find: 97
        case .noRowsFoundToAdd: 98
        case .add: 99
        case .addItem: 100
        case .newRelatedRow: 101
        case .generalInformation: 102
        case .sections: 103
        case .properties: 104
        case .actions: 105
        case .filterBar: 106
        case .sortBy: 107
        case .sort: 108
        case .nothingToShow: 109
        case .noTablesOrViews: 110
        case .largestTables: 111
        case .rowCount: 112
        case .rowsUnavailable: 113
        case .noneChosen: 114
        case .noRowHasThisKey: 115
        case .clear: 116
        case .clearItem: 117
        case .searchFor: 118
        case .findByNameOrKey: 119
        case .noneFound: 120
        case .foundFor: 121
        case .more: 122
        case .madeForAChoice: 123
        case .yes: 124
        case .no: 125
        case .nothing: 126
        case .download: 127
        case .downloadItem: 128
        case .andMoreRows: 129
        case .name: 130
        case .findOneIn: 131
        case .unchanged: 132
        case .replaceWith: 133
        case .uploadUpTo: 134
        case .aFileOf: 135
        case .query: 136
        case .run: 137
        case .explain: 138
        case .readOnlyQueries: 139
        case .queryPlan: 140
        case .tablesYouMayQuery: 141
        case .lineAndColumn: 142
        case .addressOfThisQuery: 143
        case .queryReturnedNoColumns: 144
        case .writeAQueryOfYourOwn: 145
        case .changesRowsKeptInHistory: 146
        case .theStatement: 147
        case .openInTheSQLPage: 148
        case .theQuery: 149
        case .currentPassword: 150
        case .newPassword: 151
        case .newPasswordAgain: 152
        case .failureTitle: 153
        case .failureExplanation: 154
        case .goToTheStartPage: 155
        case .created: 156
        case .saved: 157
        case .nothingToSave: 158
        case .deleted: 159
        case .refreshed: 160
        case .undidChange: 161
        case .undidDeletion: 162
        case .undidCreation: 163
        case .isInAlready: 164
        case .added: 165
        case .isNotIn: 166
        case .changedMeanwhileIn: 167
        case .removed: 168
        case .savedQueryChanged: 169
        case .noPageAtThisAddress: 170
        case .applicationIsReadOnly: 171
        case .rowsCannotBeChanged: 172
        case .rowsAreReadOnly: 173
        case .rulesForbidDeleting: 174
        case .rulesForbidChanging: 175
        case .keepsNoHistory: 176
        case .noTableNamed: 177
        case .noRowWithKey: 178
        case .nothingToDownload: 179
        case .wasNotRefreshed: 180
        case .noDashboardNamed: 181
        case .dashboardForbidden: 182
        case .noSQLPage: 183
        case .sqlForbidden: 184
        case .noSavedQueryNamed: 185
        case .savedQueryForbidden: 186
        case .savedQueryOnlyReads: 187
        case .queriesThatWriteDoNotRun: 188
        case .rulesForbidChangingBy: 189
        case .savedQueryHasNoRows: 190
        case .relatedRowsCannotBeChanged: 191
        case .cannotBeRemoved: 192
        case .noChangeToUndo: 193
        case .undoNotYours: 194
        case .deletedAfterThisChange: 195
        case .deletedMeanwhileNothingUndone: 196
        case .deletedAlready: 197
        case .existsAgain: 198
        case .bulkForbidden: 199
        case .noRowsChosen: 200
        case .listFindsTooMany: 201
        case .atMostRowsAtOnce: 202
        case .confirmationNamesNoRows: 203
        case .chooseTheClearAgain: 204
        case .chooseTheFileAgain: 205
        case .controlNoLongerOnForm: 206
        case .inlineRowsHaveMistakes: 207
        case .inlineRowChangedMeanwhile: 208
        case .inlineRowDeletedMeanwhile: 209
        case .select: 210
        case .selectRow: 211
        case .openRowNamed: 212
        case .sqlResult: 213
        case .duration: 214
        case .chartSubtitle: 215
        case .emptyValue: 216
        case .blankValue: 217
        case .imageKind: 218
        case .fileKind: 219
        case .bytes: 220
        case .notInUploadFolder: 221
        case .kindOfTable: 222
        case .queryFieldHint: 223
        case .rowsHeading: 224
        case .kindHeading: 225
        case .fieldMistake: 226
        case .deleteRows: 227
        case .applyToRows: 228
        case .bulkRows: 229
        case .theRowsTicked: 230
        case .everyRowOnThisPage: 231
        case .allRowsThisListFinds: 232
        case .setColumn: 233
        case .setTo: 234
        case .setEllipsis: 235
        case .emptyChoice: 236
        case .bulkQuestion: 237
        case .bulkSetQuestion: 238
        case .bulkRefusal: 239
        case .columnCannotBeChangedHere: 240
        case .bulkNotice: 241
        case .bulkActionTitle: 242
        case .rowsFound: 243
        case .noneChosenNow: 244
        case .chosenRow: 245
        case .searchFailed: 246
        case .moreEllipsis: 247
        case .foundCount: 248
        case .nothingFound: 249
        case .editAsText: 250
        case .tablesAndColumns: 251
        case .stillReferredTo: 252
        case .stillUsedBy: 253
        case .notAdded: 254
        case .notRemoved: 255
        case .notRestored: 256
        case .undoLacksColumn: 257
        case .undoCannotRestore: 258
        case .inlineRowOfDeletedMeanwhile: 259
        case .thisRowCannotBeDeleted: 260
        case .thisRowCannotBeChanged: 261
        case .cannotBeSet: 262
        case .skipToTheRows: 263
        case .readOnly: 264
        case .passwordIsSet: 265
        case .mustBeGivenAWholeNumber: 266
        case .filesCouldNotBeKept: 267
        }
    }

    /// Texts rightly the same in English and a language: words the languages share, and a
    /// field's mistakes, which are their values and punctuation.
    private static let sameAsEnglish: Set<String> = [
        "fr Application", "fr Tables", "fr Pages", "fr Page 7", "de Person", "fr Table", "fr Sections", "fr Actions", "es No", "de Name", "de Title: must not be empty; is too long",
        "es Title: must not be empty; is too long", "es 12 bytes",
    ]

    @Test func everyCaseHasASample() {
        #expect(Set(Self.samples.map { Self.caseNumber($0.0) }) == Set(0...267))
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

    /// Every reason a value is refused, with the values it must show.
    private static let reasons: [(FieldError.Reason, [String])] = [
        (.required, []), (.containsNUL, ["NUL"]), (.notAWholeNumber, []), (.wholeNumberWithDecimalPoint, []), (.notBetween("-128", "127"), ["-128", "127"]),
        (.notANumber, []), (.notADecimal, ["12.50"]), (.tooManyFractionDigits(2), ["2"]), (.tooLong(maximum: 50, actual: 61), ["50", "61"]),
        (.notTrueOrFalse, []), (.notADate, ["2006-02-15"]), (.notADateAndTime, ["2006-02-15 04:34:33"]), (.notAUUID, ["123e4567-e89b-12d3-a456-426614174000"]),
        (.notJSON, ["JSON"]), (.binaryAsText, []), (.computedByTheDatabase, []), (.binaryNotChangedHere, []), (.binaryInColumnOf("TEXT"), ["TEXT"]),
        (.binaryInColumnOf(""), []), (.sqliteKeepsNoNaN, ["SQLite", "NaN"]), (.sqliteKeepsNoNaNInDecimal, ["SQLite", "NaN"]), (.sqliteWouldRound("12345678901234568"), ["12345678901234568"]),
        (.alreadyUsed(entity: "customer"), ["customer"]), (.alreadyUsedTogether(with: ["store_id", "email"], entity: "customer"), ["store_id", "email", "customer"]),
        (.brokenRule("positive_amount", entity: "payment"), ["positive_amount", "payment"]), (.refersToNoRow(entity: "store", key: "store_id 9"), ["store", "store_id 9"]),
        (.notAValueOf(type: "mpaa_rating", reason: "invalid input value"), ["mpaa_rating", "invalid input value"]), (.historyKeepsOnlyTheSize, []),
        (.notOneOf(["G", "PG", "R"]), ["G", "PG", "R"]), (.fileLargerThan(mebibytes: 10), ["10"]),
    ]

    private static func reasonNumber(_ reason: FieldError.Reason) -> Int {
        switch reason {
        case .required: 0
        case .containsNUL: 1
        case .notAWholeNumber: 2
        case .wholeNumberWithDecimalPoint: 3
        case .notBetween: 4
        case .notANumber: 5
        case .notADecimal: 6
        case .tooManyFractionDigits: 7
        case .tooLong: 8
        case .notTrueOrFalse: 9
        case .notADate: 10
        case .notADateAndTime: 11
        case .notAUUID: 12
        case .notJSON: 13
        case .binaryAsText: 14
        case .computedByTheDatabase: 15
        case .binaryNotChangedHere: 16
        case .binaryInColumnOf: 17
        case .sqliteKeepsNoNaN: 18
        case .sqliteKeepsNoNaNInDecimal: 19
        case .sqliteWouldRound: 20
        case .alreadyUsed: 21
        case .alreadyUsedTogether: 22
        case .brokenRule: 23
        case .refersToNoRow: 24
        case .notAValueOf: 25
        case .historyKeepsOnlyTheSize: 26
        case .notOneOf: 27
        case .fileLargerThan: 28
        }
    }

    /// A field's mistakes, which the data layer gives typed, are said in every language.
    @Test(arguments: UILanguage.allCases.filter { $0 != .english })
    func everyFieldMistakeIsTranslated(_ language: UILanguage) {
        #expect(Set(Self.reasons.map { Self.reasonNumber($0.0) }) == Set(0...28))
        #expect(Set(Self.reasons.map(\.0.message)).count == Self.reasons.count, "ValidationError.reasons is keyed by the English: no two reasons may say the same")
        for (reason, values) in Self.reasons {
            let english = DirectText.fieldMistake(reason).text(in: .english, locale: Locale(identifier: "en_US"))
            #expect(english == reason.message)
            let text = DirectText.fieldMistake(reason).text(in: language, locale: Locale(identifier: language.code))
            #expect(text != english, "\(reason) is not translated into \(language): \(text)")
            for value in values {
                #expect(text.contains(value) && english.contains(value), "\(reason) in \(language) shows \(value): \(text)")
            }
        }
    }

    @Test func englishNamesATableInsideASentenceInSmallLetters() {
        #expect(DirectText.newRow(entity: "Film").text(in: .english, locale: Locale(identifier: "en_US")) == "New film")
        #expect(DirectText.newRow(entity: "Film").text(in: .german, locale: Locale(identifier: "de")) == "Neu: Film", "German nouns keep their capital")
    }
}
