/// The `page=` value of a list's links to its other pages, as Tessera makes it: base64url (no
/// padding) of a JSON object — direction, entity, the list's fingerprint, and either how many
/// rows in the page starts (a numbered page) or the position and key of the row it follows (the
/// next page) — then a byte 1 and the object's FNV-1a checksum in base 36.
enum PageLink {
    /// The link to the numbered page that starts `start` rows into the list.
    static func numbered(start: Int, fingerprint: UInt64, into html: inout HTMLBuffer) {
        var payload: [UInt8] = []
        payload.reserveCapacity(96)
        appendHead(fingerprint: fingerprint, to: &payload)
        payload.append(contentsOf: #","o":""#.utf8)
        payload.append(contentsOf: String(start).utf8)
        payload.append(contentsOf: #"","v":[]}"#.utf8)
        finish(payload, into: &html)
    }

    /// The link to the page after the row at `position` whose key is `key`.
    static func next(position: Int, key: Int64, fingerprint: UInt64, into html: inout HTMLBuffer) {
        var payload: [UInt8] = []
        payload.reserveCapacity(96)
        appendHead(fingerprint: fingerprint, to: &payload)
        payload.append(contentsOf: #","p":""#.utf8)
        payload.append(contentsOf: String(position).utf8)
        payload.append(contentsOf: #"","v":[["i",""#.utf8)
        payload.append(contentsOf: String(key).utf8)
        payload.append(contentsOf: #""]]}"#.utf8)
        finish(payload, into: &html)
    }

    private static func appendHead(fingerprint: UInt64, to payload: inout [UInt8]) {
        payload.append(contentsOf: #"{"d":"a","e":"film","f":""#.utf8)
        payload.append(contentsOf: String(fingerprint, radix: 16).utf8)
        payload.append(UInt8(ascii: "\""))
    }

    /// The payload, its checksum, in base64url.
    private static func finish(_ payload: [UInt8], into html: inout HTMLBuffer) {
        var checksum = FNV1a()
        checksum.add("tessera-cursor\u{1}")
        checksum.add(payload)
        var checked = payload
        checked.append(1)
        checked.append(contentsOf: String(checksum.value, radix: 36).utf8)
        appendBase64URL(checked, into: &html)
    }

    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    private static func appendBase64URL(_ bytes: [UInt8], into html: inout HTMLBuffer) {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count / 3 * 4 + 4)
        var index = 0
        while index + 2 < bytes.count {
            let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out.append(alphabet[Int(word >> 18 & 63)])
            out.append(alphabet[Int(word >> 12 & 63)])
            out.append(alphabet[Int(word >> 6 & 63)])
            out.append(alphabet[Int(word & 63)])
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let word = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            out.append(alphabet[Int(word >> 18 & 63)])
            out.append(alphabet[Int(word >> 12 & 63)])
            if rest == 2 { out.append(alphabet[Int(word >> 6 & 63)]) }
        }
        html.appendRaw(out)
    }
}
