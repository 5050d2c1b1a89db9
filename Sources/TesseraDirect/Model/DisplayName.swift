import TesseraData

extension Entity {
    /// What kind of relation it is, as the entity list says: "Table", "Table (read-only)",
    /// "View", "Materialized view".
    public var kindDescription: String {
        switch kind {
        case .view: baseTable == nil ? "View" : "View (editable)"
        case .materializedView: "Materialized view"
        case .table: isReadOnly ? "Table (read-only)" : "Table"
        }
    }
}

/// Names made for people from names made for databases: `rental_rate` → "Rental rate",
/// `lastName` → "Last name", `film_id` → "Film", `film_actor` → "Film actor".
public enum DisplayName {
    /// The name of a column, table or relationship as a label.
    public static func forIdentifier(_ identifier: String) -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in identifier {
            let isSeparator = character == "_" || character == " " || character == "-" || character == "."
            let startsWord =
                character.isUppercase && (previous.map { $0.isLowercase || $0.isNumber } ?? false)
            if isSeparator || startsWord {
                if !word.isEmpty { words.append(word) }
                word = isSeparator ? "" : String(character)
            } else {
                word.append(character)
            }
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        // A key column names what it points to: `film_id` is "Film". A lone `id` stays "ID".
        if words.count > 1, words.last?.lowercased() == "id" { words.removeLast() }
        guard !words.isEmpty else { return identifier }
        let lowered = words.map { $0 == $0.uppercased() && $0.count > 1 ? $0 : $0.lowercased() }
        var result = lowered.joined(separator: " ")
        if result == "id" { return "ID" }
        result = result.prefix(1).uppercased() + result.dropFirst()
        return result
    }

    /// The attribute that best names a row of `entity` for people: one called `name`, `title`,
    /// `label` (or ending so, like `last_name`), else the first text attribute that is not a key;
    /// `nil` when there is none.
    public static func namingAttribute(of entity: Entity) -> String? {
        let candidates = entity.attributes.filter { $0.valueType == .text && !$0.isPrimaryKey }
        for preferred in ["name", "title", "label", "full_name", "last_name", "code"] {
            if let exact = candidates.first(where: { $0.name.lowercased() == preferred }) { return exact.name }
        }
        if let suffixed = candidates.first(where: { let name = $0.name.lowercased(); return name.hasSuffix("name") || name.hasSuffix("title") }) {
            return suffixed.name
        }
        return candidates.first?.name
    }
}
