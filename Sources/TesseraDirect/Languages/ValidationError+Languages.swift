import Tessera
import TesseraData

extension ValidationError {
    /// The mistakes of the field of `attributeName`, each in `localized`'s language where the
    /// saving methods gave its reason (a message written by hand stays as written).
    func messages(for attributeName: String, _ localized: Localization) -> [String] {
        (fieldErrors[attributeName] ?? []).map { localized.mistake($0, reasons: reasons) }
    }
}

extension Localization {
    /// `error` in this language where it has a reason that still says its message.
    func mistake(_ error: FieldError) -> String {
        mistake(error.message, reasons: error.reason.map { [$0.message: $0] } ?? [:])
    }

    /// `message` in this language where `reasons` has its reason.
    func mistake(_ message: String, reasons: [String: FieldError.Reason]) -> String {
        reasons[message].map { self(DirectText.fieldMistake($0)) } ?? message
    }
}
