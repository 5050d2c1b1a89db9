import TesseraRules

/// The folder, under the server's upload folder (`tessera serve --upload-folder DIR`), where a
/// text column keeps the files people upload: the column then holds a file's path there, and
/// its form a file field instead of a text field, as a binary column's does. `''` names the
/// upload folder itself. None by default: a text column is text.
///
/// ```
/// entity.name = 'book_files' and propertyKey = 'path' => fileFolder = 'books'
/// ```
///
/// Only text columns take it (`tessera rules check` says so of others). Without an upload
/// folder the server has nowhere to keep files: the rule has no effect, and the column is text.
public enum FileFolderKey: RuleKey {
    public static let defaultValue: String? = nil
}

extension RuleContext {
    /// The folder under the upload folder where the property keeps its files, when it is a text
    /// column of file paths; see ``FileFolderKey``.
    public var fileFolder: String? {
        get { self[FileFolderKey.self] }
        set { self[FileFolderKey.self] = newValue }
    }
}
