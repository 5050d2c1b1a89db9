import Foundation
import Tessera
import TesseraData
import TesseraRules

extension Entity {
    /// What kind of relation it is, as the entity list says: "Table", "Table (read-only)",
    /// "View", "Materialized view".
    public var kindDescription: String {
        kindText.text(in: .english, locale: Locale(identifier: "en_US"))
    }

    /// ``kindDescription`` in every language.
    @_spi(Languages) public var kindText: DirectText {
        .kindOfTable(kind, isEditableView: baseTable != nil, isReadOnly: isReadOnly)
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
    ///    nor a long text (a description); else a long text (a note's body); else the first
    ///    text column; else none (the key).
    ///
    /// So an employee is "Andrew Adams", not their job title; an invoice "#98 · 2021-03-04", not
    /// its billing address. Keys, foreign keys, arrays and documents never name a row. An
    /// application names rows by `naming(of:in:)` with the model, which follows links when the row's
    /// own columns give no name of 1, 2 or 4.
    public static func naming(of entity: Entity) -> RowNaming? {
        ownNaming(of: entity).naming
    }

    /// How people name a row of `entity` when its own columns do not name it: by the rows its
    /// to-one links lead to, as ``naming(of:)`` names those — a rental is its film's title and
    /// its customer (`{inventory.film.title} · {customer.first_name} {customer.last_name}`), an
    /// inventory item its film, an invoice its customer and its date, a film's actor the actor
    /// and the film.
    ///
    /// A row with a name, a title or a code of its own (rules 1 and 2 of ``naming(of:)``), or —
    /// without a date of its own — a text that says what it is (rule 4), keeps it. Otherwise the first two links, in the order of their columns, whose rows are named so
    /// — by their own columns or, one step further, by links of theirs — name it, separated by
    /// " · "; with one link, the row's own date follows it. A link to the entity itself (a
    /// manager) or to one that links back (a store and its manager) names nothing. Without such
    /// links, ``naming(of:)``'s own naming.
    public static func naming(of entity: Entity, in model: Model) -> RowNaming? {
        // Asked for every title and every page's plan: worked out once for the entity and the
        // entities its links reach, compared whole.
        // The name reads the entities three links away at most.
        var reached = [entity]
        for first in destinations(of: entity, in: model) {
            reached.append(first)
            for second in destinations(of: first, in: model) {
                reached.append(second)
                reached.append(contentsOf: destinations(of: second, in: model))
            }
        }
        return linkedNamings.value(for: reached) { _ in
            let own = ownNaming(of: entity)
            // A row that says something of its own (a note's text) is named by it.
            if own.rank == .content { return own.naming }
            return namingByLinks(of: entity, in: model) ?? own.naming
        }
    }

    /// The namings by links worked out so far, by the entity and those its links reach.
    private static let linkedNamings = Memo<[Entity], RowNaming?>()

    /// The entities `entity`'s to-one links lead to, in the order of their columns.
    private static func destinations(of entity: Entity, in model: Model) -> [Entity] {
        namingLinks(of: entity).compactMap { try? model.entity(named: $0.destinationEntity) }
    }

    /// The to-one relationships of `entity` that may name it, in the order of their columns: not
    /// those to the entity itself.
    private static func namingLinks(of entity: Entity) -> [Relationship] {
        let order = Dictionary(entity.attributes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        return entity.relationships
            .filter { $0.kind == .toOne && $0.destinationEntity != entity.name }
            .sorted { (order[$0.joins.first?.sourceAttribute ?? ""] ?? .max) < (order[$1.joins.first?.sourceAttribute ?? ""] ?? .max) }
    }

    /// A naming by names people give (a name, a title, a code) — the entity's own, or its
    /// links' at most two links away — or `nil`.
    ///
    /// A link names the row only by the name its rows have everywhere: a payment is not named by
    /// its rental's customer and clerk (the rental's name one link away) when a rental is its
    /// film and its customer (two links away), which a payment could only reach in three. Worked
    /// out level by level — a row's own name, then one link, then two — so that tables linking
    /// to each other in a ring (orders, shipments, invoices) cost a few look-ups, never a loop.
    private static func namingByLinks(of entity: Entity, in model: Model) -> RowNaming? {
        let own = ownNaming(of: entity)
        if own.rank == .given { return own.naming }
        // One link away, as its own name or by links to rows with names of their own.
        func oneStep(_ entity: Entity) -> RowNaming? {
            let own = ownNaming(of: entity)
            if own.rank == .given { return own.naming }
            return linked(entity, in: model) { destination in
                let own = ownNaming(of: destination)
                return own.rank == .given ? own.naming : nil
            }
        }
        // Two links away, without asking whether each is everywhere the same (a bound).
        func twoSteps(_ entity: Entity) -> RowNaming? {
            let own = ownNaming(of: entity)
            if own.rank == .given { return own.naming }
            return linked(entity, in: model, by: oneStep)
        }
        return linked(entity, in: model) { destination in
            // A destination named within one link, as it is named everywhere.
            guard let naming = oneStep(destination), naming == twoSteps(destination) else { return nil }
            return naming
        }
    }

    /// The naming of `entity` by the first two of its links whose destinations `destinationNaming`
    /// names — with one, the row's own date after it — or `nil` when none does.
    private static func linked(_ entity: Entity, in model: Model, by destinationNaming: (Entity) -> RowNaming?) -> RowNaming? {
        var links: [(relationship: String, naming: RowNaming)] = []
        for relationship in namingLinks(of: entity) {
            guard let destination = try? model.entity(named: relationship.destinationEntity),
                // A store and its manager, who works at the store: neither names the other.
                !destination.relationships.contains(where: { $0.kind == .toOne && $0.destinationEntity == entity.name }),
                let naming = destinationNaming(destination)
            else { continue }
            links.append((relationship.name, naming))
            if links.count == 2 { break }
        }
        guard !links.isEmpty else { return nil }
        let naming = RowNaming(following: links)
        if links.count == 1, let date = ownNaming(of: entity).date { return naming.followed(by: " · ", attribute: date) }
        return naming
    }

    /// The naming an entity's own columns give, and how.
    private struct OwnNaming: Sendable {
        /// How well a row's own columns name it, best first.
        enum Rank: Sendable {
            /// A name people give: a name, a title, a code (rules 1 and 2).
            case given
            /// What the row says: its first text that is no part of an address (a note's text).
            case content
            /// Its number and its own date (rule 3).
            case dated
            /// A part of an address, or nothing.
            case other
        }

        let naming: RowNaming?
        let rank: Rank
        /// The row's own date, not one of bookkeeping, when it has one.
        let date: String?
    }

    private static func ownNaming(of entity: Entity) -> OwnNaming {
        // Asked for every link to a row and every page's title, of the few entities a database
        // has: worked out once for each (an entity is compared whole, so a changed one is new).
        namings.value(for: entity, making: choosingNaming)
    }

    /// The namings chosen so far, by entity.
    private static let namings = Memo<Entity, OwnNaming>()

    private static func choosingNaming(of entity: Entity) -> OwnNaming {
        let foreignKeys = Set(entity.relationships.filter { $0.kind == .toOne }.flatMap { $0.joins.map(\.sourceAttribute) })
        let texts = entity.attributes.filter {
            $0.valueType == .text && $0.textKind == .string && !$0.isPrimaryKey && !foreignKeys.contains($0.name)
        }
        func squashed(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }
        func first(_ names: [String]) -> Attribute? {
            for name in names { if let found = texts.first(where: { squashed($0.name) == name }) { return found } }
            return nil
        }
        func given(_ naming: RowNaming) -> OwnNaming { OwnNaming(naming: naming, rank: .given, date: nil) }
        if let given = first(["firstname", "givenname", "forename", "fname"]),
            let family = first(["lastname", "surname", "familyname", "lname"])
        {
            return OwnNaming(naming: RowNaming(template: "{\(given.name)} {\(family.name)}"), rank: .given, date: nil)
        }
        if let exact = first(["name", "fullname", "displayname", "label"]) { return given(RowNaming(attribute: exact.name)) }
        let nameLike = texts.first { column in
            let name = squashed(column.name)
            return name.hasSuffix("name") && !["firstname", "lastname", "username", "filename", "hostname"].contains(name)
        }
        if let nameLike { return given(RowNaming(attribute: nameLike.name)) }
        if let title = first(["title", "subject", "headline", "caption"]) ?? texts.first(where: { squashed($0.name).hasSuffix("title") }) {
            return given(RowNaming(attribute: title.name))
        }
        if let identifier = first(["code", "sku", "isbn", "slug", "lastname", "surname", "username", "login", "email", "filename"]) {
            return given(RowNaming(attribute: identifier.name))
        }
        let keys = entity.primaryKeyAttributes
        let date = entity.attributes.first(where: \.isOwnDate)
        if !keys.isEmpty, let date {
            let naming = RowNaming(template: "#" + keys.map { "{\($0.name)}" }.joined(separator: ", ") + " · {\(date.name)}")
            return OwnNaming(naming: naming, rank: .dated, date: date.name)
        }
        let addressParts = ["address", "street", "city", "district", "state", "province", "country", "postal", "zip", "phone", "fax", "mobile"]
        let isAddressPart = { (column: Attribute) in addressParts.contains { squashed(column.name).contains($0) } }
        if let plain = texts.first(where: { column in !isAddressPart(column) && !column.isNamedLikeLongText }) {
            return OwnNaming(naming: RowNaming(attribute: plain.name), rank: .content, date: nil)
        }
        // A note's text, then a part of an address (a street, named by its address line).
        if let long = texts.first(where: { !isAddressPart($0) }) {
            return OwnNaming(naming: RowNaming(attribute: long.name), rank: .content, date: nil)
        }
        return OwnNaming(naming: texts.first.map { RowNaming(attribute: $0.name) }, rank: .other, date: nil)
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
        personNamings.naming(of: entity, in: context) { workedOutNaming(of: entity, in: context) }
    }

    /// The namings worked out so far, by person and generation of the rules.
    private static let personNamings = PersonNamings()

    /// ``naming(of:in:)`` worked out.
    private static func workedOutNaming(of entity: Entity, in context: RuleContext) -> RowNaming? {
        if let model = context.model, let linked = naming(of: entity, in: model), linked.followsRelationships {
            // Named by the rows it links to: only when the person sees every step of the way —
            // each link on its row's page, the tables it leads to, the names at its end.
            if isSeen(linked, of: entity, in: context, model: model) { return linked }
        }
        guard let naming = naming(of: entity) else { return nil }
        return isSeen(naming, of: entity, in: context, model: context.model) ? naming : nil
    }

    /// Whether the person of `context` sees everything `naming` reads of a row of `entity`.
    private static func isSeen(_ naming: RowNaming, of entity: Entity, in context: RuleContext, model: Model?) -> Bool {
        guard shows(naming.attributeNames, of: entity, in: context) else { return false }
        let related = naming.relatedAttributes
        guard !related.isEmpty else { return true }
        guard let model else { return false }
        var tables = context
        tables.removeGivenValue(for: ObjectKey.self)
        tables.removeGivenValue(for: PropertyKeyKey.self)
        tables.entity = nil
        tables.task = .query
        let visible = Set(tables.visibleEntityNames)
        for (path, attribute) in related {
            // A column whose name has dots, which the template wrote as a path.
            let whole = (path + [attribute]).joined(separator: ".")
            if entity.attributeIfPresent(named: whole) != nil {
                guard shows([whole], of: entity, in: context) else { return false }
                continue
            }
            var current = entity
            for step in path {
                guard shows([step], of: current, in: context), let relationship = current.relationships.first(where: { $0.name == step }),
                    relationship.kind == .toOne,
                    visible.contains(relationship.destinationEntity), let next = try? model.entity(named: relationship.destinationEntity)
                else { return false }
                current = next
            }
            guard shows([attribute], of: current, in: context) else { return false }
        }
        return true
    }

    /// Whether the row's own page shows `keys` of `entity` to the person of `context`, and no
    /// rule hides them.
    private static func shows(_ keys: [String], of entity: Entity, in context: RuleContext) -> Bool {
        guard !keys.isEmpty else { return true }
        var page = context
        page.removeGivenValue(for: ObjectKey.self)
        page.removeGivenValue(for: PropertyKeyKey.self)
        // The row's own page's columns, not those a page that names it was given.
        page.removeGivenValue(for: DisplayPropertyKeysKey.self)
        if page.entity?.name != entity.name { page.entity = entity }
        page.task = .inspect
        let hidden = page.hiddenPropertyKeys
        guard !keys.contains(where: hidden.contains) else { return false }
        let shown = page.displayPropertyKeys
        return keys.allSatisfy(shown.contains)
    }
}
