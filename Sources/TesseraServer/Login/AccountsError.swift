/// Why an accounts file could not be read or changed, as a sentence naming the file and line.
public struct AccountsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and where.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
