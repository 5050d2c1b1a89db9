/// What a file that is not a picture is, told by its first bytes as ``ImageInfo`` tells a
/// picture: a PDF document, a ZIP archive (an EPUB, a Word or Excel file are ZIP archives too), a
/// gzip file, or text. Never by a name or a claimed type.
///
/// ```swift
/// FileSignature(sniffing: Array("%PDF-1.7".utf8))   // .pdf
/// ```
public enum FileSignature: String, Sendable, Hashable, CaseIterable {
    case pdf, zip, gzip, text

    /// The kind `bytes` begin, or `nil` when they begin none of these.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(4096))
        func starts(_ signature: [UInt8]) -> Bool { head.count >= signature.count && Array(head[..<signature.count]) == signature }
        if starts(Array("%PDF-".utf8)) {
            self = .pdf
        } else if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) {
            self = .zip
        } else if starts([0x1F, 0x8B]) {
            self = .gzip
        } else if !head.isEmpty, Self.isText(head, cutShort: bytes.count > head.count) {
            self = .text
        } else {
            return nil
        }
    }

    /// Whether `bytes` are UTF-8 text without control characters other than tab, line feed,
    /// carriage return and form feed; the last character may be cut where a slice ends.
    private static func isText(_ bytes: [UInt8], cutShort: Bool) -> Bool {
        guard !bytes.contains(where: { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) || $0 == 0x7F }) else { return false }
        if String(validating: bytes, as: UTF8.self) != nil { return true }
        // A character cut by the slice: up to three bytes short.
        guard cutShort else { return false }
        return (1...3).contains { String(validating: bytes.dropLast($0), as: UTF8.self) != nil }
    }

    /// What a person calls it ("PDF document").
    public var displayName: String {
        switch self {
        case .pdf: "PDF document"
        case .zip: "ZIP archive"
        case .gzip: "gzip file"
        case .text: "Text"
        }
    }

    /// The usual ending of a file's name of this kind, without the dot.
    public var fileExtension: String {
        switch self {
        case .pdf: "pdf"
        case .zip: "zip"
        case .gzip: "gz"
        case .text: "txt"
        }
    }
}
