import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A set of rules, shared by every context that resolves keys with it.
///
/// A model holds rules from several sources: the rules written in Swift (added with ``init(_:cachesResults:onError:)``
/// or ``add(_:)``) and the rules of each rule file (loaded with
/// ``loadRules(contentsOfFile:registry:)``). The order of sources is part of how the model chooses
/// among rules; see ``RulePrecedence``.
///
/// ```swift
/// let model = RuleModel {
///     \.task == "edit" && \.attribute.valueType == .date => \.component <= "EditDate"
///     (\.task == "edit" => \.component <= "EditString").priority(-1)
/// }
/// try model.loadRules(contentsOfFile: "custom.rules", registry: registry)
/// ```
///
/// ## Threads and changes
///
/// A model is `Sendable`: load it once and read it from any number of requests at once. Every change
/// of rules builds a new immutable snapshot and swaps it in; a resolution in progress keeps the
/// snapshot it started with. Loading a rule file is all-or-nothing: a file with errors changes
/// nothing, so a broken reload keeps the previous rules.
///
/// ## Caching
///
/// For each key the model remembers which rule won, keyed by the values of the keys that the key's
/// conditions read (see ``RulePrecedence`` for how the winner is chosen). Values are compared by
/// `Hashable` when the key's value type is hashable, else by their ``RuleValue``. A change of rules
/// starts a new, empty cache.
public final class RuleModel: Sendable, ExpressibleByArrayLiteral {
    private struct Source: Sendable {
        let name: String
        var rules: [Rule]
        /// For a rule file read from disk, the registry it was loaded with, to reload it.
        var fileRegistry: RuleKeyRegistry? = nil
    }

    private struct State: Sendable {
        var sources: [Source] = [Source(name: "", rules: [])]
        var index: RuleIndex
    }

    private let state: Mutex<State>
    private let cachesResults: Bool
    private let onError: @Sendable (RuleError) -> Void

    /// A model for probing key paths; see ``RuleContext/keysRead(by:)``.
    static let probe = RuleModel(cachesResults: false)

    /// Makes a model of `rules`, written in Swift.
    ///
    /// - Parameters:
    ///   - rules: the rules, in the order that ``RulePrecedence`` uses to break its last ties.
    ///   - cachesResults: whether to remember winning rules (see "Caching" above). Turn it off only
    ///     to measure the engine without its cache.
    ///   - onError: called when a key read as a plain property fails to resolve and falls back to
    ///     its default value. By default the error is written to standard error.
    public init(
        _ rules: [Rule] = [],
        cachesResults: Bool = true,
        onError: @escaping @Sendable (RuleError) -> Void = RuleModel.writeToStandardError
    ) {
        self.cachesResults = cachesResults
        self.onError = onError
        let numbered = Self.number([Source(name: "", rules: rules)])
        state = Mutex(
            State(
                sources: numbered,
                index: RuleIndex(rules: numbered.flatMap(\.rules), generation: 1, cachesResults: cachesResults)
            )
        )
    }

    /// Makes a model of the rules listed in `rules`.
    ///
    /// ```swift
    /// let model = RuleModel {
    ///     \.task == "edit" => \.component <= "EditString"
    /// }
    /// ```
    public convenience init(cachesResults: Bool = true, @RuleBuilder rules: () -> [Rule]) {
        self.init(rules(), cachesResults: cachesResults)
    }

    // Disfavoured: `RuleModel()` could call this with no rules as well as `init(_:)` with its
    // defaults, and is meant to call that one. (A literal calls this one whatever its rank.)
    /// Makes a model of the rules written as an array literal, as Direct to SwiftUI writes a
    /// rule model:
    ///
    /// ```swift
    /// let rules: RuleModel = [
    ///     \.propertyKey == "description" && \.task == "edit" => \.component <= "EditLargeString",
    ///     \.task == "list" => \.numberOfObjectsPerBatch <= 50,
    /// ]
    /// ```
    ///
    /// The same as ``init(_:cachesResults:onError:)`` with the rules and the other parameters'
    /// defaults. A rule of a priority of its own is written `(qualifier => assignment).priority(10)`.
    @_disfavoredOverload
    public convenience init(arrayLiteral rules: Rule...) {
        self.init(rules)
    }

    /// The error handler used by default: writes the error to standard error.
    public static let writeToStandardError: @Sendable (RuleError) -> Void = { error in
        let line = "TesseraRules: \(error)\n"
        _ = line.withCString { text in write(2, text, strlen(text)) }
    }

