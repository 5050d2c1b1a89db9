/// Whether text is a JSON document by the grammar of RFC 8259 — any value at the top, numbers of
/// any size, `\u` escapes whose surrogates pair — without reading it into values.
///
/// A form's JSON is checked here rather than by `JSONSerialization`, which refuses numbers beyond
/// a Double (`1e400`, which a jsonb column keeps exactly) and so refused documents the database
/// holds. The check walks the bytes with a stack of its own, so that a document nested a million
/// deep is answered, not a crashed stack.
enum JSONSyntax {
    static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isValid($0) }
    }

    private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        // The open arrays (`[`) and objects (`{`), innermost last.
        var open: [UInt8] = []
        var expectsValue = true

        func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }
        func take(_ byte: Character) -> Bool {
            guard index < bytes.count, bytes[index] == byte.asciiValue! else { return false }
            index += 1
            return true
        }
        func takeWord(_ word: String) -> Bool {
            for byte in word.utf8 {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }
        func isDigit(_ position: Int) -> Bool {
            position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39
        }
        func hex(_ position: Int) -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = bytes[position + offset]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        /// A string, from its opening quote.
        func string() -> Bool {
            guard take("\"") else { return false }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0x22: return true
                case 0x00..<0x20: return false
                case 0x5C:
                    guard index < bytes.count else { return false }
                    let escaped = bytes[index]
                    index += 1
                    if "\"\\/bfnrt".utf8.contains(escaped) { continue }
                    guard escaped == UInt8(ascii: "u"), let code = hex(index) else { return false }
                    index += 4
                    if (0xDC00...0xDFFF).contains(code) { return false }
                    if (0xD800...0xDBFF).contains(code) {
                        // A high surrogate stands only before a low one.
                        guard takeWord("\\u"), let low = hex(index), (0xDC00...0xDFFF).contains(low) else { return false }
                        index += 4
                    }
                default: continue
                }
            }
            return false
        }
        /// A number: `-`, an integer without leading zeros, a fraction, an exponent.
        func number() -> Bool {
            _ = take("-")
            if take("0") {
                if isDigit(index) { return false }
            } else {
                guard isDigit(index) else { return false }
                while isDigit(index) { index += 1 }
            }
            if take(".") {
                guard isDigit(index) else { return false }
                while isDigit(index) { index += 1 }
            }
            if take("e") || take("E") {
                if !take("+") { _ = take("-") }
                guard isDigit(index) else { return false }
                while isDigit(index) { index += 1 }
            }
            return true
        }
        /// An object's member name and its colon.
        func memberName() -> Bool {
            skipSpace()
            guard string() else { return false }
            skipSpace()
            return take(":")
        }

        while true {
            skipSpace()
            if expectsValue {
                guard index < bytes.count else { return false }
                switch bytes[index] {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    let opening = bytes[index]
                    index += 1
                    skipSpace()
                    if take(opening == UInt8(ascii: "[") ? "]" : "}") {
                        expectsValue = false
                        continue
                    }
                    open.append(opening)
                    if opening == UInt8(ascii: "{"), !memberName() { return false }
                    continue
                case UInt8(ascii: "\""): guard string() else { return false }
                case UInt8(ascii: "t"): guard takeWord("true") else { return false }
                case UInt8(ascii: "f"): guard takeWord("false") else { return false }
                case UInt8(ascii: "n"): guard takeWord("null") else { return false }
                default: guard number() else { return false }
                }
                expectsValue = false
                continue
            }
            guard let innermost = open.last else { return index == bytes.count }
            if take(",") {
                if innermost == UInt8(ascii: "{"), !memberName() { return false }
                expectsValue = true
            } else if take(innermost == UInt8(ascii: "[") ? "]" : "}") {
                open.removeLast()
            } else {
                return false
            }
        }
    }
}
