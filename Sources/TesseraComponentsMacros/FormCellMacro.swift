import SwiftSyntax
import SwiftSyntaxMacros

/// `@FormCell`: a form cell's initializers and body (members), its model, configuration, style and
/// base style (peers), and its `View` conformance (an extension). See `FormCell()` in
/// TesseraComponents for what each is for.
public struct FormCellMacro: MemberMacro, PeerMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let cell = try FormCellDeclaration(declaration)
        let access = cell.access
        let name = cell.name
        let fields = cell.fields
        let parameters = fields.map(\.parameter).joined(separator: ", ")
        let fieldArguments = fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        // The underscored names, which a type writing only the plain ones gives through the defaults.
        let modelArguments = fields.map { $0.argument("model.\($0.name)_") }.joined(separator: ", ")
        return [
            """
            /// The cell's fields and messages.
            private let _configuration: \(raw: name)Configuration
            """,
            """
            /// A \(raw: name) of plain values; a message left out (`nil`) shows nothing.
            \(raw: access)init(\(raw: parameters), errorMessage: String? = nil, hintText: String? = nil) {
                _configuration = \(raw: name)Configuration(
                    \(raw: fieldArguments),
                    errorMessage: ComponentSlot("errorMessage", errorMessage.map { SlotDefaults.view($0) }),
                    hintText: ComponentSlot("hintText", hintText.map { SlotDefaults.view($0) }))
            }
            """,
            """
            /// A \(raw: name) whose messages are any views; a message left out shows nothing.
            \(raw: access)init(\(raw: parameters), @ViewBuilder errorMessage: () -> some View, @ViewBuilder hintText: () -> some View = { EmptyView() }) {
                _configuration = \(raw: name)Configuration(
                    \(raw: fieldArguments),
                    errorMessage: ComponentSlot("errorMessage", errorMessage()), hintText: ComponentSlot("hintText", hintText()))
            }
            """,
            """
            /// A \(raw: name) showing a model's values: the same as the initializer of plain values.
            \(raw: access)init(model: some \(raw: name)Model) {
                self.init(\(raw: modelArguments), errorMessage: model.errorMessage_, hintText: model.hintText_)
            }
            """,
            """
            /// The \(raw: name) of a style's configuration, for a style that shows the cell within.
            \(raw: access)init(_ configuration: \(raw: name)Configuration) {
                _configuration = configuration
            }
            """,
            """
            /// The cell in the style in effect, or its base look.
            \(raw: access)var body: some View {
                StyledComponent(configuration: _configuration, base: \(raw: name)BaseStyle())
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // The member expansion reports a declaration's mistakes; reported twice they read as two.
        guard let cell = try? FormCellDeclaration(declaration) else { return [] }
        let access = cell.access
        let name = cell.name
        let fields = cell.fields
        let requirements = fields.map { field in
            (field.documentation + [
                "var \(field.name): \(field.type) { get }",
                "/// The `\(field.name)` field, as Fiori for SwiftUI spells it: write this one or `\(field.name)`.",
                "var \(field.name)_: \(field.type) { get }",
            ]).map { "    " + $0 }.joined(separator: "\n")
        }
        let properties = fields.map { field in
            (field.documentation + ["\(access)let \(field.name): \(field.type)"]).map { "    " + $0 }.joined(separator: "\n")
        }
        let parameters = fields.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        let assignments = fields.map { "        self.\($0.name) = \($0.name)" }.joined(separator: "\n")
        return [
            """
            /// The values of a ``\(raw: name)``, as an app's own model provides them: conform a type and
            /// show it with `\(raw: name)(model:)`. Each value goes by its field's name (`title`) or by
            /// Fiori for SwiftUI's, the same with a trailing underscore (`title_`): write either.
            @ModelNamings
            \(raw: access)protocol \(raw: name)Model {
            \(raw: requirements.joined(separator: "\n"))
                /// What is wrong with the value, or `nil`.
                var errorMessage: String? { get }
                /// What is wrong with the value, as Fiori for SwiftUI spells it: write this one or `errorMessage`.
                var errorMessage_: String? { get }
                /// What to enter, or `nil`.
                var hintText: String? { get }
                /// What to enter, as Fiori for SwiftUI spells it: write this one or `hintText`.
                var hintText_: String? { get }
            }
            """,
            """
            /// The parts of a ``\(raw: name)``, as a style lays them out.
            \(raw: access)struct \(raw: name)Configuration {
            \(raw: properties.joined(separator: "\n"))
                /// What is wrong with the value: nothing when there is no error.
                \(raw: access)let errorMessage: FormCellMessage
                /// What to enter: nothing when there is no hint.
                \(raw: access)let hintText: FormCellMessage

                /// A configuration of these fields and messages, the messages' ids made from `name`.
                init(\(raw: parameters), errorMessage: ComponentSlot, hintText: ComponentSlot) {
            \(raw: assignments)
                    self.errorMessage = FormCellMessage(errorMessage, field: name, kind: "error")
                    self.hintText = FormCellMessage(hintText, field: name, kind: "hint")
                }

                /// The titled control, described by the messages and invalid when there is an error.
                \(raw: access)var \(raw: cell.control): some View {
                    \(raw: name).\(raw: cell.control)(self).describedBy(error: errorMessage, hint: hintText)
                }
            }
            """,
            """
            /// A look of ``\(raw: name)``: lays out its control and messages. Set it with `.componentStyle(_:)`.
            \(raw: access)protocol \(raw: name)Style: ComponentStyle where Configuration == \(raw: name)Configuration {}
            """,
            """
            /// The base look of ``\(raw: name)``: the control, its error beneath in the negative colour, then
            /// its hint; what a style of one's own can wrap.
            \(raw: access)struct \(raw: name)BaseStyle: \(raw: name)Style {
                /// The base look.
                \(raw: access)init() {}

                \(raw: access)func makeBody(configuration: \(raw: name)Configuration) -> some View {
                    FormCellLayout(
                        component: \(literal: name), control: configuration.\(raw: cell.control), errorMessage: configuration.errorMessage,
                        hintText: configuration.hintText)
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): View {}")]
    }
}
