/// What an image is, told by its first bytes — never by a file's name or the type a browser
/// said it sent: PNG, GIF, JPEG or WebP, and its size in pixels from its header. Nothing else is
/// an image here (SVG can carry script), and nothing of the image is decoded beyond its header.
///
/// ```swift
/// if let image = ImageInfo(sniffing: firstBytes) {
///     print(image.kind.mediaType, image.width, image.height)   // image/png 640 480
/// }
/// ```
public struct ImageInfo: Sendable, Hashable {
    /// The kinds of image recognised.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case png, gif, jpeg, webp

        /// Its media type, for a `Content-Type`.
        public var mediaType: String {
            switch self {
            case .png: "image/png"
            case .gif: "image/gif"
            case .jpeg: "image/jpeg"
            case .webp: "image/webp"
            }
        }

        /// The usual ending of a file's name of this kind, without the dot: `png`, `jpg`.
        public var fileExtension: String {
            switch self {
            case .png: "png"
            case .gif: "gif"
            case .jpeg: "jpg"
            case .webp: "webp"
            }
        }

        /// What a person calls it ("PNG image").
        public var displayName: String {
            switch self {
            case .png: "PNG image"
            case .gif: "GIF image"
            case .jpeg: "JPEG image"
            case .webp: "WebP image"
            }
        }
    }

    /// The kind of image.
    public var kind: Kind
    /// Its width in pixels.
    public var width: Int
    /// Its height in pixels.
    public var height: Int

    /// An image of `kind`, `width` × `height` pixels.
    public init(kind: Kind, width: Int, height: Int) {
        self.kind = kind
        self.width = width
        self.height = height
    }

    /// The largest image whose size is believed: a header claiming more (a decompression bomb,
    /// or a lie) is no image here.
    public static let largestPixelCount = 100_000_000

    /// The image `bytes` begin, or `nil` when they begin none of the four kinds, its header is cut
    /// short, or it claims no size or an unbelievable one. Reads at most the first 64 KiB (a JPEG's
    /// size may follow large metadata segments; give at least that much when there is).
    public init?(sniffing bytes: some Collection<UInt8>) {
        let header = Array(bytes.prefix(64 << 10))
        guard let (kind, width, height) = Self.read(header), width > 0, height > 0, width <= 1 << 20, height <= 1 << 20,
            width * height <= Self.largestPixelCount
        else { return nil }
        self.kind = kind
        self.width = width
        self.height = height
    }

    /// The size that fits `width` × `height` within `box` × `box`, the proportions kept, never
    /// larger than the image: what a thumbnail's `width` and `height` attributes say.
    public func fitted(within box: Int) -> (width: Int, height: Int) {
        guard width > box || height > box else { return (width, height) }
        if width >= height {
            return (box, max(1, (height * box + width / 2) / width))
        }
        return (max(1, (width * box + height / 2) / height), box)
    }

    private static func read(_ b: [UInt8]) -> (Kind, Int, Int)? {
        func u16be(_ at: Int) -> Int? { at + 2 <= b.count ? Int(b[at]) << 8 | Int(b[at + 1]) : nil }
        func u16le(_ at: Int) -> Int? { at + 2 <= b.count ? Int(b[at + 1]) << 8 | Int(b[at]) : nil }
        func u24le(_ at: Int) -> Int? { at + 3 <= b.count ? Int(b[at + 2]) << 16 | Int(b[at + 1]) << 8 | Int(b[at]) : nil }
        func u32be(_ at: Int) -> Int? { at + 4 <= b.count ? Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) : nil }
        func u32le(_ at: Int) -> Int? { at + 4 <= b.count ? Int(b[at + 3]) << 24 | Int(b[at + 2]) << 16 | Int(b[at + 1]) << 8 | Int(b[at]) : nil }
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            offset + signature.count <= b.count && Array(b[offset..<offset + signature.count]) == signature
        }
        // PNG: the signature, then the IHDR chunk first: width and height, big-endian.
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard starts(Array("IHDR".utf8), at: 12), let width = u32be(16), let height = u32be(20) else { return nil }
            return (.png, width, height)
        }
        // GIF: the logical screen's width and height, little-endian.
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            guard let width = u16le(6), let height = u16le(8) else { return nil }
            return (.gif, width, height)
        }
        // WebP: a RIFF container of a VP8X (extended), VP8L (lossless) or VP8 (lossy) chunk.
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            if starts(Array("VP8X".utf8), at: 12) {
                guard let width = u24le(24), let height = u24le(27) else { return nil }
                return (.webp, width + 1, height + 1)
            }
            if starts(Array("VP8L".utf8), at: 12) {
                guard b.count > 20, b[20] == 0x2F, let bits = u32le(21) else { return nil }
                return (.webp, (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
            }
            if starts(Array("VP8 ".utf8), at: 12) {
                guard starts([0x9D, 0x01, 0x2A], at: 23), let width = u16le(26), let height = u16le(28) else { return nil }
                return (.webp, width & 0x3FFF, height & 0x3FFF)
            }
            return nil
        }
        // JPEG: the markers walked to the first start of frame, which holds height then width.
        if starts([0xFF, 0xD8, 0xFF]) {
            var at = 2
            while at < b.count {
                guard b[at] == 0xFF else { return nil }
                // Fill bytes.
                while at < b.count && b[at] == 0xFF { at += 1 }
                guard at < b.count else { return nil }
                let marker = b[at]
                at += 1
                switch marker {
                case 0xD0...0xD7, 0x01, 0xD8:
                    continue
                case 0xD9, 0xDA:
                    // The image's end, or its data, before any frame: no size to read.
                    return nil
                default:
                    guard let length = u16be(at), length >= 2 else { return nil }
                    if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                        // Length (2), precision (1), height (2), width (2). A height of 0 comes later (DNL).
                        guard let height = u16be(at + 3), let width = u16be(at + 5), height > 0 else { return nil }
                        return (.jpeg, width, height)
                    }
                    at += length
                }
            }
            return nil
        }
        return nil
    }
}
