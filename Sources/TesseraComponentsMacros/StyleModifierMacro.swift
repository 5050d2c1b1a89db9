import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#styleModifier(for: Badge.self)`: `badgeStyle(_:)`, the modifier that sets a component's
/// style, inside `extension View`.
public struct StyleModifierMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let argument = node.arguments.first?.expression.as(MemberAccessExprSyntax.self), argument.declName.baseName.text == "self",
            let base = argument.base
        else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: Syntax(node), message: ComponentMessage("name the component's type: '#styleModifier(for: Badge.self)'"))
            ])
        }
        let component = base.trimmedDescription
        let modifier = component.prefix(1).lowercased() + component.dropFirst() + "Style"
        return [
            """
            /// Sets the style of the ``\(raw: component)``s inside this view; the innermost style wins.
            func \(raw: modifier)(_ style: some \(raw: component)Style) -> ModifiedContent<Self, EnvironmentModifier> {
                componentStyle(style)
            }
            """
        ]
    }
}

/// `#slotStyleModifier("title")`: `titleStyle(_:)`, the modifier that restyles one slot in every
/// component, inside `extension View`.
public struct SlotStyleModifierMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self), !segment.content.text.isEmpty
        else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: Syntax(node), message: ComponentMessage("name the slot with a plain string: '#slotStyleModifier(\"title\")'"))
            ])
        }
        let slot = segment.content.text
        return [
            """
            /// Restyles the `\(raw: slot)` slot of every component inside this view; the innermost style wins.
            func \(raw: slot)Style<Styled: View & SendableMetatype>(_ style: @escaping @Sendable (SlotContent) -> Styled) -> ModifiedContent<Self, EnvironmentModifier> {
                slotStyle("\(raw: slot)", style)
            }
            """
        ]
    }
}
