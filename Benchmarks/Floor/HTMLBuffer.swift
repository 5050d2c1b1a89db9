/// The page being written: static markup appended as it is, values escaped as the page's
/// renderer escapes them. The floor's only "renderer".
struct HTMLBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Markup written by hand in this program: appended as it is.
    mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Bytes that need no escaping (a number's digits, a token of hexadecimal digits).
    mutating func appendRaw(_ text: some Sequence<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// A whole number's decimal digits.
    mutating func append(_ number: Int64) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// A whole number with a comma between each group of three digits ("16,044"): how the pages
    /// write counts.
    mutating func appendGrouped(_ number: Int64) {
        if number < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        let magnitude = number.magnitude
        if magnitude < 1000 {
            append(Int64(magnitude))
            return
        }
        appendGrouped(Int64(magnitude / 1000))
        bytes.append(UInt8(ascii: ","))
        let rest = magnitude % 1000
        if rest < 100 { bytes.append(UInt8(ascii: "0")) }
        if rest < 10 { bytes.append(UInt8(ascii: "0")) }
        append(Int64(rest))
    }

    /// Text between tags: `&`, `<` and `>` escaped, and the control characters HTML forbids
    /// replaced by U+FFFD — the renderer's rules, byte for byte.
    mutating func appendText(_ text: UnsafeBufferPointer<UInt8>) {
        appendEscaped(text, inAttribute: false)
    }

    /// An attribute's value between double quotes: as text, and both quotes escaped too.
    mutating func appendAttribute(_ text: UnsafeBufferPointer<UInt8>) {
        appendEscaped(text, inAttribute: true)
    }

    mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0, inAttribute: false) }
    }

    mutating func appendAttribute(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0, inAttribute: true) }
    }

    private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
        var runStart = 0
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            let replacement: StaticString
            var width = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
            case UInt8(ascii: "'") where inAttribute: replacement = "&#39;"
            case 0x09, 0x0A, 0x0C, 0x0D:
                index += 1
                continue
            case 0x00...0x1F, 0x7F:
                replacement = "\u{FFFD}"
            case 0xC2 where index + 1 < count && (0x80...0x9F).contains(text[index + 1]):
                // A C1 control character.
                replacement = "\u{FFFD}"
                width = 2
            default:
                index += 1
                continue
            }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index])) }
            append(replacement)
            index += width
            runStart = index
        }
        if runStart < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<count])) }
    }
}
