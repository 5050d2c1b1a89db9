/// A film's related rows as its pages read them: its inventory items (a to-many link), and its
/// actors and categories (many-to-many, through film_actor and film_category: the link rows,
/// each with the row it names joined — `… FROM (SELECT … FROM "film_actor" …) AS "film_actor"
/// LEFT JOIN "actor" ON …` — NULL when no row was found).
///
/// The three statements, one after the other: inventory (inventory_id, film_id, store_id,
/// last_update); film_actor (actor_id, film_id, last_update) joined with actor (actor_id,
/// first_name, last_name, last_update); film_category (film_id, category_id, last_update) joined
/// with category (category_id, name, last_update).
enum RelatedRows {
    /// The three relationships in the order the pages show them.
    enum Kind: Int, CaseIterable {
        case inventory, actor, category
    }

    /// How many rows a row page shows of each; a relationship with more links to all of them.
    static let preview = 5

    /// Where the joined actor's key and names are in film_actor's rows, and the joined category's
    /// key and name in film_category's: after the link row's three columns.
    private static let actorID = 3, actorFirstName = 4, actorLastName = 5
    private static let categoryID = 3, categoryName = 4

    /// Checks, once when the floor starts, that `statements` (a page's, from its inventory's on)
    /// are the three this type reads, with the joined rows' columns where it reads them; fails
    /// naming the page when they are not.
    static func check(_ statements: ArraySlice<CapturedStatement>, page: String) throws {
        let sql = statements.map(\.sql)
        let failure = FloorFailure("\(page) reads its related rows by \(sql.map { String($0.prefix(60)) }); the floor was written for its inventory, then film_actor joined with actor, then film_category joined with category")
        guard sql.count == 3 else { throw failure }
        let actor = SelectList(sql[1])
        let category = SelectList(sql[2])
        guard sql[0].hasPrefix(#"SELECT "inventory"."inventory_id""#),
            sql[1].hasPrefix(#"SELECT "film_actor"."actor_id", "film_actor"."film_id""#),
            sql[1].contains(#") AS "film_actor" LEFT JOIN "actor" ON "actor"."actor_id" = "film_actor"."actor_id""#),
            actor.has(#""actor"."actor_id""#, at: actorID), actor.has(#""actor"."first_name""#, at: actorFirstName),
            actor.has(#""actor"."last_name""#, at: actorLastName),
            sql[2].hasPrefix(#"SELECT "film_category"."film_id", "film_category"."category_id""#),
            sql[2].contains(#") AS "film_category" LEFT JOIN "category" ON "category"."category_id" = "film_category"."category_id""#),
            category.has(#""category"."category_id""#, at: categoryID), category.has(#""category"."name""#, at: categoryName)
        else { throw failure }
    }

    /// How many rows of `kind` the statements found (the link rows, for a many-to-many).
    static func count(_ kind: Kind, _ rows: [ResultRows], from first: Int) -> Int {
        rows[first + kind.rawValue].count
    }

    /// The key of the `index`-th row of `kind`: the inventory item's, or the actor or category
    /// the link row names.
    static func key(_ kind: Kind, _ index: Int, _ rows: [ResultRows], from first: Int) -> Int64 {
        switch kind {
        case .inventory: rows[first].integer(index, 0)
        case .actor: rows[first + 1].integer(index, 0)
        case .category: rows[first + 2].integer(index, 1)
        }
    }

    /// Writes the `index`-th row of `kind` as Tessera names it: "Inventory 11199", an actor's
    /// first and last names, a category's name — from the row joined to the link row — as text,
    /// or `inAttribute`, as an attribute's value.
    static func appendName(_ kind: Kind, _ index: Int, _ rows: [ResultRows], from first: Int, inAttribute: Bool = false, into html: inout HTMLBuffer) {
        func append(_ joined: ResultRows, _ column: Int) {
            joined.withText(index, column) { text in
                if inAttribute { html.appendAttribute(text) } else { html.appendText(text) }
            }
        }
        switch kind {
        case .inventory:
            html.append("Inventory ")
            html.append(key(kind, index, rows, from: first))
        case .actor:
            let actors = rows[first + 1]
            guard !actors.isNull(index, actorID) else { return }
            append(actors, actorFirstName)
            html.append(" ")
            append(actors, actorLastName)
        case .category:
            let categories = rows[first + 2]
            guard !categories.isNull(index, categoryID) else { return }
            append(categories, categoryName)
        }
    }

    /// The relationship's name as a page heads it.
    static func label(_ kind: Kind) -> StaticString {
        switch kind {
        case .inventory: "Inventory"
        case .actor: "Actor"
        case .category: "Category"
        }
    }

    /// The table the rows are (`/e/TABLE/KEY`).
    static func table(_ kind: Kind) -> StaticString {
        switch kind {
        case .inventory: "inventory"
        case .actor: "actor"
        case .category: "category"
        }
    }

    /// Where a link to all the rows leads: the rows of the table that holds the film's key.
    static func allRowsTable(_ kind: Kind) -> StaticString {
        switch kind {
        case .inventory: "inventory"
        case .actor: "film_actor"
        case .category: "film_category"
        }
    }

    /// A row page's preview of `kind`: up to five links, each numbered after `path` (its
    /// `data-tid`), and when there are more a link to all of them.
    static func writePreview(
        _ kind: Kind, _ rows: [ResultRows], from first: Int, path: (inout HTMLBuffer) -> Void, film: Int64, into html: inout HTMLBuffer
    ) {
        html.append(#"<div class="t-vstack t-align-leading" style="gap:4px">"#)
        let count = count(kind, rows, from: first)
        for index in 0..<min(count, preview) {
            html.append(#"<a data-tid=""#)
            path(&html)
            html.append(Int64(index))
            html.append(#"" class="t-link" href="/e/"#)
            html.append(table(kind))
            html.append("/")
            html.append(key(kind, index, rows, from: first))
            html.append(#"">"#)
            appendName(kind, index, rows, from: first, into: &html)
            html.append("</a>")
        }
        if count > preview {
            html.append(#"<a class="t-link" href="/e/"#)
            html.append(allRowsTable(kind))
            html.append("?where=film_id%20%3D%20")
            html.append(film)
            html.append(#"">All "#)
            html.append(table(kind))
            html.append(" rows →</a>")
        }
        html.append("</div>")
    }
}
