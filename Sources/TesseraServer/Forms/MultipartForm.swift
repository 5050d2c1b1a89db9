import Hummingbird
import MultipartKit
import TesseraDirect

/// The fields and files of a submitted `multipart/form-data` form — what a form with a file field
/// sends — read a chunk at a time as they arrive.
///
/// ```swift
/// let form = try await MultipartForm(request: request, uploadLimit: 10 << 20)
/// let name = form.fields.last { $0.name == "name" }?.value
/// let picture = form.files["picture"]       // nil when no file was chosen
/// ```
///
/// Bounded before anything is kept: a body announced (`Content-Length`) or found larger than the
/// files' limit and the fields' together is refused (413) before, or as soon as, it passes it;
/// files larger than `uploadLimit` together are refused (413) at the first byte past it; the
/// fields' text is held to ``FormData/defaultLimit`` (413) and must be UTF-8 (400). A body that
/// is not a well-formed multipart form — no boundary, one of more than 70 characters, a part
/// cut short, a header that is not one, no part at all, more than ``maximumParts`` parts — is a
/// 400. Nothing is written by reading: the application writes once the whole form is read.
///
/// A file's bytes are kept once, as they came (a file field left empty — a browser sends it with
/// no name and no bytes — is not among ``files``). Its name is for showing only; its type is told
/// by its bytes, never by what the browser claims.
struct MultipartForm {
    /// The text fields, in the order the browser sent them.
    var fields: [(name: String, value: String)] = []
    /// The files, by field name; the first of a name where several came.
    var files: [String: UploadedFile] = [:]

    /// Parts a form may have at most: far more than any form of the application's has fields.
    static let maximumParts = 5_000
    /// Bytes one part's header line may have at most.
    static let maximumHeaderLength = 8 << 10
    /// Chunks smaller than this are gathered to this size before they are parsed.
    static let gatheredChunk = 16 << 10

    /// Whether `contentType` is `multipart/form-data`.
    static func isMultipart(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "multipart/form-data"
    }

    /// The boundary a `multipart/form-data` content type names: 1 to 70 characters of those
    /// RFC 2046 allows, not ending in a space; `nil` otherwise.
    static func boundary(of contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { continue }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".utf8)
            guard (1...70).contains(value.utf8.count), value.utf8.allSatisfy(allowed.contains), !value.hasSuffix(" ") else { return nil }
            return value
        }
        return nil
    }

    /// Reads the form `request` carries, its files together at most `uploadLimit` bytes, its
    /// fields' text at most `fieldLimit`.
    init(request: Request, uploadLimit: Int, fieldLimit: Int = FormData.defaultLimit) async throws {
        guard let contentType = request.headers[.contentType], Self.isMultipart(contentType) else {
            throw HTTPError(.unsupportedMediaType, message: "The form is not multipart/form-data.")
        }
        guard let boundary = Self.boundary(of: contentType) else {
            throw HTTPError(.badRequest, message: "The form names no boundary between its parts, or one of more than 70 characters or of characters a boundary may not have.")
        }
        // The parts' headers and the browser's framing fit in the fields' allowance.
        let bodyLimit = uploadLimit + fieldLimit
        let announced = request.headers[.contentLength].flatMap { Int($0) }
        if let announced, announced > bodyLimit {
            throw Self.tooLarge(uploadLimit)
        }
        let reader = PartReader(uploadLimit: uploadLimit, fieldLimit: fieldLimit, expectedSize: announced)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in reader.header(name: name, value: value) }
        parser.onBody = { bytes in reader.body(&bytes) }
        parser.onPartComplete = { reader.complete() }
        var received = 0
        // Small chunks are gathered before the parser sees them: it keeps a header's bytes in an
        // array it copies at every call, which many tiny chunks (a chunked body of one-byte
        // chunks) would make quadratic.
        var pending = ByteBuffer()
        // The end of what came, to see the closing boundary (`--BOUNDARY--`) there.
        var tail: [UInt8] = []
        func feed(_ buffer: ByteBuffer) throws {
            let callbacks = reader.callbacks
            do {
                try parser.execute(buffer)
            } catch {
                throw reader.failure ?? HTTPError(.badRequest, message: "The form is not a well-formed multipart/form-data body.")
            }
            if let failure = reader.failure { throw failure }
            // Bytes the parser kept without a word: a header line, or what comes before the first
            // part or after the last. A browser sends none of them long.
            reader.silentBytes = reader.callbacks == callbacks ? reader.silentBytes + buffer.readableBytes : 0
            guard reader.silentBytes <= Self.maximumHeaderLength * 2 else {
                throw HTTPError(.badRequest, message: "A part of the form has headers longer than \(Self.maximumHeaderLength >> 10) KiB, or the form has text outside its parts.")
            }
        }
        for try await chunk in request.body {
            received += chunk.readableBytes
            // A chunked body says nothing of its size beforehand: counted as it comes.
            guard received <= bodyLimit else { throw Self.tooLarge(uploadLimit) }
            tail = Array((tail + chunk.readableBytesView.suffix(128)).suffix(128))
            if chunk.readableBytes >= Self.gatheredChunk && pending.readableBytes == 0 {
                try feed(chunk)
                continue
            }
            var chunk = chunk
            pending.writeBuffer(&chunk)
            if pending.readableBytes >= Self.gatheredChunk {
                try feed(pending)
                pending = ByteBuffer()
            }
        }
        if pending.readableBytes > 0 { try feed(pending) }
        // Ended by its closing boundary, and nothing but line breaks after it.
        while let last = tail.last, last == 0x0D || last == 0x0A { tail.removeLast() }
        guard reader.completedParts > 0, !reader.isInPart, tail.suffix(boundary.utf8.count + 4) == Array(("--" + boundary + "--").utf8)[...] else {
            throw HTTPError(.badRequest, message: "The form ended before its last part did.")
        }
        fields = reader.fields
        files = reader.files
    }

    static func tooLarge(_ uploadLimit: Int) -> HTTPError {
        HTTPError(.contentTooLarge, message: "The form's files are larger than the \(uploadLimit >> 20) MiB a form may send. Nothing was saved.")
    }
}

