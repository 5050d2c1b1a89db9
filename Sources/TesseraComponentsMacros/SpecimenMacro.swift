import SwiftSyntax
import SwiftSyntaxMacros

/// `#specimen("Caption") { … }`: a gallery specimen that also shows the code that made it —
/// `GallerySpecimen("Caption", code: "…") { … }`, the code being the closure's own source.
///
/// A name ending in `Sample` in the closure (a page's sample component, declared with
/// `@SpecimenCode`) is shown as that sample's code, so that `keyValueItemSample.disabled()`
/// reads `KeyValueItem(key: "Plant", value: "Walldorf").disabled()`.
public struct SpecimenMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> ExprSyntax {
        guard let closure = node.trailingClosure else {
            throw SpecimenMessage("write the specimen's content as a trailing closure: #specimen(\"Caption\") { … }")
        }
        let arguments = node.arguments.map { argument in
            var argument = argument.trimmed
            argument.trailingComma = nil
            return argument.description
        }
        let code = SpecimenSource.literal(SpecimenSource.dedented(closure.statements.description))
        return "GallerySpecimen(\(raw: (arguments + ["code: \(code)"]).joined(separator: ", "))) \(closure.trimmed)"
    }
}

/// `@SpecimenCode` on a gallery page's sample, `static var fooSample: Foo { Foo(…) }`: writes
/// `static let fooSampleCode`, the getter's source, which `#specimen` shows for `fooSample`.
public struct SpecimenCodeMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let accessors = binding.accessorBlock?.accessors.as(CodeBlockItemListSyntax.self)
        else {
            throw SpecimenMessage("@SpecimenCode goes on a computed property: static var fooSample: Foo { Foo(…) }")
        }
        let modifiers = variable.modifiers.map(\.trimmedDescription).joined(separator: " ")
        let code = SpecimenSource.literal(SpecimenSource.dedented(accessors.description))
        return ["\(raw: modifiers) let \(raw: name)Code: String = \(raw: code)"]
    }
}

/// Turning a closure's statements into the text a reader sees.
enum SpecimenSource {
    /// `source` without its blank first and last lines, the spaces that end its lines, and the
    /// indentation all its lines share.
    static func dedented(_ source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: \.isWhitespace).reversed())
        }
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    /// `code` as a Swift string literal, each name ending in `Sample` interpolated as that
    /// sample's code (`\(fooSampleCode)`).
    static func literal(_ code: String) -> String {
        var literal = "\""
        var word = ""
        func flush() {
            if word.hasSuffix("Sample"), word.count > "Sample".count, word.first?.isLowercase == true {
                literal += "\\(\(word)Code)"
            } else {
                literal += word
            }
            word = ""
        }
        var previous: Character = " "
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                // A member (`.fooSample`) is some other type's, not a page's sample.
                if word.isEmpty && previous == "." {
                    literal.append(character)
                    previous = character
                    continue
                }
                if word.isEmpty && (previous.isLetter || previous.isNumber || previous == "_") {
                    literal.append(character)
                    previous = character
                    continue
                }
                word.append(character)
            } else {
                flush()
                switch character {
                case "\\": literal += "\\\\"
                case "\"": literal += "\\\""
                case "\n": literal += "\\n"
                case "\t": literal += "    "
                default: literal.append(character)
                }
            }
            previous = character
        }
        flush()
        return literal + "\""
    }
}

/// A mistake in the use of `#specimen` or `@SpecimenCode`.
struct SpecimenMessage: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
