import TesseraData

/// What a row's files are, as their first bytes tell: its binary values and the files of the
/// upload folder its text columns name (`fileFolder`), by column. What a row's page and form
/// show of them beside their sizes.
struct StoredFiles: Sendable {
    /// The pictures, with their sizes in pixels.
    var images: [String: ImageInfo] = [:]
    /// The other files of a kind known ("PDF document").
    var kinds: [String: FileSignature] = [:]
    /// The sizes in bytes of the upload folder's files the row's text columns name; a value that
    /// names no file there is in none.
    var sizes: [String: Int] = [:]
}
