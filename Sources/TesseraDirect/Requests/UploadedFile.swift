import NIOCore

/// A file a form sent (`<input type=file>` in a `multipart/form-data` form): its bytes, and the
/// name it had on the person's computer.
///
/// The name is for showing only: a browser sends what it likes, so it is never a path here, and
/// the bytes, not the name or the type the browser claims, say what the file is
/// (`ImageInfo`).
public struct UploadedFile: Sendable {
    /// The file's name as the browser sent it, without any folder: `portrait.png`. Its last 255
    /// characters at most; empty when the browser sent none.
    public var fileName: String
    /// Every byte of the file, as sent.
    public var bytes: ByteBuffer

    /// A file named `fileName` (its folders dropped, cut to its last 255 characters) holding `bytes`.
    public init(fileName: String, bytes: ByteBuffer) {
        // Windows browsers of old sent the whole path; a name is the part after the last slash.
        let name = fileName.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        // Cut from the front: the end says what kind of file it is.
        self.fileName = String(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.suffix(255).map(Character.init))
        self.bytes = bytes
    }
}
