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
/// The complete format, with its grammar, is in <doc:Rules>. Names are bound to keys through a
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
    /// - Parameters:
    ///   - text: the rules, in the format above.
    ///   - fileName: the name used in diagnostics and rule origins.
    ///   - registry: the keys that the file's names may refer to.
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

    /// Reads `text` as a condition alone, written as a rule's condition is (what comes before
    /// `=>`), binding names with `registry`: a condition a configuration file holds, such as who
    /// may run a saved query (`user.role = 'staff' or user.name = 'ada'`).
    ///
    /// ```swift
    /// let allowed = try RuleFile.condition("user.role in ('staff', 'owner')", fileName: "queries.yaml", registry: registry)
    /// if allowed.evaluate(in: context) { … }
    /// ```
    ///
    /// - Throws: a ``RuleFileError`` listing every problem, lines and columns counted in `text`.
    public static func condition(_ text: String, fileName: String, registry: RuleKeyRegistry) throws(RuleFileError) -> Qualifier {
        let (syntax, syntaxDiagnostics) = RuleFileParser.parseCondition(text, fileName: fileName)
        var compiler = Compiler(fileName: fileName, registry: registry)
        let condition = syntax.flatMap { compiler.compile($0) }
        let diagnostics = (syntaxDiagnostics + compiler.diagnostics).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard diagnostics.isEmpty, let condition else {
            throw RuleFileError(fileName: fileName, diagnostics: diagnostics)
        }
        return condition
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
            // As reading the file does, but keeping the rules that compiled beside the problems.
            let (syntax, syntaxDiagnostics) = RuleFileParser.parse(text, fileName: fileName)
            var compiler = Compiler(fileName: fileName, registry: registry)
            let rules = syntax.compactMap { compiler.compile($0) }
            let diagnostics = (syntaxDiagnostics + compiler.diagnostics).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            return RuleFileCheck(fileName: fileName, ruleCount: diagnostics.isEmpty ? rules.count : syntax.count, diagnostics: diagnostics, rules: rules)
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