/// What the parser's callbacks gather, part by part; lives only while a form is read, by one
/// task.
private final class PartReader {
    let uploadLimit: Int
    let fieldLimit: Int
    let expectedSize: Int?
    var fields: [(name: String, value: String)] = []
    var files: [String: UploadedFile] = [:]
    var failure: HTTPError?
    var completedParts = 0
    var isInPart = false
    /// How many times the parser has called back: what tells bytes it kept silently.
    var callbacks = 0
    /// Bytes fed since the parser last called back.
    var silentBytes = 0

    // The part being read.
    private var disposition: String?
    /// The part's `Content-Disposition`, read at its first bytes or at its end.
    private var parsed: ContentDisposition?
    private var bytes = ByteBuffer()
    private var fileBytes = 0
    private var hasReserved = false
    private var fieldBytes = 0

    init(uploadLimit: Int, fieldLimit: Int, expectedSize: Int?) {
        self.uploadLimit = uploadLimit
        self.fieldLimit = fieldLimit
        self.expectedSize = expectedSize
    }

    func header(name: String, value: String) {
        callbacks += 1
        guard failure == nil else { return }
        isInPart = true
        guard value.utf8.count <= MultipartForm.maximumHeaderLength else {
            failure = HTTPError(.badRequest, message: "A part of the form has a header longer than \(MultipartForm.maximumHeaderLength >> 10) KiB.")
            return
        }
        if name.lowercased() == "content-disposition" { disposition = value }
    }

    func body(_ slice: inout ByteBuffer) {
        callbacks += 1
        guard failure == nil else { return }
        isInPart = true
        if parsed == nil, let disposition { parsed = ContentDisposition(disposition) }
        if parsed?.fileName != nil {
            fileBytes += slice.readableBytes
            guard fileBytes <= uploadLimit else {
                failure = MultipartForm.tooLarge(uploadLimit)
                return
            }
            if bytes.capacity == 0, !hasReserved {
                // Room for the form's first file at once, as far as the body's size tells:
                // growing would hold two copies for a moment. Once a form: any further file
                // grows as it comes, so that many file parts reserve nothing.
                hasReserved = true
                bytes.reserveCapacity(min(expectedSize ?? 64 << 10, uploadLimit))
            }
        } else {
            fieldBytes += slice.readableBytes
            guard fieldBytes <= fieldLimit else {
                failure = HTTPError(.contentTooLarge, message: "The form's fields are larger than \(fieldLimit >> 10) KiB.")
                return
            }
        }
        bytes.writeBuffer(&slice)
    }

