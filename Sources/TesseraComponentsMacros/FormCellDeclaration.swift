import SwiftDiagnostics
import SwiftSyntax

/// A form cell as its declaration gives it: its name, access, fields, and the static function
/// that makes its control.
struct FormCellDeclaration {
    /// A field: a case of `Fields`.
    struct Field {
        /// The field's name: the case's, and the property's of the configuration and the model.
        let name: String
        /// The initializers' argument label: the case's label (`case range(in: …)`), or the name.
        /// `"_"` when the argument has none.
        let label: String
        /// The type, as written.
        let type: String
        /// The default value, as written, or `nil` when the initializers ask for the field.
        let defaultValue: String?
        /// The lines of the case's doc comment, `///` and all; a line of its own when it has none.
        let documentation: [String]

        /// The parameter of an initializer taking the field: `in range: ClosedRange<Date>? = nil`.
        var parameter: String {
            let names = label == name ? name : "\(label) \(name)"
            return "\(names): \(type)" + (defaultValue.map { " = \($0)" } ?? "")
        }

        /// The argument passing `value` for the field: `in: model.range`.
        func argument(_ value: String) -> String {
            label == "_" ? value : "\(label): \(value)"
        }
    }

    let name: String
    /// `"public "`, `"package "` or `""`: what the generated declarations are given.
    let access: String
    let fields: [Field]
    /// The name of the static function making the control, which is also the name of the
    /// configuration's property showing it (`toggle`, `picker`).
    let control: String

    /// Reads `declaration`, or says what is wrong with it.
    init(_ declaration: some SyntaxProtocol) throws(DiagnosticsError) {
        guard let structure = declaration.as(StructDeclSyntax.self) else {
            throw Self.error(declaration, "@FormCell makes a struct a form cell; put it on a struct")
        }
        name = structure.name.text
        access = structure.modifiers.first { ["public", "package"].contains($0.name.text) }.map { $0.name.text + " " } ?? ""
        guard structure.genericParameterClause == nil else {
            throw Self.error(structure.name, "a form cell is not generic: its fields have types of their own")
        }
        let fieldsEnum = structure.memberBlock.members.lazy.compactMap { $0.decl.as(EnumDeclSyntax.self) }.first { $0.name.text == "Fields" }
        guard let fieldsEnum else {
            throw Self.error(
                structure.name, "add 'enum Fields' with a case per field, e.g. 'case title(String)', 'case name(String)', 'case isOn(Bool)'")
        }
        var fields: [Field] = []
        for member in fieldsEnum.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            let documentation = Self.documentation(of: cases)
            for element in cases.elements {
                let field = element.name.text
                guard let parameters = element.parameterClause?.parameters, parameters.count == 1, let parameter = parameters.first else {
                    throw Self.error(element, "field '\(field)' needs one value: its type, e.g. 'case \(field)(String)'")
                }
                if ["errorMessage", "hintText"].contains(field) {
                    throw Self.error(element, "'\(field)' is every form cell's own: leave it out of 'Fields'")
                }
                let label = parameter.firstName?.text ?? field
                let defaultValue = parameter.defaultValue?.value.trimmedDescription
                fields.append(Field(
                    name: field, label: label, type: parameter.type.trimmedDescription, defaultValue: defaultValue,
                    documentation: documentation.isEmpty ? ["/// The `\(field)` field."] : documentation))
            }
        }
        guard fields.contains(where: { $0.name == "name" && $0.type == "String" }) else {
            throw Self.error(fieldsEnum.name, "add 'case name(String)': the form field's name, which the messages' ids are made from")
        }
        let configuration = "\(name)Configuration"
        let controls = structure.memberBlock.members.compactMap { member -> FunctionDeclSyntax? in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "static" }),
                function.signature.parameterClause.parameters.count == 1,
                function.signature.parameterClause.parameters.first?.type.trimmedDescription == configuration
            else { return nil }
            return function
        }
        guard controls.count == 1, let control = controls.first else {
            throw Self.error(
                structure.name,
                controls.isEmpty
                    ? "add '@ViewBuilder static func control(_ field: \(configuration)) -> some View': the cell's control, whose name is the configuration's property showing it"
                    : "one static function of '\(configuration)' makes the control; there are \(controls.count)")
        }
        self.fields = fields
        self.control = control.name.text
    }

    /// The `///` lines before `declaration`, as written.
    private static func documentation(of declaration: EnumCaseDeclSyntax) -> [String] {
        declaration.leadingTrivia.compactMap { piece in
            if case .docLineComment(let line) = piece { line } else { nil }
        }
    }

    private static func error(_ node: some SyntaxProtocol, _ message: String) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: ComponentMessage(message, id: "formCell"))])
    }
}
