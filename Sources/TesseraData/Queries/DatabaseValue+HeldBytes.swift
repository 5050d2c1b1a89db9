extension DatabaseValue {
    /// About how many bytes the value holds in memory: its text's, or a word for a number, a
    /// flag, `NULL` and binary data (which an ad-hoc query reads as its size alone). What bounds
    /// how much of a query's result is kept at once.
    var heldBytes: Int {
        switch self {
        case .text(let text), .decimal(let text), .date(let text), .timestamp(let text), .uuid(let text), .json(let text):
            text.utf8.count + 16
        default:
            16
        }
    }
}
