/// The fields of a form a browser posts (`application/x-www-form-urlencoded`), decoded: `+` a
/// space, `%XX` a byte. The first value of each name.
struct FormFields {
    private var values: [String: String] = [:]

    init(_ body: [UInt8]) {
        for pair in body.split(separator: UInt8(ascii: "&")) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(Array(parts[0]))
            if values[name] == nil { values[name] = parts.count > 1 ? Self.decode(Array(parts[1])) : "" }
        }
    }

    subscript(name: String) -> String? { values[name] }

    private static func decode(_ encoded: [UInt8]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var index = 0
        while index < encoded.count {
            let byte = encoded[index]
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < encoded.count, let high = hex(encoded[index + 1]), let low = hex(encoded[index + 2]) {
                bytes.append(high << 4 | low)
                index += 2
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
