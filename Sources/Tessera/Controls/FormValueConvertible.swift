/// A value that a form field can hold: it has a text form to write into the HTML (`value="…"`).
///
/// Strings, integers, floating-point numbers and booleans conform, and so does any
/// `RawRepresentable` type whose raw value does, such as a `String`-backed enum:
///
/// ```swift
/// enum Status: String, FormValueConvertible { case open, closed }
/// ```
public protocol FormValueConvertible {
    /// The value's text in a form.
    var formValue: String { get }
}

extension String: FormValueConvertible {
    public var formValue: String { self }
}

extension Int: FormValueConvertible {
    public var formValue: String { String(self) }
}

extension Int64: FormValueConvertible {
    public var formValue: String { String(self) }
}

extension Double: FormValueConvertible {
    public var formValue: String { isFinite ? String(self) : "" }
}

extension Bool: FormValueConvertible {
    public var formValue: String { self ? "true" : "false" }
}

extension Optional: FormValueConvertible where Wrapped: FormValueConvertible {
    /// The wrapped value's text, or the empty string for `nil`.
    public var formValue: String { self?.formValue ?? "" }
}

extension RawRepresentable where RawValue: FormValueConvertible {
    public var formValue: String { rawValue.formValue }
}
