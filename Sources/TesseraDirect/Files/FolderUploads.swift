import TesseraData

/// The files a form brings for its text columns of file paths (`fileFolder`), kept until the
/// form is found right: then written to the upload folder just before the row that names them
/// (``write(to:)``), and removed again when the row is not written after all
/// (``removedOnFailure(from:_:)``) — so a refused save leaves no file behind, and no row names
/// a file that is not on the disk.
struct FolderUploads {
    /// The files, by column: each with the folder its rule names under the upload folder and the
    /// column's greatest length, which the stored path must fit.
    var files: [String: (file: UploadedFile, folder: String, maximumLength: Int?)] = [:]
    /// The values of the files written, to remove when the row is not written.
    private var written: [String] = []

    /// Writes every file, and answers each column's value: the file's path under `folder`. A
    /// failure removes those written already, and is thrown.
    mutating func write(to folder: UploadFolder?) throws -> [String: DatabaseValue] {
        guard !files.isEmpty else { return [:] }
        guard let folder else { throw UploadFolder.Failure("there is no upload folder to keep the files in") }
        var values: [String: DatabaseValue] = [:]
        do {
            for (name, upload) in files.sorted(by: { $0.key < $1.key }) {
                let value = try folder.write(upload.file.bytes, named: upload.file.fileName, in: upload.folder, maximumLength: upload.maximumLength)
                written.append(value)
                values[name] = .text(value)
            }
        } catch {
            written.forEach(folder.remove)
            written = []
            throw error
        }
        return values
    }

    /// What `body` answers; the files written are removed when it throws — the row that was to
    /// name them is not written.
    func removedOnFailure<T>(from folder: UploadFolder?, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            if let folder { written.forEach(folder.remove) }
            throw error
        }
    }
}
