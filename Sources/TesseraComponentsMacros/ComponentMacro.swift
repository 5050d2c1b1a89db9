import SwiftSyntax
import SwiftSyntaxMacros

/// `@Component`: a component's initializers and body (members), its model, style, configuration
/// and base style (peers), and its `View` conformance (an extension). See `Component()` in
/// TesseraComponents for what each is for.
public struct ComponentMacro: MemberMacro, PeerMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let component = try ComponentDeclaration(declaration)
        let access = component.access
        let name = component.name
        let slots = component.slots

        let builders = try ComponentDeclaration.builders(of: node, slots: slots)
        let builderParameters = slots.map { slot in
            let builder = builders[slot.name] ?? "ViewBuilder"
            return switch slot.kind {
            case .required: "@\(builder) \(slot.name): () -> some View"
            case .optional, .list: "@\(builder) \(slot.name): () -> some View = { EmptyView() }"
            }
        }
        let builderSlots = slots.map { "\($0.name): ComponentSlot(\(literal($0.name)), \($0.name)())" }

        let valueParameters = slots.map { slot in
            switch slot.kind {
            case .required: "\(slot.name): \(slot.type)"
            case .optional: "\(slot.name): \(slot.type) = nil"
            case .list: "\(slot.name): \(slot.type) = []"
            }
        }
        let valueSlots = slots.map { slot in
            switch slot.kind {
            case .required, .list: "\(slot.name): ComponentSlot(\(literal(slot.name)), SlotDefaults.view(\(slot.name)))"
            case .optional: "\(slot.name): ComponentSlot(\(literal(slot.name)), \(slot.name).map { SlotDefaults.view($0) })"
            }
        }
        // The underscored names: a type that writes both (its own `title` is another thing) means
        // its `title_` for the slot; one that writes only `title` gives it through the default.
        let modelArguments = slots.map { "\($0.name): model.\($0.name)_" }

        // The same initializer with styled text (bold, links) for each text slot.
        let textSlots = slots.filter { $0.type == "String" || $0.type == "String?" }
        let attributedParameters = slots.map { slot in
            guard textSlots.contains(where: { $0.name == slot.name }) else { return valueParameters[slots.firstIndex { $0.name == slot.name }!] }
            if case .required = slot.kind { return "\(slot.name): SlotAttributedString" }
            return "\(slot.name): SlotAttributedString? = nil"
        }
        var attributedInitializer: [DeclSyntax] = []
        // Only with a required text: were every text optional, a call that gives none (or gives a
        // literal for an optional one) would fit both initializers alike.
        if textSlots.contains(where: { $0.type == "String" }) {
            attributedInitializer.append(
                """
                /// A \(raw: name) of plain values whose texts are attributed strings (bold, italic, code,
                /// links), each shown as a `Text` of its runs; a slot left out shows nothing.
                \(raw: access)init(\(raw: attributedParameters.joined(separator: ", "))) {
                    _configuration = \(raw: name)Configuration(\(raw: valueSlots.joined(separator: ", ")))
                }
                """)
        }

        return [
            """
            /// The slots' contents.
            private let _configuration: \(raw: name)Configuration
            """,
            """
            @Environment(\\.componentStyles) private var _componentStyles
            """,
            """
            @Environment(\\.componentState) private var _componentState
            """,
            """
            /// A \(raw: name) with any view in any slot; a slot left out shows nothing.
            \(raw: access)init(\(raw: builderParameters.joined(separator: ", "))) {
                _configuration = \(raw: name)Configuration(\(raw: builderSlots.joined(separator: ", ")))
            }
            """,
            """
            /// A \(raw: name) of plain values, each shown by its default view (`SlotDefaults`); a slot
            /// left out (`nil`, an empty list) shows nothing.
            \(raw: access)init(\(raw: valueParameters.joined(separator: ", "))) {
                _configuration = \(raw: name)Configuration(\(raw: valueSlots.joined(separator: ", ")))
            }
            """,
            """
            /// A \(raw: name) showing a model's values: the same as the initializer of plain values.
            \(raw: access)init(model: some \(raw: name)Model) {
                self.init(\(raw: modelArguments.joined(separator: ", ")))
            }
            """,
            """
            /// The \(raw: name) of a style's configuration, for a style that shows the component within.
            \(raw: access)init(_ configuration: \(raw: name)Configuration) {
                _configuration = configuration
            }
            """,
            """
            /// The component in the style in effect, or its base look, marked with its state.
            \(raw: access)var body: some View {
                ComponentStateMarks(_componentState) {
                    if let style = _componentStyles[\(raw: name)Configuration.self] as? any \(raw: name)Style {
                        AnyView(erasing: style.makeBody(configuration: _configuration._with(_componentState)))
                    } else {
                        Self.baseBody(_configuration._with(_componentState))
                    }
                }
            }
            """,
        ] + attributedInitializer
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // The member expansion reports a declaration's mistakes; reported twice they read as two.
        guard let component = try? ComponentDeclaration(declaration), (try? ComponentDeclaration.builders(of: node, slots: component.slots)) != nil
        else { return [] }
        let access = component.access
        let name = component.name
        let slots = component.slots
        let requirements = slots.map {
            "    /// The `\($0.name)` slot's value.\n    var \($0.name): \($0.type) { get }\n"
                + "    /// The `\($0.name)` slot's value, as Fiori for SwiftUI spells it: write this one or `\($0.name)`.\n"
                + "    var \($0.name)_: \($0.type) { get }"
        }
        let properties = slots.map { "    /// The `\($0.name)` slot: its view, or nothing when it was left out.\n    \(access)var \($0.name): ComponentSlot" }
        let parameters = slots.map { "\($0.name): ComponentSlot" }
        let assignments = slots.map { "        self.\($0.name) = \($0.name)" }
        return [
            """
            /// The values of a ``\(raw: name)``'s slots, as an app's own model provides them: conform a type
            /// and show it with `\(raw: name)(model:)`. Each value goes by its slot's name (`title`) or by
            /// Fiori for SwiftUI's, the same with a trailing underscore (`title_`): write either.
            @ModelNamings
            \(raw: access)protocol \(raw: name)Model {
            \(raw: requirements.joined(separator: "\n"))
            }
            """,
            """
            /// A look of ``\(raw: name)``: lays out its slots. Set it with `.componentStyle(_:)`.
            \(raw: access)protocol \(raw: name)Style: ComponentStyle where Configuration == \(raw: name)Configuration {}
            """,
            """
            /// The slots of a ``\(raw: name)``, as a style lays them out.
            \(raw: access)struct \(raw: name)Configuration {
            \(raw: properties.joined(separator: "\n"))
                /// The state the component is shown in: enabled, selected, highlighted.
                \(raw: access)var state = ComponentState()

                /// A configuration of these slots.
                \(raw: access)init(\(raw: parameters.joined(separator: ", "))) {
            \(raw: assignments.joined(separator: "\n"))
                }

                /// This configuration, in `state`.
                fileprivate func _with(_ state: ComponentState) -> Self {
                    var configuration = self
                    configuration.state = state
                    return configuration
                }
            }
            """,
            """
            /// The base look of ``\(raw: name)``: what it shows without a style, and what a style of one's
            /// own can wrap.
            \(raw: access)struct \(raw: name)BaseStyle: \(raw: name)Style {
                /// The base look.
                \(raw: access)init() {}

                \(raw: access)func makeBody(configuration: \(raw: name)Configuration) -> some View {
                    \(raw: name).baseBody(configuration)
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

    /// `name` as a Swift string literal.
    private static func literal(_ name: String) -> String {
        "\"" + name + "\""
    }
}
