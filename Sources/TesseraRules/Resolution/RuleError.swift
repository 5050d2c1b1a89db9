/// What can go wrong while resolving a key.
///
/// Resolution never traps and never loops: a key that cannot be resolved falls back to its default
/// value, and the error is thrown by ``RuleContext/resolve(_:)->K.Value`` or reported to the
/// model's error handler when the key was read as a plain property (see
/// ``RuleModel/init(_:cachesResults:onError:)``).
public enum RuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Keys that read each other in a circle, as the names of the keys from the first read of the
    /// repeated key to its second: `["a", "b", "a"]`.
    case cycle([String])
    /// A rule produced a value of the wrong type for its key: typically a computed right-hand side
    /// or a key reference whose value does not convert.
    case typeMismatch(key: String, expected: String, found: String)

    /// The error in words, for logs and explanations.
    public var description: String {
        switch self {
        case .cycle(let keys):
            "cycle between keys: " + keys.joined(separator: " -> ")
        case let .typeMismatch(key, expected, found):
            "key '\(key)' expects a value of type \(expected), but a rule gave \(found)"
        }
    }
}
