import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import TesseraComponentsMacros
import Testing

/// `#specimen` and `@SpecimenCode`: the gallery's specimens show the code that made them.
@Suite("The gallery's #specimen and @SpecimenCode macros")
struct SpecimenMacroTests {
    static let macros: [String: MacroSpec] = [
        "specimen": MacroSpec(type: SpecimenMacro.self),
        "SpecimenCode": MacroSpec(type: SpecimenCodeMacro.self),
    ]

    static func expand(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func aSpecimenCarriesItsClosuresSourceDedentedAndEscaped() {
        Self.expand(
            #"""
            let s = #specimen("Any view", colorScheme: .dark) {
                KeyValueItem {
                    Label("Due \(days)", systemImage: "calendar")
                } value: {
                    Text("3 days\tlate")
                }
            }
            """#,
            #"""
            let s = GallerySpecimen("Any view", colorScheme: .dark, code: "KeyValueItem {\n    Label(\"Due \\(days)\", systemImage: \"calendar\")\n} value: {\n    Text(\"3 days\\tlate\")\n}") {
                KeyValueItem {
                    Label("Due \(days)", systemImage: "calendar")
                } value: {
                    Text("3 days\tlate")
                }
            }
            """#)
    }

    @Test func aPagesSampleIsShownAsItsCodeAndOtherNamesAsThemselves() {
        Self.expand(
            #"""
            let s = #specimen("Disabled") { keyValueItemSample.disabled().font(.footnoteSample) }
            """#,
            #"""
            let s = GallerySpecimen("Disabled", code: "\(keyValueItemSampleCode).disabled().font(.footnoteSample)") {
                keyValueItemSample.disabled().font(.footnoteSample)
            }
            """#)
    }

    @Test func aSamplesCodeIsKeptBesideIt() {
        Self.expand(
            #"""
            @SpecimenCode
            private static var tagSample: Tag {
                Tag(label: "Urgent")
            }
            """#,
            #"""
            private static var tagSample: Tag {
                Tag(label: "Urgent")
            }

            private static let tagSampleCode: String = "Tag(label: \"Urgent\")"
            """#)
    }

    @Test func aSpecimenWithoutAClosureIsExplained() {
        Self.expand(
            #"let s = #specimen("Plain values")"#,
            #"let s = #specimen("Plain values")"#,
            diagnostics: [DiagnosticSpec(message: #"write the specimen's content as a trailing closure: #specimen("Caption") { … }"#, line: 1, column: 9)])
    }
}
