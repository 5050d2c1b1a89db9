/// What every page has around its content: the document's head, the bar across the top, the
/// breadcrumbs, the tables' menu and, at the end, the script — static markup but for the page's
/// title, the breadcrumbs' last names and which table the menu marks as current.
enum PageFrame {
    /// Where the breadcrumbs end: the start page; a table's list; a row's page; a row's form.
    enum Place {
        case tables
        case list
        case row(title: ResultRows, row: Int, column: Int, key: Int64)
        case edit(title: ResultRows, row: Int, column: Int, key: Int64)
    }

    /// The tables the menu lists (every table and view of the sample store, in the order the
    /// application lists them): name, label, and how a person reads the name (`data-table-link`).
    static let tables: [(name: StaticString, label: StaticString, spoken: StaticString)] = [
        ("actor", "Actor", "actor"), ("address", "Address", "address"), ("category", "Category", "category"),
        ("city", "City", "city"), ("country", "Country", "country"), ("customer", "Customer", "customer"),
        ("customer_list", "Customer list", "customer list"), ("film", "Film", "film"), ("film_actor", "Film actor", "film actor"),
        ("film_category", "Film category", "film category"), ("inventory", "Inventory", "inventory"), ("language", "Language", "language"),
        ("payment", "Payment", "payment"), ("rental", "Rental", "rental"), ("staff", "Staff", "staff"), ("store", "Store", "store"),
    ]

    /// Where the film table is among ``tables``: the table of every page but the start page.
    static let filmIndex = 7

    /// Writes the page from its first byte to the end of the breadcrumbs' row; the page goes on
    /// with its title.
    static func writeTop(_ place: Place, look: Look, into html: inout HTMLBuffer) {
        html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>")
        switch place {
        case .tables: html.append("Tables")
        case .list: html.append("Film")
        case .row(let rows, let row, let column, _):
            rows.withText(row, column) { html.appendText($0) }
            html.append(" · Film")
        case .edit(let rows, let row, let column, _):
            html.append("Edit ")
            rows.withText(row, column) { html.appendText($0) }
            html.append(" · Film")
        }
        html.appendRaw(head)
        switch look {
        case .basic:
            html.append(##"basic"><a class="t-link" href="#content" data-skip-link>Skip to content</a><div class="t-frame t-frame-h-leading t-fill-width" style="background-color:color-mix(in srgb, var(--t-secondary) 12%, transparent);padding-inline:16px" aria-label="Application" role="navigation" data-app-bar><div class="t-hstack" style="gap:16px;padding-block:10px"><a class="t-link t-font-headline" href="/">"##)
            html.append(homeLabel)
            html.append("</a>")
        case .fiori:
            html.append(##"fiori"><a class="t-link" href="#content" data-skip-link>Skip to content</a><div class="t-frame t-frame-h-leading t-fill-width" aria-label="Application" role="navigation" data-shell-bar><div class="t-hstack" style="gap:12px"><a class="t-link" href="/" data-shell-brand>"##)
            html.append(homeLabel)
            html.append("</a>")
            if case .tables = place {} else { html.append(#"<span class="t-line-limit-1" data-shell-title>Film</span>"#) }
        }
        html.append(#"<div class="t-spacer"></div><a class="t-link t-line-limit-1 t-font-footnote" href="/history" data-changes-link title="What was created, changed and deleted, by whom — and undone"><span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3"/></svg><span>History</span></span></a></div></div><main class="t-navigation-stack" id="content">"#)
        if look == .fiori { html.append(#"<div class="t-vstack t-align-leading" style="gap:8px" data-page-header>"#) }
        html.append(#"<div class="t-hstack t-align-firstTextBaseline" style="gap:12px"><div class="t-hstack t-font-footnote" style="gap:6px" aria-label="Breadcrumb" role="navigation">"#)
        switch place {
        case .tables:
            html.append("<span>Tables</span>")
        case .list:
            html.append(#"<a class="t-link" href="/">Tables</a><span class="t-fg-secondary">›</span><span>Film</span>"#)
        case .row(let rows, let row, let column, _):
            html.append(#"<a class="t-link" href="/">Tables</a><span class="t-fg-secondary">›</span><a class="t-link" href="/e/film">Film</a><span class="t-fg-secondary">›</span><span>"#)
            rows.withText(row, column) { html.appendText($0) }
            html.append("</span>")
        case .edit(let rows, let row, let column, let key):
            html.append(#"<a class="t-link" href="/">Tables</a><span class="t-fg-secondary">›</span><a class="t-link" href="/e/film">Film</a><span class="t-fg-secondary">›</span><a class="t-link" href="/e/film/"#)
            html.append(key)
            html.append(#"">"#)
            rows.withText(row, column) { html.appendText($0) }
            html.append("</a>")
        }
        html.append(#"</div><div class="t-spacer"></div><details class="t-disclosure t-font-footnote" data-table-nav><summary class="t-disclosure-label"><span class="t-label">"#)
        html.append(tablesIcon)
        html.append(#"<span>Tables</span></span></summary><div class="t-disclosure-content"><div class="t-vstack t-align-leading" style="gap:2px"><label class="t-field"><span class="t-field-label t-visually-hidden">Filter the tables</span><input class="t-text-field" name="" value="" placeholder="Filter the tables" autocomplete="off" data-table-filter="" hidden="" type="search"></label>"#)
        let isFilmPage: Bool
        if case .tables = place { isFilmPage = false } else { isFilmPage = true }
        for (index, table) in tables.enumerated() {
            html.append(#"<a data-tid=""#)
            html.append(look.tableMenuPath)
            html.append(table.name)
            html.append(#"" class="t-link" href="/e/"#)
            html.append(table.name)
            html.append(isFilmPage && index == filmIndex ? #"" aria-current="page" data-table-link=""# : #"" data-table-link=""#)
            html.append(table.spoken)
            html.append(#"">"#)
            html.append(table.label)
            html.append("</a>")
        }
        html.append("</div></div></details></div>")
    }

    /// Closes what ``writeTop(_:look:into:)`` opened, and loads the application's script.
    static func writeBottom(into html: inout HTMLBuffer) {
        html.appendRaw(bottom)
    }

    /// From the title's end to the look's name: the links to the stylesheet and the icon.
    private static let head = Array(
        #" · Tessera</title><link rel="stylesheet" href=""#.utf8) + Array(AssetNames.current.stylesheet.utf8)
        + Array(#""><link rel="icon" href=""#.utf8) + Array(AssetNames.current.icon.utf8)
        + Array(#""></head><body><div class="t-vstack t-align-leading" style="gap:0px" data-look=""#.utf8)

    /// The page's end, with the script.
    private static let bottom = Array(#"</main></div><script src=""#.utf8) + Array(AssetNames.current.script.utf8)
        + Array(#"" defer></script></body></html>"#.utf8)

    /// The application's name with its icon, in the bar's first link.
    static let homeLabel: StaticString = #"<span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><rect x="4" y="4" width="7" height="7" rx="1"/><rect x="13" y="4" width="7" height="7" rx="1"/><rect x="4" y="13" width="7" height="7" rx="1"/><rect x="13" y="13" width="7" height="7" rx="1"/></svg><span>Tessera</span></span>"#

    /// The tables' icon (the same four squares).
    static let tablesIcon: StaticString = #"<svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><rect x="4" y="4" width="7" height="7" rx="1"/><rect x="13" y="4" width="7" height="7" rx="1"/><rect x="4" y="13" width="7" height="7" rx="1"/><rect x="13" y="13" width="7" height="7" rx="1"/></svg>"#
}
