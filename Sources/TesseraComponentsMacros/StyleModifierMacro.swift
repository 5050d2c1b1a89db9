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
        let modifier = lowerCamelCase(component) + "Style"
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

/// `name` as the start of a member's name, as Swift's API guidelines spell it: the leading capital
/// is lowered, and so is a leading acronym, all but the capital that starts the next word —
/// `ObjectItem` is `objectItem`, `KPIItem` is `kpiItem`, `KPI` is `kpi`.
func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    let capitals = characters.prefix { $0.isUppercase }.count
    // In "KPIItem" the capitals are "KPII": the last starts the word "Item" and stays.
    let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
    return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
}

/// `#slotStyleModifier("title")`: `titleStyle(_:)`, the modifier that restyles one slot in every
/// component, and `titleModifier(_:)`, the same under Fiori for SwiftUI's name, inside
/// `extension View`.
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
            """,
            """
            /// Restyles the `\(raw: slot)` slot of every component inside this view, as Fiori for SwiftUI
            /// spells it: `\(raw: slot)Style(_:)`.
            func \(raw: slot)Modifier<Styled: View & SendableMetatype>(_ style: @escaping @Sendable (SlotContent) -> Styled) -> ModifiedContent<Self, EnvironmentModifier> {
                slotStyle("\(raw: slot)", style)
            }
            """,
        ]
    }
}
