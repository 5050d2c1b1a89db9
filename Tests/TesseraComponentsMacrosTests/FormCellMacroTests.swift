import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import TesseraComponentsMacros
import Testing

/// `@FormCell`'s expansion: the source a form cell's fields and control become, and the errors a
/// mistaken declaration gets.
@Suite("The @FormCell macro")
struct FormCellMacroTests {
    static let macros: [String: MacroSpec] = ["FormCell": MacroSpec(type: FormCellMacro.self, conformances: ["View"])]

    static func expand(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func aFormCellGetsItsInitializersModelConfigurationStylesAndConformance() {
        Self.expand(
            """
            @FormCell
            public struct Quantity {
                public enum Fields {
                    /// The title.
                    case title(String)
                    case name(String)
                    case range(in: ClosedRange<Int>? = nil)
                }

                static func stepper(_ field: QuantityConfiguration) -> some View {
                    Stepper(field.title, name: field.name, value: 1)
                }
            }
            """,
            #"""
            EXPANSION
            """#)
    }
}
