import TesseraData

/// Every byte of one value as a file: what `/e/ENTITY/KEY/download/NAME` answers.
///
/// It holds where the value is, not its bytes — in the database, or a file of the upload
/// folder: ``write(_:)`` reads them from the database a slice
/// at a time (`Database.writeContents(of:inRowOf:key:sliceSize:_:)`) and hands each on as it is
/// read, so that a download of 20 MB — or of many — holds a slice in memory, and a client that
/// stops reading holds no more than that until the write timeout lets it go.
public struct DirectDownload: Sendable {
    /// The file name a browser saves it as: `film-1-description.txt`.
    public let fileName: String
    /// The content type to send it with.
    public let contentType: String
    /// Whether a browser may show it where it is opened (`Content-Disposition: inline`): a
    /// picture its bytes say is one of the four kinds `ImageInfo` knows. Anything else is
    /// saved, never rendered.
    public let isInline: Bool
    /// Where the bytes are read from.
    let source: Source

    /// Where a download's bytes are: a value of the database, or a file of the upload folder
    /// that a text column names.
    enum Source: Sendable {
        case value(database: Database, entityName: String, key: RowKey, attributeName: String)
        case file(UploadFolder, value: String, subfolder: String)
    }

    /// Bytes handed on at a time: what a client that stops reading holds, beside its socket's
    /// buffers, until the write timeout.
    static let sliceSize = 64 << 10

    init(database: Database, entityName: String, key: RowKey, attributeName: String, fileName: String, contentType: String, isInline: Bool = false) {
        self.init(
            source: .value(database: database, entityName: entityName, key: key, attributeName: attributeName), fileName: fileName,
            contentType: contentType, isInline: isInline)
    }

    init(source: Source, fileName: String, contentType: String, isInline: Bool = false) {
        self.source = source
        self.isInline = isInline
        self.fileName = fileName
        self.contentType = contentType
    }

    /// Writes every byte of the value, a slice to a call of `write`.
    public func write(_ write: ([UInt8]) async throws -> Void) async throws {
        switch source {
        case .value(let database, let entityName, let key, let attributeName):
            try await database.writeContents(of: attributeName, inRowOf: entityName, key: key, sliceSize: Self.sliceSize, write)
        case .file(let folder, let value, let subfolder):
            try await folder.writeContents(of: value, in: subfolder, sliceSize: Self.sliceSize, write)
        }
    }
}
