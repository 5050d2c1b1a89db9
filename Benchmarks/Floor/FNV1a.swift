/// The 64-bit FNV-1a hash, which Tessera uses for a list's fingerprint, a page link's checksum
/// and a row's version token: the floor computes the same for each request.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    mutating func add(_ text: StaticString) {
        text.withUTF8Buffer { add($0) }
    }

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }
}
