extension Entity {
    /// Reads a primary key from text — the parts of a URL such as `/film/42` or `/film_actor/1/23`
    /// — parsing each part as its key attribute's type.
    ///
    /// ```swift
    /// let key = try film.rowKey(fromTexts: ["42"])        // RowKey([.integer(42)])
    /// let row = try await database.row(of: "film", key: key)
    /// ```
    ///
    /// - Throws: ``DatabaseError`` (``DatabaseError/Kind/rowNotFound``) when the entity has no
    ///   primary key, the number of parts is wrong, or a part is not a value of its attribute:
    ///   a link that was edited by hand names no row.
    public func rowKey(fromTexts texts: [String]) throws(DatabaseError) -> RowKey {
        let attributes = primaryKeyAttributes
        guard !attributes.isEmpty else {
            throw DatabaseError(.readOnlyEntity, "'\(name)' has no primary key, so a row of it cannot be named in a link. Find it with a qualifier instead.")
        }
        guard texts.count == attributes.count else {
            throw DatabaseError(.rowNotFound, "A key of '\(name)' has \(attributes.count) parts (\(primaryKeyAttributeNames.joined(separator: ", "))), not \(texts.count).")
        }
        var values: [DatabaseValue] = []
        for (attribute, text) in zip(attributes, texts) {
            let value: DatabaseValue
            do {
                // An empty text key is the empty string (a form's empty field is NULL; a key is not).
                value = attribute.valueType == .text && text.isEmpty ? .text("") : try attribute.parse(text)
            } catch {
                throw DatabaseError(.rowNotFound, "There is no \(name) row with \(attribute.name) '\(text)': it \(error.message).")
            }
            guard !value.isNull else {
                throw DatabaseError(.rowNotFound, "A key of '\(name)' needs a value for \(attribute.name); this link has none.")
            }
            values.append(value)
        }
        return RowKey(values)
    }
}
