import SwiftDiagnostics
import SwiftSyntax

/// A component as its declaration gives it: its name, access, and slots.
struct ComponentDeclaration {
    /// A slot: a case of `Slots`.
    struct Slot {
        /// How a slot may be left out.
        enum Kind {
            /// Not: the initializers ask for it.
            case required
            /// As `nil`: the case's value is optional.
            case optional(wrapped: String)
            /// As an empty list: the case's value is an array.
            case list
        }

        let name: String
        /// The type the type-based initializer takes, as written.
        let type: String
        let kind: Kind
    }

    let name: String
    /// `"public "`, `"package "` or `""`: what the generated declarations are given.
    let access: String
    let slots: [Slot]

    /// Reads `declaration`, or says what is wrong with it.
    init(_ declaration: some SyntaxProtocol) throws(DiagnosticsError) {
        guard let structure = declaration.as(StructDeclSyntax.self) else {
            throw Self.error(declaration, "@Component makes a struct a component; put it on a struct")
        }
        name = structure.name.text
        access = structure.modifiers.contains { ["public", "package"].contains($0.name.text) }
            ? structure.modifiers.first { ["public", "package"].contains($0.name.text) }!.name.text + " " : ""
        guard structure.genericParameterClause == nil else {
            throw Self.error(structure.name, "a component is not generic: its slots hold any view already")
        }
        let slotsEnum = structure.memberBlock.members.lazy.compactMap { $0.decl.as(EnumDeclSyntax.self) }.first { $0.name.text == "Slots" }
        guard let slotsEnum else {
            throw Self.error(structure.name, "add 'enum Slots' with a case per slot, e.g. 'case title(String)', 'case subtitle(String?)', 'case tags([String])'")
        }
        var slots: [Slot] = []
        for member in slotsEnum.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                guard let parameters = element.parameterClause?.parameters, parameters.count == 1, let parameter = parameters.first else {
                    throw Self.error(element, "slot '\(element.name.text)' needs one value: the type its type-based initializer takes, e.g. 'case \(element.name.text)(String)'")
                }
                guard parameter.firstName == nil else {
                    throw Self.error(parameter, "write the slot's type without a label: 'case \(element.name.text)(\(parameter.type.trimmedDescription))'")
                }
                let type = parameter.type.trimmed
                let kind: Slot.Kind
                if let optional = type.as(OptionalTypeSyntax.self) {
                    kind = .optional(wrapped: optional.wrappedType.trimmedDescription)
                } else if type.is(ArrayTypeSyntax.self) {
                    kind = .list
                } else {
                    kind = .required
                }
                slots.append(Slot(name: element.name.text, type: type.trimmedDescription, kind: kind))
            }
        }
        guard !slots.isEmpty else {
            throw Self.error(slotsEnum.name, "'Slots' has no cases: add one per slot, e.g. 'case title(String)'")
        }
        let hasBaseBody = structure.memberBlock.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
            return function.name.text == "baseBody" && function.modifiers.contains { $0.name.text == "static" }
        }
        guard hasBaseBody else {
            throw Self.error(structure.name, "add '@ViewBuilder static func baseBody(_ configuration: \(structure.name.text)Configuration) -> some View': the component's look unless a style says otherwise")
        }
        self.slots = slots
    }

    /// The result builders `@Component(builders: ["icons": IconBuilder.self])` gives slots of
    /// `slots` in place of `@ViewBuilder`, by slot name; none without the argument.
    static func builders(of node: AttributeSyntax, slots: [Slot]) throws(DiagnosticsError) -> [String: String] {
        guard let arguments = node.arguments?.as(LabeledExprListSyntax.self),
            let argument = arguments.first(where: { $0.label?.text == "builders" })
        else { return [:] }
        guard let dictionary = argument.expression.as(DictionaryExprSyntax.self) else {
            throw error(argument.expression, "name each slot's builder in a dictionary literal: 'builders: [\"icons\": IconBuilder.self]'")
        }
        guard case .elements(let elements) = dictionary.content else { return [:] }
        var builders: [String: String] = [:]
        for element in elements {
            guard let key = element.key.as(StringLiteralExprSyntax.self), key.segments.count == 1,
                let slot = key.segments.first?.as(StringSegmentSyntax.self)?.content.text
            else {
                throw error(element.key, "name the slot with a plain string: '\"icons\"'")
            }
            guard slots.contains(where: { $0.name == slot }) else {
                throw error(element.key, "'\(slot)' is not a slot: 'Slots' has no case '\(slot)'")
            }
            guard let metatype = element.value.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
                let builder = metatype.base
            else {
                throw error(element.value, "name the slot's result builder type: 'IconBuilder.self'")
            }
            builders[slot] = builder.trimmedDescription
        }
        return builders
    }

    private static func error(_ node: some SyntaxProtocol, _ message: String) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: ComponentMessage(message))])
    }
}

/// A mistake in a component's declaration.
struct ComponentMessage: DiagnosticMessage {
    let message: String
    let diagnosticID: MessageID
    var severity: DiagnosticSeverity { .error }

    init(_ message: String, id: String = "component") {
        self.message = message
        self.diagnosticID = MessageID(domain: "TesseraComponents", id: id)
    }
}
