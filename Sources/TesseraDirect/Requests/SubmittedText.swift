import TesseraData

/// What a browser sends back for a value a form showed it: not always the value itself.
///
/// HTML cannot carry every string a database holds. The renderer writes NUL and the other
/// control characters as U+FFFD (HTML forbids them); a single-line field drops the line breaks
/// of its value; a text area sends every line break as CR LF. Saving what came back would change
/// a value nobody edited — a NUL-bearing name would lose its NUL, a note its line endings.
///
/// So a submitted field that reads as the shown value would (``isUnchanged(_:shown:)``) is taken
/// to mean the value as it was, and the stored value is kept byte for byte.
///
/// Texts are compared by their Unicode scalars, not as Swift compares strings: `café` written
/// with a composed `é` and with `e` and a combining accent are equal strings to Swift, but two
/// values to the database, and a person who types one over the other has changed the field.
enum SubmittedText {
    /// Whether `submitted` is what a browser sends back for a field showing `original`, unedited.
    static func isUnchanged(_ submitted: String, shown original: String) -> Bool {
        if same(submitted, original) { return true }
        let shown = canonical(original)
        let sent = canonical(submitted)
        return same(sent, shown) || same(sent, String(shown.unicodeScalars.filter { $0 != "\n" }))
    }

    /// Whether two texts are the same scalars, in the same order.
    static func same(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.elementsEqual(b.unicodeScalars)
    }

    /// The string as it reads after a trip through HTML: control characters HTML forbids as
    /// U+FFFD, every line break as LF.
    static func canonical(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0D:
                result.append("\n")
                previousWasCR = true
                continue
            case 0x0A where previousWasCR:
                break
            case 0x09, 0x0A, 0x0C:
                result.append(scalar)
            case 0x00...0x1F, 0x7F, 0x80...0x9F:
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
            previousWasCR = false
        }
        return String(result)
    }
}

extension DatabaseValue {
    /// Whether `other` is the same value to the database: texts by their Unicode scalars (Swift's
    /// `==` takes canonically equivalent strings for one), NaN as NaN. What a save compares to
    /// tell a changed field.
    func isSame(as other: DatabaseValue) -> Bool {
        if case .double(let a) = self, case .double(let b) = other, a.isNaN, b.isNaN { return true }
        guard self == other else { return false }
        guard let a = text, let b = other.text else { return true }
        return SubmittedText.same(a, b)
    }
}
