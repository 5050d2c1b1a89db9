import Foundation
import Tessera

/// What is wrong with a value a form cell's decoding helper read from a submitted form: a value
/// a browser can send, or a person (or a script) can forge, that the cell's field cannot take.
///
/// The helpers (``RangeSlider/decode(lower:upper:in:)``, ``DurationPicker/decode(hours:minutes:maximumHours:)``,
/// ``StepperView/decode(_:in:)``, ``SignatureCapture/decode(drawing:typedName:maximumBytes:)``)
/// never trap on what they are given: missing, empty, not a number, out of range, huge, or
/// holding NUL bytes, it is one of these, whose ``description`` reads as an error message to show
/// under the field again — in English, and as a `LocalizedMessage` in the person's language.
///
/// ```swift
/// switch StepperView.decode(form["quantity"], in: 1...99) {
/// case .success(let quantity): order.quantity = quantity
/// case .failure(let error): errors["quantity"] = environment.text(error)   // "Enter a number."
/// }
/// ```
public enum FormCellValueError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedMessage {
    /// The form sent no value, or an empty one, for a field that needs one.
    case missing
    /// The value holds a NUL byte or another control character: no control sends one.
    case controlCharacters
    /// The value is longer than any the field takes (`limit` characters, or bytes of a drawing).
    case tooLong(limit: Int)
    /// The value is not a number.
    case notANumber
    /// The number is outside what the field allows, from `lowest` to `highest`.
    case outOfRange(lowest: String, highest: String)
    /// The lower bound of a range is above its upper bound.
    case lowerAboveUpper
    /// The value is not what the field submits: a drawing that is not a PNG image, say.
    case malformed

    /// The error as a message to show under the field, in English.
    public var description: String {
        text(in: .english, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// The error as a message to show under the field, in `language`.
    public func text(in language: UILanguage, locale: Locale) -> String {
        switch language {
        case .english: english
        case .german: german
        case .french: french
        case .spanish: spanish
        case .japanese: japanese
        }
    }

    private var english: String {
        switch self {
        case .missing: "Enter a value."
        case .controlCharacters: "The value holds characters no one can type."
        case .tooLong(let limit): "The value is too long (at most \(limit))."
        case .notANumber: "Enter a number."
        case .outOfRange(let lowest, let highest): "Enter a number from \(lowest) to \(highest)."
        case .lowerAboveUpper: "The lower value is above the upper value."
        case .malformed: "The value is not one this field sends."
        }
    }

    private var german: String {
        switch self {
        case .missing: "Geben Sie einen Wert ein."
        case .controlCharacters: "Der Wert enthält Zeichen, die niemand eingeben kann."
        case .tooLong(let limit): "Der Wert ist zu lang (höchstens \(limit))."
        case .notANumber: "Geben Sie eine Zahl ein."
        case .outOfRange(let lowest, let highest): "Geben Sie eine Zahl von \(lowest) bis \(highest) ein."
        case .lowerAboveUpper: "Der untere Wert liegt über dem oberen."
        case .malformed: "Diesen Wert sendet das Feld nicht."
        }
    }

    private var french: String {
        switch self {
        case .missing: "Saisissez une valeur."
        case .controlCharacters: "La valeur contient des caractères que personne ne peut saisir."
        case .tooLong(let limit): "La valeur est trop longue (\(limit) au plus)."
        case .notANumber: "Saisissez un nombre."
        case .outOfRange(let lowest, let highest): "Saisissez un nombre de \(lowest) à \(highest)."
        case .lowerAboveUpper: "La valeur basse dépasse la valeur haute."
        case .malformed: "Ce champ n’envoie pas cette valeur."
        }
    }

    private var spanish: String {
        switch self {
        case .missing: "Introduzca un valor."
        case .controlCharacters: "El valor contiene caracteres que nadie puede escribir."
        case .tooLong(let limit): "El valor es demasiado largo (como máximo \(limit))."
        case .notANumber: "Introduzca un número."
        case .outOfRange(let lowest, let highest): "Introduzca un número de \(lowest) a \(highest)."
        case .lowerAboveUpper: "El valor inferior supera al superior."
        case .malformed: "Este campo no envía ese valor."
        }
    }

    private var japanese: String {
        switch self {
        case .missing: "値を入力してください。"
        case .controlCharacters: "入力できない文字が含まれています。"
        case .tooLong(let limit): "値が長すぎます（最大\(limit)）。"
        case .notANumber: "数値を入力してください。"
        case .outOfRange(let lowest, let highest): "\(lowest)から\(highest)までの数値を入力してください。"
        case .lowerAboveUpper: "下限が上限を超えています。"
        case .malformed: "このフィールドが送信する値ではありません。"
        }
    }
}

/// The checks every decoding helper starts with.
enum FormValueReading {
    /// The longest text a number's field may send: enough for any number a person types.
    static let numberLength = 32

    /// `text` trimmed of spaces, or why it cannot be read: missing or empty, longer than
    /// `limit` characters, or holding control characters.
    static func text(_ text: String?, limit: Int) -> Result<String, FormCellValueError> {
        guard let text else { return .failure(.missing) }
        // Counted in bytes first: a huge value is refused before it is looked at further.
        guard text.utf8.count <= limit * 4, text.count <= limit else { return .failure(.tooLong(limit: limit)) }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .failure(.controlCharacters)
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? .failure(.missing) : .success(trimmed)
    }

    /// A whole number from `text`, within `range`.
    static func integer(_ text: String?, in range: ClosedRange<Int>) -> Result<Int, FormCellValueError> {
        let outOfRange = FormCellValueError.outOfRange(lowest: String(range.lowerBound), highest: String(range.upperBound))
        return Self.text(text, limit: numberLength).flatMap { text in
            if let number = Int(text) { return range.contains(number) ? .success(number) : .failure(outOfRange) }
            // Digits too many for an Int are a number, just far too big (or small).
            let digits = text.drop(while: { $0 == "-" || $0 == "+" })
            return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) ? .failure(outOfRange) : .failure(.notANumber)
        }
    }

    /// A finite number from `text`, within `range`.
    static func number(_ text: String?, in range: ClosedRange<Double>) -> Result<Double, FormCellValueError> {
        Self.text(text, limit: numberLength).flatMap { text in
            // `Double("nan")`, `Double("inf")` are numbers to Swift, and to no person.
            guard let number = Double(text), number.isFinite else { return .failure(.notANumber) }
            return range.contains(number)
                ? .success(number) : .failure(.outOfRange(lowest: format(range.lowerBound), highest: format(range.upperBound)))
        }
    }

    /// `number` as a form writes it: without a fraction when it has none.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "" }
        return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

extension Character {
    /// Whether it is one of the ASCII digits 0 to 9.
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
