/// A value that a form field can hold: it has a text form to write into the HTML (`value="…"`),
/// and, read back from what a browser sent, gives the value again.
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

    /// The value a form sent as `formValue`, or `nil` when the text is no such value. A control
    /// bound to a binding in a live view writes it back through this; the default is `nil`, a
    /// value that can be shown but not read back.
    init?(formValue: String)
}

extension FormValueConvertible {
    public init?(formValue: String) { return nil }
}

extension String: FormValueConvertible {
    public var formValue: String { self }
    public init?(formValue: String) { self = formValue }
}

extension Int: FormValueConvertible {
    public var formValue: String { String(self) }
    public init?(formValue: String) { self.init(formValue.trimmingSpaces) }
}

extension Int64: FormValueConvertible {
    public var formValue: String { String(self) }
    public init?(formValue: String) { self.init(formValue.trimmingSpaces) }
}

extension Double: FormValueConvertible {
    public var formValue: String { isFinite ? String(self) : "" }
    public init?(formValue: String) {
        guard let value = Double(formValue.trimmingSpaces), value.isFinite else { return nil }
        self = value
    }
}

extension Bool: FormValueConvertible {
    public var formValue: String { self ? "true" : "false" }
    public init?(formValue: String) {
        switch formValue {
        case "true", "on": self = true
        case "false", "off", "": self = false
        default: return nil
        }
    }
}

extension Optional: FormValueConvertible where Wrapped: FormValueConvertible {
    /// The wrapped value's text, or the empty string for `nil`.
    public var formValue: String { self?.formValue ?? "" }

    /// `nil` for the empty string, else the wrapped value the text is.
    public init?(formValue: String) {
        if formValue.isEmpty {
            self = .none
        } else if let value = Wrapped(formValue: formValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}

extension RawRepresentable where RawValue: FormValueConvertible {
    public var formValue: String { rawValue.formValue }
}

extension FormValueConvertible where Self: RawRepresentable, RawValue: FormValueConvertible {
    /// The value whose raw value the text is.
    public init?(formValue: String) {
        guard let raw = RawValue(formValue: formValue) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String {
    /// The string without spaces around it: a number typed with a space after it is still one.
    fileprivate var trimmingSpaces: Substring {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
