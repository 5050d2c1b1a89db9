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

                /// The cell's fields and messages.
                private let _configuration: QuantityConfiguration

                /// A Quantity of plain values; a message left out (`nil`) shows nothing.
                public init(title: String, name: String, in range: ClosedRange<Int>? = nil, errorMessage: String? = nil, hintText: String? = nil) {
                    _configuration = QuantityConfiguration(
                        title: title, name: name, range: range,
                        errorMessage: ComponentSlot("errorMessage", errorMessage.map {
                                SlotDefaults.view($0)
                            }),
                        hintText: ComponentSlot("hintText", hintText.map {
                                SlotDefaults.view($0)
                            }))
                }

                /// A Quantity whose messages are any views; a message left out shows nothing.
                public init(title: String, name: String, in range: ClosedRange<Int>? = nil, @ViewBuilder errorMessage: () -> some View, @ViewBuilder hintText: () -> some View = {
                        EmptyView()
                    }) {
                    _configuration = QuantityConfiguration(
                        title: title, name: name, range: range,
                        errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
                }

                /// A Quantity showing a model's values: the same as the initializer of plain values.
                public init(model: some QuantityModel) {
                    self.init(title: model.title_, name: model.name_, in: model.range_, errorMessage: model.errorMessage_, hintText: model.hintText_)
                }

                /// The Quantity of a style's configuration, for a style that shows the cell within.
                public init(_ configuration: QuantityConfiguration) {
                    _configuration = configuration
                }

                /// The cell in the style in effect, or its base look.
                public var body: some View {
                    StyledComponent(configuration: _configuration, base: QuantityBaseStyle())
                }
            }

            /// The values of a ``Quantity``, as an app's own model provides them: conform a type and
            /// show it with `Quantity(model:)`. Each value goes by its field's name (`title`) or by
            /// Fiori for SwiftUI's, the same with a trailing underscore (`title_`): write either.
            @ModelNamings
            public protocol QuantityModel {
                /// The title.
                var title: String {
                    get
                }
                /// The `title` field, as Fiori for SwiftUI spells it: write this one or `title`.
                var title_: String {
                    get
                }
                /// The `name` field.
                var name: String {
                    get
                }
                /// The `name` field, as Fiori for SwiftUI spells it: write this one or `name`.
                var name_: String {
                    get
                }
                /// The `range` field.
                var range: ClosedRange<Int>? {
                    get
                }
                /// The `range` field, as Fiori for SwiftUI spells it: write this one or `range`.
                var range_: ClosedRange<Int>? {
                    get
                }
                /// What is wrong with the value, or `nil`.
                var errorMessage: String? {
                    get
                }
                /// What is wrong with the value, as Fiori for SwiftUI spells it: write this one or `errorMessage`.
                var errorMessage_: String? {
                    get
                }
                /// What to enter, or `nil`.
                var hintText: String? {
                    get
                }
                /// What to enter, as Fiori for SwiftUI spells it: write this one or `hintText`.
                var hintText_: String? {
                    get
                }
            }

            /// The parts of a ``Quantity``, as a style lays them out.
            public struct QuantityConfiguration {
                /// The title.
                public let title: String
                /// The `name` field.
                public let name: String
                /// The `range` field.
                public let range: ClosedRange<Int>?
                /// What is wrong with the value: nothing when there is no error.
                public let errorMessage: FormCellMessage
                /// What to enter: nothing when there is no hint.
                public let hintText: FormCellMessage

                /// A configuration of these fields and messages, the messages' ids made from `name`.
                init(title: String, name: String, range: ClosedRange<Int>?, errorMessage: ComponentSlot, hintText: ComponentSlot) {
                    self.title = title
                    self.name = name
                    self.range = range
                    self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
                    self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
                }

                /// The titled control, described by the messages and invalid when there is an error.
                public var stepper: some View {
                    Quantity.stepper(self).describedBy(error: errorMessage, hint: hintText)
                }
            }

            /// A look of ``Quantity``: lays out its control and messages. Set it with `.componentStyle(_:)`.
            public protocol QuantityStyle: ComponentStyle where Configuration == QuantityConfiguration {
            }

            /// The base look of ``Quantity``: the control, its error beneath in the negative colour, then
            /// its hint; what a style of one's own can wrap.
            public struct QuantityBaseStyle: QuantityStyle {
                /// The base look.
                public init() {
                }

                public func makeBody(configuration: QuantityConfiguration) -> some View {
                    FormCellLayout(
                        component: "Quantity", control: configuration.stepper, errorMessage: configuration.errorMessage,
                        hintText: configuration.hintText)
                }
            }

            extension Quantity: View {
            }
            """#)
    }

    @Test(arguments: [
        ("@FormCell\nfinal class Quantity {}", "@FormCell makes a struct a form cell; put it on a struct", 1, 1),
        ("@FormCell\nstruct Quantity {\n    static func stepper(_ f: QuantityConfiguration) -> some View { f.title }\n}",
         "add 'enum Fields' with a case per field, e.g. 'case title(String)', 'case name(String)', 'case isOn(Bool)'", 2, 8),
        ("@FormCell\nstruct Quantity {\n    enum Fields {\n        case title\n    }\n}",
         "field 'title' needs one value: its type, e.g. 'case title(String)'", 4, 14),
        ("@FormCell\nstruct Quantity {\n    enum Fields {\n        case name(String)\n        case hintText(String?)\n    }\n}",
         "'hintText' is every form cell's own: leave it out of 'Fields'", 5, 14),
        ("@FormCell\nstruct Quantity {\n    enum Fields {\n        case title(String)\n    }\n}",
         "add 'case name(String)': the form field's name, which the messages' ids are made from", 3, 10),
        ("@FormCell\nstruct Quantity {\n    enum Fields {\n        case name(String)\n    }\n}",
         "add '@ViewBuilder static func control(_ field: QuantityConfiguration) -> some View': the cell's control, whose name is the configuration's property showing it", 2, 8),
    ])
    func aMistakeIsAnErrorThatSaysWhatToWrite(source: String, message: String, line: Int, column: Int) {
        let expanded = String(source.dropFirst("@FormCell\n".count))
            + (source.contains("struct") ? "\n\nextension Quantity: View {\n}" : "")
        Self.expand(source, expanded, diagnostics: [DiagnosticSpec(message: message, line: line, column: column)])
    }
}
