import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in of TesseraComponents' macros.
@main
struct TesseraComponentsMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ComponentMacro.self, FormCellMacro.self, ModelNamingsMacro.self, StyleModifierMacro.self, SlotStyleModifierMacro.self, SpecimenMacro.self, SpecimenCodeMacro.self,
    ]
}
