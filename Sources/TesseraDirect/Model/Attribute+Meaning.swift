import TesseraData

extension Attribute {
    /// The column's name in lower case, letters and digits only: `Last_Update` is `lastupdate`.
    var squashedName: String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    /// Whether it is a row's own date or time — a rental's `rental_date`, an invoice's
    /// `InvoiceDate` — not its key, nor a date of bookkeeping (`last_update`, `created_at`,
    /// `modified`): what names a row without a name ("#98 · 2021-03-04") and what a list drills
    /// into by year, month and day.
    var isOwnDate: Bool {
        guard valueType == .date || valueType == .timestamp, !isPrimaryKey else { return false }
        let name = squashedName
        return !["update", "modif", "created", "deleted", "changed", "inserted", "timestamp"].contains { name.contains($0) }
    }

    /// Whether its name says it holds text written freely — a description, notes, a comment, a
    /// body: not what names a row while another text does, and never a set of choices.
    var isNamedLikeLongText: Bool {
        ["description", "notes", "note", "comment", "comments", "body", "text", "content", "details", "remarks", "summary"].contains(squashedName)
    }
}
