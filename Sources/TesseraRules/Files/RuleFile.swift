#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules of a rule file: a way to customise an application without recompiling it.
///
/// A rule file says what Swift rules say, one rule per line:
///
/// ```
/// # Dates get a date picker when edited.
/// task = 'edit' and attribute.valueType = 'date' => component = 'EditDate' ; priority 50
/// task in ('list', 'inspect') => displayPropertyKeys = ['title', 'releaseYear']
/// true => label = displayNameForProperty
/// ```
///
/// The complete format, with its grammar, is in `Docs/Rules.md`. Names are bound to keys through a
/// ``RuleKeyRegistry``; component names are plain strings that a later layer maps to views.
///
/// Reading a file is all-or-nothing: a file with any problem throws a ``RuleFileError`` listing
/// every problem (file, line, column and what was expected), and gives no rules.
public struct RuleFile: Sendable {
    /// The name the file was read under.
    public let fileName: String
    /// The file's rules, in file order, each with its ``RuleOrigin/file(name:line:column:)``.
    public let rules: [Rule]

    /// Reads the rules in `text`, binding names with `registry`.
    ///
    /// - Parameter fileName: the name used in diagnostics and rule origins.
    /// - Throws: a ``RuleFileError`` listing every problem.
    public init(text: String, fileName: String, registry: RuleKeyRegistry) throws(RuleFileError) {
        let (syntax, syntaxDiagnostics) = RuleFileParser.parse(text, fileName: fileName)
        var compiler = Compiler(fileName: fileName, registry: registry)
        let rules = syntax.compactMap { compiler.compile($0) }
        let diagnostics = (syntaxDiagnostics + compiler.diagnostics).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard diagnostics.isEmpty else {
            throw RuleFileError(fileName: fileName, diagnostics: diagnostics)
        }
        self.fileName = fileName
        self.rules = rules
    }

    /// Reads the rule file at `path`, binding names with `registry`.
    ///
    /// - Throws: a ``RuleFileError`` listing every problem, or the reason the file cannot be read.
    public init(contentsOfFile path: String, registry: RuleKeyRegistry) throws(RuleFileError) {
        try self.init(text: try Self.read(path), fileName: path, registry: registry)
    }

    /// Checks `text` and reports every problem, without throwing.
    ///
    /// Without a registry only the syntax is checked; with one, names must be registered keys and
    /// values must suit their keys.
    public static func check(text: String, fileName: String, registry: RuleKeyRegistry? = nil) -> RuleFileCheck {
        if let registry {
            do {
                let file = try RuleFile(text: text, fileName: fileName, registry: registry)
                return RuleFileCheck(fileName: fileName, ruleCount: file.rules.count, diagnostics: [])
            } catch {
                let ruleCount = RuleFileParser.parse(text, fileName: fileName).rules.count
                return RuleFileCheck(fileName: fileName, ruleCount: ruleCount, diagnostics: error.diagnostics)
            }
        }
        let (rules, diagnostics) = RuleFileParser.parse(text, fileName: fileName)
        return RuleFileCheck(fileName: fileName, ruleCount: rules.count, diagnostics: diagnostics)
    }

    /// Checks the rule file at `path`; see ``check(text:fileName:registry:)``.
    public static func check(contentsOfFile path: String, registry: RuleKeyRegistry? = nil) -> RuleFileCheck {
        do {
            return check(text: try read(path), fileName: path, registry: registry)
        } catch {
            return RuleFileCheck(fileName: path, ruleCount: 0, diagnostics: error.diagnostics)
        }
    }

    private static func read(_ path: String) throws(RuleFileError) -> String {
        let reason: String
        if !FileManager.default.fileExists(atPath: path) {
            reason = "no such file"
        } else if let data = FileManager.default.contents(atPath: path) {
            return String(decoding: data, as: UTF8.self)
        } else {
            reason = "it is a directory, or permission is denied"
        }
        throw RuleFileError(
            fileName: path,
            diagnostics: [RuleFileDiagnostic(fileName: path, line: 1, column: 1, message: "cannot read the file: \(reason)")]
        )
    }
}

extension RuleFile {
    /// Binds the names of parsed rules to registered keys and checks that values suit them.
    struct Compiler {
        let fileName: String
        let registry: RuleKeyRegistry
        private(set) var diagnostics: [RuleFileDiagnostic] = []

        init(fileName: String, registry: RuleKeyRegistry) {
            self.fileName = fileName
            self.registry = registry
        }

