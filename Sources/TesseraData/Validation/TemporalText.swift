/// Dates and timestamps as PostgreSQL writes them beyond the `YYYY-MM-DD` a form asks for: the
/// infinities (`infinity`, `-infinity`), dates before Christ (`0044-03-15 BC`, a timestamp's
/// `BC` after its time zone) and years of more than four digits. The application shows such
/// values; a form must take them back, and a page link that holds one must lead somewhere.
///
/// SQLite has no dates of its own (they are text there), so the same spellings are text it keeps
/// as they are.
enum TemporalText {
    /// `text` as a date of these spellings, normalized (`Infinity` is `infinity`), or `nil`.
    static func date(_ text: String) -> String? {
        if let infinity = infinity(text) { return infinity }
        return beyondYear9999OrBeforeChrist(text) { standIn in
            guard let date = Attribute.calendarDate(standIn), date.count == 10 else { return nil }
            return date
        }
    }

    /// `text` as a timestamp of these spellings, normalized as ``Attribute/parse(_:)`` does
    /// (a space between date and time, seconds written), or `nil`.
    static func timestamp(_ text: String) -> String? {
        if let infinity = infinity(text) { return infinity }
        return beyondYear9999OrBeforeChrist(text) { Attribute.timestamp($0) }
    }

    /// `infinity` or `-infinity` in any case (PostgreSQL also reads `+infinity`), or `nil`.
    private static func infinity(_ text: String) -> String? {
        switch text.lowercased() {
        case "infinity", "+infinity": "infinity"
        case "-infinity": "-infinity"
        default: nil
        }
    }

    /// A date or timestamp whose year has more than four digits, or that ends in ` BC`, checked
    /// by `check` with a four-digit stand-in year of the same kind (leap or not), its own year
    /// put back into what `check` returns.
    private static func beyondYear9999OrBeforeChrist(_ text: String, check: (String) -> String?) -> String? {
        var body = Substring(text)
        let beforeChrist = body.count > 3 && body.suffix(3).uppercased() == " BC"
        if beforeChrist { body = body.dropLast(3) }
        guard let dash = body.firstIndex(of: "-") else { return nil }
        let yearText = body[..<dash]
        guard yearText.count >= 4, yearText.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(yearText), year > 0,
            beforeChrist || yearText.count > 4
        else { return nil }
        // Year 1 BC is year 0 of the proleptic Gregorian calendar PostgreSQL counts in, a leap year.
        let astronomical = beforeChrist ? year - 1 : year
        let leap = astronomical % 4 == 0 && (astronomical % 100 != 0 || astronomical % 400 == 0)
        guard let checked = check((leap ? "2000" : "2001") + body[dash...]) else { return nil }
        return String(yearText) + checked.dropFirst(4) + (beforeChrist ? " BC" : "")
    }
}
