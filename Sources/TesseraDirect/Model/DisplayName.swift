import TesseraData
import TesseraRules

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
        // Every link to a row without a name says what it is ("Inventory 112"): the few names a
        // database has are made readable once each.
        readableNames.value(for: identifier, making: makingReadable)
    }

    /// The names made readable so far.
    private static let readableNames = Memo<String, String>()

    private static func makingReadable(_ identifier: String) -> String {
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

    /// How people name a row of `entity`, from its columns' names and types:
    ///
    /// 1. a first and a last name (`first_name`/`last_name`, `FirstName`/`LastName`,
    ///    `given_name`/`family_name`, …): `{first_name} {last_name}`;
    /// 2. a column called like a name: `name`, `full_name`, `display_name`, `label`, then one
    ///    ending so (`company_name`, `ProductName`); then `title`, `subject`, `headline`;
    ///    then a code or a number people use (`code`, `sku`, `isbn`, `username`, `email`);
    /// 3. for rows without one (an invoice, a payment): the key and the row's own date,
    ///    `#{invoice_id} · {invoice_date}` — not a date of bookkeeping such as `last_update`;
    /// 4. else the first text column that is neither a part of an address or a phone number,
    ///    nor a long text (a description); else the first text column; else none (the key).
    ///
    /// So an employee is "Andrew Adams", not their job title; an invoice "#98 · 2021-03-04", not
    /// its billing address. Keys, foreign keys, arrays and documents never name a row.
    public static func naming(of entity: Entity) -> RowNaming? {
        // Asked for every link to a row and every page's title, of the few entities a database
        // has: worked out once for each (an entity is compared whole, so a changed one is new).
        namings.value(for: entity, making: choosingNaming)
    }

    /// The namings chosen so far, by entity.
    private static let namings = Memo<Entity, RowNaming?>()

    private static func choosingNaming(of entity: Entity) -> RowNaming? {
        let foreignKeys = Set(entity.relationships.filter { $0.kind == .toOne }.flatMap { $0.joins.map(\.sourceAttribute) })
        let texts = entity.attributes.filter {
            $0.valueType == .text && $0.textKind == .string && !$0.isPrimaryKey && !foreignKeys.contains($0.name)
        }
        func squashed(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }
        func first(_ names: [String]) -> Attribute? {
            for name in names { if let found = texts.first(where: { squashed($0.name) == name }) { return found } }
            return nil
        }
        if let given = first(["firstname", "givenname", "forename", "fname"]),
            let family = first(["lastname", "surname", "familyname", "lname"])
        {
            return RowNaming(template: "{\(given.name)} {\(family.name)}")
        }
        if let exact = first(["name", "fullname", "displayname", "label"]) { return RowNaming(attribute: exact.name) }
        let nameLike = texts.first { column in
            let name = squashed(column.name)
            return name.hasSuffix("name") && !["firstname", "lastname", "username", "filename", "hostname"].contains(name)
        }
        if let nameLike { return RowNaming(attribute: nameLike.name) }
        if let title = first(["title", "subject", "headline", "caption"]) ?? texts.first(where: { squashed($0.name).hasSuffix("title") }) {
            return RowNaming(attribute: title.name)
        }
        if let identifier = first(["code", "sku", "isbn", "slug", "lastname", "surname", "username", "login", "email", "filename"]) {
            return RowNaming(attribute: identifier.name)
        }
        let keys = entity.primaryKeyAttributes
        let bookkeeping = ["update", "modif", "created", "deleted", "changed", "inserted", "timestamp"]
        if !keys.isEmpty, let date = entity.attributes.first(where: { column in
            (column.valueType == .date || column.valueType == .timestamp) && !column.isPrimaryKey
                && !bookkeeping.contains { squashed(column.name).contains($0) }
        }) {
            return RowNaming(template: "#" + keys.map { "{\($0.name)}" }.joined(separator: ", ") + " · {\(date.name)}")
        }
        let addressParts = ["address", "street", "city", "district", "state", "province", "country", "postal", "zip", "phone", "fax", "mobile"]
        let longTexts = ["description", "notes", "note", "comment", "comments", "body", "text", "content", "details", "remarks", "summary"]
        if let plain = texts.first(where: { column in
            let name = squashed(column.name)
            return !addressParts.contains { name.contains($0) } && !longTexts.contains(name)
        }) {
            return RowNaming(attribute: plain.name)
        }
        return texts.first.map { RowNaming(attribute: $0.name) }
    }

    /// The attribute ``naming(of:)`` reads first: the one a list links to the row from, and
    /// sorts related rows by.
    public static func namingAttribute(of entity: Entity) -> String? {
        naming(of: entity)?.attributeNames.first
    }
}


extension DisplayName {
    /// How rows of `entity` are named for the person of `context`: ``naming(of:)``, unless it
    /// reads a column that person does not see on the row's own page — one the rules hide
    /// (`hiddenPropertyKeys`), or one they leave out of that page (`displayPropertyKeys` of
    /// `task = 'inspect'`, the widest view of a row anyone is given). A customer named by names
    /// a clerk is not shown is "Customer 12" to that clerk, in titles, links, notices, facets
    /// and lists alike: a value seen nowhere else is not shown as a name either.
    public static func naming(of entity: Entity, in context: RuleContext) -> RowNaming? {
        guard let naming = naming(of: entity) else { return nil }
        var page = context
        page.removeGivenValue(for: ObjectKey.self)
        page.removeGivenValue(for: PropertyKeyKey.self)
        // The row's own page's columns, not those a page that names it was given.
        page.removeGivenValue(for: DisplayPropertyKeysKey.self)
        if page.entity?.name != entity.name { page.entity = entity }
        page.task = .inspect
        let hidden = page.hiddenPropertyKeys
        guard !naming.attributeNames.contains(where: hidden.contains) else { return nil }
        let shown = page.displayPropertyKeys
        return naming.attributeNames.allSatisfy(shown.contains) ? naming : nil
    }
}
