import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import TesseraComponentsMacros
import Testing

/// `@ModelNamings`: the defaults that let a type conform to a model by Tessera's names or by Fiori
/// for SwiftUI's, with a trailing underscore.
@Suite("The @ModelNamings macro")
struct ModelNamingsMacroTests {
    static let macros: [String: MacroSpec] = ["ModelNamings": MacroSpec(type: ModelNamingsMacro.self)]

    static func expand(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func eachPairGetsADefaultForEitherHalfAndWhatNeitherGives() {
        Self.expand(
            """
            @ModelNamings
            public protocol BadgeModel {
                var title: String { get }
                var title_: String { get }
                var detail: String? { get }
                var detail_: String? { get }
                var tags: [String] { get }
                var tags_: [String] { get }
                var unpaired: Int { get }
            }
            """,
            """
            public protocol BadgeModel {
                var title: String { get }
                var title_: String { get }
                var detail: String? { get }
                var detail_: String? { get }
                var tags: [String] { get }
                var tags_: [String] { get }
                var unpaired: Int { get }
            }

            extension BadgeModel {
                /// `title` as Fiori for SwiftUI spells it, for a type that writes `title`: its value.
                public var title_: String {
                    title
                }

                /// `title`, for a type that writes `title_` (Fiori for SwiftUI's spelling): its value.
                public var title: String {
                    ModelNamingDefaults.value("BadgeModel.title", of: Self.self, read: {
                            title_
                        }, neither: {
                            ModelNamingDefaults.missing("title", in: "BadgeModel", of: Self.self)
                        })
                }

                /// `detail` as Fiori for SwiftUI spells it, for a type that writes `detail`: its value.
                public var detail_: String? {
                    detail
                }

                /// `detail`, for a type that writes `detail_` (Fiori for SwiftUI's spelling): its value.
                public var detail: String? {
                    ModelNamingDefaults.value("BadgeModel.detail", of: Self.self, read: {
                            detail_
                        }, neither: {
                            nil
                        })
                }

                /// `tags` as Fiori for SwiftUI spells it, for a type that writes `tags`: its value.
                public var tags_: [String] {
                    tags
                }

                /// `tags`, for a type that writes `tags_` (Fiori for SwiftUI's spelling): its value.
                public var tags: [String] {
                    ModelNamingDefaults.value("BadgeModel.tags", of: Self.self, read: {
                            tags_
                        }, neither: {
                            []
                        })
                }
            }
            """)
    }

    @Test func onAnythingButAProtocolItSaysWhereItGoes() {
        Self.expand(
            "@ModelNamings\nstruct Badge {}",
            "struct Badge {}",
            diagnostics: [DiagnosticSpec(message: "@ModelNamings gives a model protocol its defaults; put it on a protocol", line: 1, column: 1)])
    }
}
