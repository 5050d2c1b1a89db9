import TesseraData

/// The files a form brings for its text columns of file paths (`fileFolder`), kept until the
/// form is found right: then written to the upload folder just before the row that names them,
/// and removed again when the row is not written after all (``written(to:_:)``) — so a refused
/// save leaves no file behind, and no row names a file that is not on the disk.
struct FolderUploads {
    /// One column's file: the folder its rule names under the upload folder, and the column's
    /// greatest length, which the stored path must fit.
    struct Upload {
        var file: UploadedFile
        var folder: String
        var maximumLength: Int?
    }

    /// The files, by column.
    var files: [String: Upload] = [:]

    /// What `body` answers, handed each column's value for its file — the file's path, written
    /// to `folder` before `body` runs. When writing one fails or `body` throws, every file
    /// written is removed and the error thrown: the row that was to name them is not written.
    func written<T>(to folder: UploadFolder?, _ body: ([String: DatabaseValue]) async throws -> T) async throws -> T {
        guard !files.isEmpty else { return try await body([:]) }
        guard let folder else { throw UploadFolder.Failure("there is no upload folder to keep the files in") }
        var written: [(value: String, folder: String)] = []
        do {
            var values: [String: DatabaseValue] = [:]
            for (name, upload) in files.sorted(by: { $0.key < $1.key }) {
                let value = try await folder.write(upload.file.bytes, named: upload.file.fileName, in: upload.folder, maximumLength: upload.maximumLength)
                written.append((value, upload.folder))
                values[name] = .text(value)
            }
            return try await body(values)
        } catch {
            for file in written { folder.remove(file.value, in: file.folder) }
            throw error
        }
    }
}
