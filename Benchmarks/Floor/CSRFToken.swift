import Hummingbird

/// The forged-request token of a request, as Tessera's middleware handles it: the one its
/// `tessera_csrf` cookie carries, or a new one — 32 random bytes from the system's secure
/// generator as 64 hexadecimal digits — which the response sets as that cookie.
struct CSRFToken {
    let digits: [UInt8]
    /// Whether it was made for this request (the response sets the cookie).
    let isNew: Bool

    /// The token of `request`.
    init(of request: Request) {
        if let value = request.cookies["tessera_csrf"]?.value, Self.isWellFormed(value) {
            digits = Array(value.utf8)
            isNew = false
        } else {
            digits = Self.make()
            isNew = true
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    private static func make() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        var digits: [UInt8] = []
        digits.reserveCapacity(64)
        for _ in 0..<4 {
            let word: UInt64 = generator.next()
            for shift in stride(from: 60, through: 0, by: -4) { digits.append(hex[Int(word >> UInt64(shift) & 0xF)]) }
        }
        return digits
    }

    private static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 64 && token.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Whether `submitted` is this token, compared in time that does not depend on where they
    /// differ.
    func matches(_ submitted: Substring) -> Bool {
        let submitted = Array(submitted.utf8)
        guard submitted.count == digits.count else { return false }
        var difference: UInt8 = 0
        for index in digits.indices { difference |= digits[index] ^ submitted[index] }
        return difference == 0
    }

    /// The `Set-Cookie` value for a new token.
    var cookie: String {
        "tessera_csrf=" + String(decoding: digits, as: UTF8.self) + "; HttpOnly; Path=/; SameSite=Strict"
    }
}