    /// All rules, Swift rules first and then each rule file's, in the order they were added.
    public var rules: [Rule] {
        currentIndex.rules
    }

    /// A number that increases with every change of rules, and when remembered results are
    /// forgotten (``removeAllCachedResults()``): answers kept under one generation hold until the
    /// next.
    public var generation: Int {
        currentIndex.generation
    }

    /// Adds rules written in Swift after the ones the model has.
    public func add(_ rules: [Rule]) {
        update { sources in
            sources[0].rules += rules
        }
    }

    /// Replaces the rules that came from the source called `name` (a rule file's name), or adds
    /// them as a new source after the existing ones.
    public func replaceRules(fromSource name: String, with rules: [Rule]) {
        replaceRules(fromSource: name, with: rules, fileRegistry: nil)
    }

    private func replaceRules(fromSource name: String, with rules: [Rule], fileRegistry: RuleKeyRegistry?) {
        update { sources in
            if let position = sources.firstIndex(where: { $0.name == name }) {
                sources[position].rules = rules
                sources[position].fileRegistry = fileRegistry
            } else {
                sources.append(Source(name: name, rules: rules, fileRegistry: fileRegistry))
            }
        }
    }

    /// Loads (or reloads) the rule file at `path`, replacing the rules previously loaded from it.
    ///
    /// Loading is all-or-nothing: when the file cannot be read or has any error, the model keeps its
    /// rules unchanged and the error lists every problem, each with its line and column.
    ///
    /// - Returns: the number of rules loaded.
    @discardableResult
    public func loadRules(contentsOfFile path: String, registry: RuleKeyRegistry) throws(RuleFileError) -> Int {
        let file = try RuleFile(contentsOfFile: path, registry: registry)
        replaceRules(fromSource: path, with: file.rules, fileRegistry: registry)
        return file.rules.count
    }

    /// Loads (or reloads) rules from the text of a rule file called `fileName`.
    ///
    /// Like ``loadRules(contentsOfFile:registry:)``, all-or-nothing. The text is not on disk, so
    /// ``reloadRuleFiles()`` does not reload it.
    @discardableResult
    public func loadRules(text: String, fileName: String, registry: RuleKeyRegistry) throws(RuleFileError) -> Int {
        let file = try RuleFile(text: text, fileName: fileName, registry: registry)
        replaceRules(fromSource: fileName, with: file.rules)
        return file.rules.count
    }

    /// Reads again every rule file loaded with ``loadRules(contentsOfFile:registry:)``, for a
    /// program that reloads its rules on a signal or a button.
    ///
    /// Each file is all-or-nothing on its own: a broken file keeps its previous rules, the others
    /// are updated.
    ///
    /// - Returns: the errors of the files that were kept, empty when every file reloaded.
    @discardableResult
    public func reloadRuleFiles() -> [RuleFileError] {
        let files = state.withLock { state in
            state.sources.compactMap { source in source.fileRegistry.map { (source.name, $0) } }
        }
        var errors: [RuleFileError] = []
        for (path, registry) in files {
            do {
                try loadRules(contentsOfFile: path, registry: registry)
            } catch {
                errors.append(error)
            }
        }
        return errors
    }

    /// Forgets every remembered result, as if no key had been resolved yet.
    ///
    /// The rules stay, under a new ``generation``: what a program keeps by generation (the Direct
    /// application's list plans) is made again too. Call it when a computed key or a rule's
    /// computed value reads something outside the context that has changed.
    public func removeAllCachedResults() {
        state.withLock { state in
            state.index = RuleIndex(forgettingResultsOf: state.index, generation: state.index.generation + 1)
        }
    }

    /// The number of remembered results.
    public var cachedResultCount: Int {
        currentIndex.cache?.count ?? 0
    }

    var currentIndex: RuleIndex {
        state.withLock { $0.index }
    }

    func report(_ error: RuleError) {
        onError(error)
    }

    private func update(_ change: (inout [Source]) -> Void) {
        state.withLock { state in
            change(&state.sources)
            state.sources = Self.number(state.sources)
            state.index = RuleIndex(
                rules: state.sources.flatMap(\.rules),
                generation: state.index.generation + 1,
                cachesResults: cachesResults
            )
        }
    }

    /// Gives every rule its position among all rules, which breaks the last ties of precedence.
    private static func number(_ sources: [Source]) -> [Source] {
        var ordinal = 0
        return sources.map { source in
            var source = source
            for position in source.rules.indices {
                source.rules[position].ordinal = ordinal
                ordinal += 1
            }
            return source
        }
    }
}