    func complete() {
        callbacks += 1
        guard failure == nil else { return }
        defer {
            disposition = nil
            parsed = nil
            bytes = ByteBuffer()
            isInPart = false
        }
        completedParts += 1
        guard completedParts <= MultipartForm.maximumParts else {
            failure = HTTPError(.badRequest, message: "The form has more than \(MultipartForm.maximumParts) parts.")
            return
        }
        guard let disposition else {
            failure = HTTPError(.badRequest, message: "A part of the form does not say which field it is (Content-Disposition: form-data; name=…).")
            return
        }
        let parsed = self.parsed ?? ContentDisposition(disposition)
        guard parsed.isFormData, let name = parsed.name else {
            failure = HTTPError(.badRequest, message: "A part of the form does not say which field it is (Content-Disposition: form-data; name=…).")
            return
        }
        if let fileName = parsed.fileName {
            // A file field left empty: no name, no bytes. The stored value stays.
            guard !(fileName.isEmpty && bytes.readableBytes == 0), files[name] == nil else { return }
            files[name] = UploadedFile(fileName: fileName, bytes: bytes)
        } else {
            guard let value = String(validating: bytes.readableBytesView, as: UTF8.self) else {
                failure = HTTPError(.badRequest, message: "A field of the form is not valid UTF-8 text.")
                return
            }
            fields.append((name, value))
        }
    }
}

/// A part's `Content-Disposition` header: `form-data; name="picture"; filename="me.png"`.
///
/// Values are quoted strings (a backslash before a quote or a backslash keeps that character,
/// as RFC 2616 has it; any other backslash is kept, as old Windows browsers sent whole paths
/// unescaped; browsers percent-encode quotes and line breaks instead, which stay as sent) or tokens;
/// parameters are found by name whatever their case, the first of a name kept.
struct ContentDisposition {
    /// Whether its type is `form-data`.
    var isFormData = false
    /// The field's name.
    var name: String?
    /// The file's name, for a file's part: empty when the field was left without a file.
    var fileName: String?

    init(_ header: String) {
        var parameters: [(String, String)] = []
        var utf8 = Substring(header).unicodeScalars[...]
        func skipSpaces() { while let first = utf8.first, first == " " || first == "\t" { utf8.removeFirst() } }
        skipSpaces()
        var type = ""
        while let first = utf8.first, first != ";" { type.unicodeScalars.append(first); utf8.removeFirst() }
        isFormData = type.trimmingCharacters(in: .whitespaces).lowercased() == "form-data"
        while utf8.first == ";" {
            utf8.removeFirst()
            skipSpaces()
            var key = ""
            while let first = utf8.first, first != "=", first != ";" { key.unicodeScalars.append(first); utf8.removeFirst() }
            var value = ""
            if utf8.first == "=" {
                utf8.removeFirst()
                skipSpaces()
                if utf8.first == "\"" {
                    utf8.removeFirst()
                    while let first = utf8.first, first != "\"" {
                        utf8.removeFirst()
                        if first == "\\", let escaped = utf8.first, escaped == "\"" || escaped == "\\" {
                            value.unicodeScalars.append(escaped)
                            utf8.removeFirst()
                        } else {
                            value.unicodeScalars.append(first)
                        }
                    }
                    if utf8.first == "\"" { utf8.removeFirst() }
                    while let first = utf8.first, first != ";" { utf8.removeFirst() }
                } else {
                    while let first = utf8.first, first != ";" { value.unicodeScalars.append(first); utf8.removeFirst() }
                    value = value.trimmingCharacters(in: .whitespaces)
                }
            }
            parameters.append((key.trimmingCharacters(in: .whitespaces).lowercased(), value))
        }
        name = parameters.first { $0.0 == "name" }?.1
        fileName = parameters.first { $0.0 == "filename" }?.1
    }
}
