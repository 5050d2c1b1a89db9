import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ModelNamings`, on a model protocol whose requirements come in pairs (`title`, `title_`): an
/// extension of the protocol with a default for each half of every pair, read from the other
/// half, so that a type conforms by writing either. See `ModelNamings()` in TesseraComponents.
public struct ModelNamingsMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let model = declaration.as(ProtocolDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: Syntax(node), message: ComponentMessage("@ModelNamings gives a model protocol its defaults; put it on a protocol"))
            ])
        }
        let access = model.modifiers.first { ["public", "package"].contains($0.name.text) }.map { $0.name.text + " " } ?? ""
        let name = model.name.text
        var types: [String: String] = [:]
        var order: [String] = []
        for member in model.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type else { continue }
                types[identifier.identifier.text] = type.trimmedDescription
                order.append(identifier.identifier.text)
            }
        }
        let pairs = order.filter { !$0.hasSuffix("_") && types[$0 + "_"] == types[$0] }
        guard !pairs.isEmpty else { return [] }
        let members = pairs.map { value in
            ModelNaming(name: value, type: types[value]!).defaults(access: access, protocolName: name)
        }
        return [
            try ExtensionDeclSyntax(
                """
                extension \(type.trimmed) {
                \(raw: members.joined(separator: "\n\n"))
                }
                """)
        ]
    }
}

/// One value of a model under its two names: `name` and `name_`.
struct ModelNaming {
    let name: String
    let type: String

    /// The two defaults: the underscored name read from the plain one, and the plain one read from
    /// the underscored one unless that led back here.
    func defaults(access: String, protocolName: String) -> String {
        let neither: String
        if type.hasSuffix("?") || type.hasPrefix("Optional<") {
            neither = "nil"
        } else if type.hasPrefix("[") && !type.contains(":") {
            neither = "[]"
        } else {
            neither = "ModelNamingDefaults.missing(\"\(name)\", in: \"\(protocolName)\", of: Self.self)"
        }
        return """
                /// `\(name)` as Fiori for SwiftUI spells it, for a type that writes `\(name)`: its value.
                \(access)var \(name)_: \(type) {
                    \(name)
                }

                /// `\(name)`, for a type that writes `\(name)_` (Fiori for SwiftUI's spelling): its value.
                \(access)var \(name): \(type) {
                    ModelNamingDefaults.value("\(protocolName).\(name)", of: Self.self, read: { \(name)_ }, neither: { \(neither) })
                }
            """
    }
}
