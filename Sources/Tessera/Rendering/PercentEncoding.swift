/// Percent-encoding for the parts of addresses that pages build from data: a path segment or a
/// query value made of a table name, a key, a search text.
public enum PercentEncoding {
    /// `text` with every byte but RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`)
    /// percent-encoded: safe as one path segment or one query value, whatever it holds.
    ///
    /// - Parameters:
    ///   - text: The segment or value to encode.
    ///   - encodingTilde: Whether `~` is encoded too, for addresses that give a raw `~` a meaning
    ///     of their own (the Direct application's row keys).
    public static func encode(_ text: String, encodingTilde: Bool = false) -> String {
        var text = text
        // Most segments (names, numeric keys) need nothing: they are returned as they are, with
        // no new string made. The others are written byte by byte into a string of their size.
        let encoded: String? = text.withUTF8 { bytes in
            var escapes = 0
            for byte in bytes where needsEscape(byte, encodingTilde: encodingTilde) { escapes += 1 }
            guard escapes > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + 2 * escapes) { buffer in
                var position = 0
                for byte in bytes {
                    if needsEscape(byte, encodingTilde: encodingTilde) {
                        buffer[position] = UInt8(ascii: "%")
                        buffer[position + 1] = hexDigit(byte >> 4)
                        buffer[position + 2] = hexDigit(byte & 0x0F)
                        position += 3
                    } else {
                        buffer[position] = byte
                        position += 1
                    }
                }
                return position
            }
        }
        return encoded ?? text
    }

    @inline(__always)
    private static func needsEscape(_ byte: UInt8, encodingTilde: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
            false
        case UInt8(ascii: "~"):
            encodingTilde
        default:
            true
        }
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
