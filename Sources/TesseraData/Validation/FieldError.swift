/// What is wrong with one field's value, in words that read after the field's label:
/// "must be a whole number", "at most 50 characters", "required".
public struct FieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, starting in lowercase so that a form can write "Length must be a whole number".
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }

    /// The ``message``.
    public var description: String { message }
}