        /// The rule, or `nil` after recording every problem in it.
        mutating func compile(_ syntax: RuleFileSyntax.Rule) -> Rule? {
            let errorCount = diagnostics.count
            let qualifier = compile(syntax.condition)
            let target = compileTarget(syntax.target)
            var source: RuleAssignment.Source?
            if let target {
                source = compileValue(syntax.value, for: target, targetText: syntax.target.text)
            }
            guard diagnostics.count == errorCount, let qualifier, let target, let source else { return nil }
            return Rule(
                qualifier: qualifier,
                assignment: RuleAssignment(key: target, source: source),
                priority: syntax.priority,
                origin: .file(name: fileName, line: syntax.location.line, column: syntax.location.column)
            )
        }

        private mutating func compile(_ condition: RuleFileSyntax.Condition) -> Qualifier? {
            switch condition {
            case .always:
                return .always
            case .never:
                return .never
            case let .comparison(lhs, comparison, rhs):
                let left = compile(lhs), right = compile(rhs)
                guard let left, let right else { return nil }
                return .comparison(left, comparison, right)
            case let .membership(operand, values, negated):
                guard let operand = compile(operand) else { return nil }
                let membership = Qualifier.membership(operand, values)
                return negated ? .not(membership) : membership
            case .and(let conditions):
                let compiled = conditions.map { compile($0) }
                return compiled.contains { $0 == nil } ? nil : .and(compiled.compactMap { $0 })
            case .or(let conditions):
                let compiled = conditions.map { compile($0) }
                return compiled.contains { $0 == nil } ? nil : .or(compiled.compactMap { $0 })
            case .not(let inner):
                return compile(inner).map { .not($0) }
            }
        }

        private mutating func compile(_ operand: RuleFileSyntax.Operand) -> RuleOperand? {
            switch operand {
            case let .value(value, _):
                return .value(value)
            case .key(let path):
                guard let reference = reference(to: path) else { return nil }
                return .key(reference)
            }
        }

        /// A reference to a key (and members) that conditions can compare.
        private mutating func reference(to path: RuleFileSyntax.KeyPath) -> RuleKeyReference? {
            guard let key = key(named: path.names[0], at: path.location) else { return nil }
            let members = Array(path.names.dropFirst())
            if let member = members.first {
                guard let memberNames = key.memberNames else {
                    report("key '\(key.name)' (\(key.valueTypeName)) has no members, so '\(path.text)' cannot be read", at: path.location)
                    return nil
                }
                guard memberNames.contains(member) else {
                    let known = memberNames.sorted().joined(separator: ", ")
                    report("key '\(key.name)' has no member '\(member)'; its members are: \(known)", at: path.location)
                    return nil
                }
            } else if !key.isComparable {
                report(
                    "key '\(key.name)' cannot be compared in a rule file: its type \(key.valueTypeName) is not RuleValueConvertible",
                    at: path.location
                )
                return nil
            }
            return RuleKeyReference(key: key, members: members)
        }

        private mutating func compileTarget(_ path: RuleFileSyntax.KeyPath) -> AnyRuleKey? {
            guard path.names.count == 1 else {
                report("cannot set '\(path.text)': a rule sets a key, not a member of one", at: path.location)
                return nil
            }
            return key(named: path.names[0], at: path.location)
        }

        private mutating func compileValue(
            _ operand: RuleFileSyntax.Operand, for target: AnyRuleKey, targetText: String
        ) -> RuleAssignment.Source? {
            switch operand {
            case .key(let path):
                return reference(to: path).map { .key($0) }
            case let .value(literal, location):
                guard target.isSettableFromFiles else {
                    report(
                        "key '\(target.name)' cannot be set from a rule file: its type \(target.valueTypeName) is not LosslessRuleValueConvertible",
                        at: location
                    )
                    return nil
                }
                guard let value = target.makeValue(literal) else {
                    report("cannot set '\(targetText)' to \(literal): expected a value of type \(target.valueTypeName)", at: location)
                    return nil
                }
                return .constant(value)
            }
        }

        private mutating func key(named name: String, at location: RuleFileSyntax.Location) -> AnyRuleKey? {
            if let key = registry.key(named: name) { return key }
            let suggestion = registry.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
            report("unknown key '\(name)'\(suggestion)", at: location)
            return nil
        }

        private mutating func report(_ message: String, at location: RuleFileSyntax.Location) {
            diagnostics.append(
                RuleFileDiagnostic(fileName: fileName, line: location.line, column: location.column, message: message)
            )
        }
    }
}
