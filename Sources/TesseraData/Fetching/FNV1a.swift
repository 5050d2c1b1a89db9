/// The 64-bit FNV-1a hash: small, stable across processes and machines.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 { hash = step(hash, byte) }
        return hash
    }

    /// `hash` with `byte` added.
    @inline(__always)
    static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
}
