import TesseraData
import Testing

/// Files that are not pictures, told by their first bytes.
@Suite("File signatures")
struct FileSignatureTests {
    @Test("PDF, ZIP, gzip and text are told by their bytes; anything else is none")
    func kinds() {
        #expect(FileSignature(sniffing: Array("%PDF-1.7\n%âãÏÓ".utf8)) == .pdf)
        #expect(FileSignature(sniffing: [0x50, 0x4B, 0x03, 0x04, 20, 0, 0, 0]) == .zip)
        #expect(FileSignature(sniffing: [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)) == .zip)
        #expect(FileSignature(sniffing: [0x1F, 0x8B, 8, 0]) == .gzip)
        #expect(FileSignature(sniffing: Array("Dear Ada,\r\n\tthe café is open.\n".utf8)) == .text)
        // Binary: a NUL, an escape, bytes that are not UTF-8; nothing at all.
        #expect(FileSignature(sniffing: Array("text\u{0}more".utf8)) == nil)
        #expect(FileSignature(sniffing: Array("\u{1B}[31mred".utf8)) == nil)
        #expect(FileSignature(sniffing: [0xC3, 0x28, 0x41]) == nil)
        #expect(FileSignature(sniffing: [UInt8]()) == nil)
        // A picture's bytes are not text, nor any of these.
        #expect(FileSignature(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == nil)
    }

    @Test("Text whose last character a slice cuts is still text; cut elsewhere it is not")
    func cutText() {
        let text = Array(String(repeating: "é", count: 3000).utf8)  // 6,000 bytes: the slice of 4,096 ends inside none
        #expect(FileSignature(sniffing: text) == .text)
        let odd = Array(("a" + String(repeating: "é", count: 3000)).utf8)  // the 4,096th byte starts an "é"
        #expect(FileSignature(sniffing: odd) == .text)
        // A whole value that ends inside a character is not text.
        #expect(FileSignature(sniffing: Array("café".utf8).dropLast()) == nil)
    }
}
