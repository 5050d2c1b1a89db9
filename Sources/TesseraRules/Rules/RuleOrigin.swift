/// Where a rule was written, for explanations and errors.
public enum RuleOrigin: Sendable, Equatable, CustomStringConvertible {
    /// Written in Swift.
    case code
    /// Read from a rule file, at a line and column (both counted from 1).
    case file(name: String, line: Int, column: Int)

    /// `Swift`, or `FILE:LINE:COLUMN`.
    public var description: String {
        switch self {
        case .code: "Swift"
        case let .file(name, line, column): "\(name):\(line):\(column)"
        }
    }
}
