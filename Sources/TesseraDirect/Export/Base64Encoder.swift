/// Base64 (RFC 4648, with padding) of bytes that come in slices of any size: each slice's
/// whole groups of three bytes are written at once, the one or two left over wait for the next.
/// A value exported in 64 KiB slices is never held whole, and its base64 is the same as of the
/// whole.
struct Base64Encoder {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    /// Bytes of the last slice that did not fill a group of three.
    private var carried: [UInt8] = []

    /// Appends the base64 of `slice`'s whole groups (with what the last slice left) to `output`.
    mutating func append(_ slice: [UInt8], to output: inout [UInt8]) {
        var input = carried
        input.append(contentsOf: slice)
        let whole = input.count - input.count % 3
        output.reserveCapacity(output.count + whole / 3 * 4)
        Self.alphabet.withUnsafeBufferPointer { letters in
            input.withUnsafeBufferPointer { bytes in
                var index = 0
                while index < whole {
                    let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                    output.append(letters[Int(group >> 18 & 63)])
                    output.append(letters[Int(group >> 12 & 63)])
                    output.append(letters[Int(group >> 6 & 63)])
                    output.append(letters[Int(group & 63)])
                    index += 3
                }
            }
        }
        carried = Array(input[whole...])
    }

    /// Appends the last one or two bytes, padded with `=`.
    mutating func finish(to output: inout [UInt8]) {
        guard !carried.isEmpty else { return }
        let first = carried[0]
        let second = carried.count > 1 ? carried[1] : 0
        let group = UInt32(first) << 16 | UInt32(second) << 8
        output.append(Self.alphabet[Int(group >> 18 & 63)])
        output.append(Self.alphabet[Int(group >> 12 & 63)])
        output.append(carried.count > 1 ? Self.alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
        output.append(UInt8(ascii: "="))
        carried = []
    }
}
