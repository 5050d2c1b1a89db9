extension HistoryEntry {
    /// The value a column held, from the text the history kept of it (``keptText(of:)``): what an
    /// undo writes back.
    ///
    /// Text is taken as it was kept, spaces, line breaks and the empty string included (reading
    /// it as a form's input would trim it, or make the empty string `NULL`); JSON likewise; every
    /// other type is read as the column's type, whatever the column's declared limits (SQLite
    /// keeps 9999999999.99 in a `NUMERIC(10,2)`). Whether the value comes back exactly is the
    /// caller's to check against the row the database returns: the kept text says nothing of an
    /// engine's storage class.
    ///
    /// - Throws: ``FieldError`` when the history kept only the size of binary data (it cannot be
    ///   put back), or when the text is no value of the column's type (the column's type
    ///   changed since).
    public static func restoredValue(_ kept: String?, of attribute: Attribute) throws(FieldError) -> DatabaseValue {
        guard let kept else { return .null }
        if attribute.valueType == .blob || isKeptAsSize(kept) {
            throw FieldError(.historyKeepsOnlyTheSize)
        }
        switch attribute.valueType {
        case .text: return .text(kept)
        case .json: return .json(kept)
        default: return try attribute.parseIgnoringLimits(kept)
        }
    }

    /// Whether `kept` is how the history writes binary data: `(12 bytes of binary data)`. SQLite
    /// keeps bytes in a column of any type, so a text column's value may be one too; the history
    /// cannot tell the two apart, and an undo refuses both rather than write the size as text.
    public static func isKeptAsSize(_ kept: String) -> Bool {
        guard kept.hasPrefix("("), kept.hasSuffix(" bytes of binary data)") else { return false }
        let digits = kept.dropFirst().dropLast(" bytes of binary data)".count)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
