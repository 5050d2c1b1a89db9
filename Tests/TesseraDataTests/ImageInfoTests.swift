import TesseraData
import Testing

/// Images told by their bytes: the four kinds and their sizes from hand-made headers, and
/// everything else — names that lie, headers cut short, sizes no one believes — no image.
@Suite("Images told by their bytes")
struct ImageInfoTests {
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0]
    }

    static func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    @Test("PNG, GIF, WebP (three chunk kinds) and JPEG (after metadata segments) with their sizes")
    func theFourKinds() throws {
        let png = try #require(ImageInfo(sniffing: Self.png(width: 640, height: 480)))
        #expect(png == ImageInfo(kind: .png, width: 640, height: 480))
        #expect(png.kind.mediaType == "image/png")

        let gif = Array("GIF89a".utf8) + Self.le16(320) + Self.le16(200) + [0, 0, 0]
        #expect(ImageInfo(sniffing: gif) == ImageInfo(kind: .gif, width: 320, height: 200))

        let riff = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        let extended = riff + Array("VP8X".utf8) + [10, 0, 0, 0] + [0, 0, 0, 0] + [0x1F, 0x03, 0x00] + [0xDF, 0x01, 0x00]
        #expect(ImageInfo(sniffing: extended) == ImageInfo(kind: .webp, width: 800, height: 480))
        // Lossless: 14 bits of width - 1, then 14 of height - 1.
        let bits = UInt32(99) | UInt32(49) << 14
        let lossless = riff + Array("VP8L".utf8) + [0, 0, 0, 0] + [0x2F] + [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)]
        #expect(ImageInfo(sniffing: lossless) == ImageInfo(kind: .webp, width: 100, height: 50))
        let lossy = riff + Array("VP8 ".utf8) + [0, 0, 0, 0] + [0, 0, 0] + [0x9D, 0x01, 0x2A] + Self.le16(1024) + Self.le16(768)
        #expect(ImageInfo(sniffing: lossy) == ImageInfo(kind: .webp, width: 1024, height: 768))

        // A JPEG with an EXIF segment of 30,000 bytes and a table before its frame.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1] + [UInt8(30_002 >> 8), UInt8(30_002 & 0xFF)] + [UInt8](repeating: 0xAB, count: 30_000)
        jpeg += [0xFF, 0xC4, 0x00, 0x04, 0x00, 0x00]
        jpeg += [0xFF, 0xFF, 0xC2, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03]
        #expect(ImageInfo(sniffing: jpeg) == ImageInfo(kind: .jpeg, width: 800, height: 600))
    }

    @Test("Not images: other files, cut-short headers, no size, a size no one believes")
    func notImages() {
        #expect(ImageInfo(sniffing: Array("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>".utf8)) == nil)
        #expect(ImageInfo(sniffing: Array("%PDF-1.7".utf8)) == nil)
        #expect(ImageInfo(sniffing: [UInt8]()) == nil)
        #expect(ImageInfo(sniffing: Array(Self.png(width: 640, height: 480).prefix(20))) == nil)
        #expect(ImageInfo(sniffing: Self.png(width: 0, height: 480)) == nil)
        #expect(ImageInfo(sniffing: Self.png(width: 100_000, height: 100_000)) == nil, "ten billion pixels")
        #expect(ImageInfo(sniffing: [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]) == nil, "a JPEG's data before its frame")
        #expect(ImageInfo(sniffing: [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF]) == nil, "a segment longer than the bytes")
        #expect(ImageInfo(sniffing: [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x00, 0x03, 0x20]) == nil, "a height given later")
        #expect(ImageInfo(sniffing: Array("RIFF\0\0\0\0WAVEfmt ".utf8)) == nil)
        // Every prefix of a real header is safe to read.
        let full = Self.png(width: 1, height: 1)
        for count in 0..<full.count { _ = ImageInfo(sniffing: Array(full.prefix(count))) }
    }

    @Test("A thumbnail's size fits a box, proportions kept, never enlarged")
    func fitting() {
        #expect(ImageInfo(kind: .png, width: 640, height: 480).fitted(within: 160) == (160, 120))
        #expect(ImageInfo(kind: .png, width: 480, height: 640).fitted(within: 160) == (120, 160))
        #expect(ImageInfo(kind: .png, width: 40, height: 30).fitted(within: 160) == (40, 30))
        #expect(ImageInfo(kind: .png, width: 10_000, height: 1).fitted(within: 160) == (160, 1))
    }
}
