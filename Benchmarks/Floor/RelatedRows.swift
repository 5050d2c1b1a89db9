/// A film's related rows as its pages read them: its inventory items (a to-many link), and its
/// actors and categories (many-to-many, through film_actor and film_category: the link rows
/// first, then the rows they name).
///
/// The statements' rows: inventory (inventory_id, film_id, store_id, last_update); film_actor
/// (actor_id, film_id, last_update) and actor (actor_id, first_name, last_name, last_update);
/// film_category (film_id, category_id, last_update) and category (category_id, name,
/// last_update).
enum RelatedRows {
    /// The three relationships in the order the pages show them.
    enum Kind: Int, CaseIterable {
        case inventory, actor, category
    }

    /// How many rows a row page shows of each; a relationship with more links to all of them.
    static let preview = 5

    /// How many rows of `kind` the statements found (the link rows, for a many-to-many).
    static func count(_ kind: Kind, _ rows: [ResultRows], from first: Int) -> Int {
        switch kind {
        case .inventory: rows[first].count
        case .actor: rows[first + 1].count
        case .category: rows[first + 3].count
        }
    }

    /// The key of the `index`-th row of `kind`: the inventory item's, or the actor or category
    /// the link row names.
    static func key(_ kind: Kind, _ index: Int, _ rows: [ResultRows], from first: Int) -> Int64 {
        switch kind {
        case .inventory: rows[first].integer(index, 0)
        case .actor: rows[first + 1].integer(index, 0)
        case .category: rows[first + 3].integer(index, 1)
        }
    }

    /// Writes the `index`-th row of `kind` as Tessera names it: "Inventory 11199", an actor's
    /// first and last names, a category's name — the named row found among those the statement
    /// read — as text, or `inAttribute`, as an attribute's value.
    static func appendName(_ kind: Kind, _ index: Int, _ rows: [ResultRows], from first: Int, inAttribute: Bool = false, into html: inout HTMLBuffer) {
        let key = key(kind, index, rows, from: first)
        func append(_ text: UnsafeBufferPointer<UInt8>) {
            if inAttribute { html.appendAttribute(text) } else { html.appendText(text) }
        }
        switch kind {
        case .inventory:
            html.append("Inventory ")
            html.append(key)
        case .actor:
            let actors = rows[first + 2]
            for actor in 0..<actors.count where actors.integer(actor, 0) == key {
                actors.withText(actor, 1) { append($0) }
                html.append(" ")
                actors.withText(actor, 2) { append($0) }
                return
            }
        case .category:
            let categories = rows[first + 4]
            for category in 0..<categories.count where categories.integer(category, 0) == key {
                categories.withText(category, 1) { append($0) }
                return
            }
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
