/// The film list — its first page of 25, 100 or 500 rows, searched or not — in either look: the
/// search box and the filters, the columns worth counting by, the count, the rows, the page
/// numbers and the next page's link, and the form that acts on ticked rows.
///
/// The values come from the rows the page's statements gave: the films (one more than the page
/// shows, which says there is a next page) with their language joined, and their original
/// languages (``FilmLanguages``); from the kept statements, the counts, the columns' distinct
/// values and the languages a filter offers.
enum ListPage {
    /// The film table's columns as the list shows them: name, label, and the label as a sentence
    /// says it.
    static let columns: [(name: StaticString, label: StaticString, lowercased: StaticString)] = [
        ("film_id", "ID", "id"), ("title", "Title", "title"), ("description", "Description", "description"),
        ("release_year", "Release year", "release year"), ("language_id", "Language", "language"),
        ("original_language_id", "Original language", "original language"), ("rental_duration", "Rental duration", "rental duration"),
        ("rental_rate", "Rental rate", "rental rate"), ("length", "Length", "length"), ("replacement_cost", "Replacement cost", "replacement cost"),
        ("rating", "Rating", "rating"), ("special_features", "Special features", "special features"), ("last_update", "Last update", "last update"),
    ]

    /// Values the page reads from its kept statements.
    struct Kept {
        /// Rows the list finds.
        let count: Int64
        /// Rows in the table, for a search.
        let total: Int64?
        /// The columns (places in ``columns``) to suggest counting by.
        let suggested: [Int]
        /// The languages a filter offers: id, name, last update.
        let languageChoices: ResultRows

        /// Reads them from `rows`, the kept statements' rows, as `statements` places them. A column
        /// is suggested as Tessera suggests it: 2 to 30 distinct values, fewer than the table's rows.
        init(_ rows: [ResultRows], _ statements: ListStatements) throws {
            count = try Self.exactCount(rows[statements.count])
            total = try statements.total.map { try Self.exactCount(rows[$0]) }
            let tableRows = rows[statements.estimate].integer(0, 0)
            suggested = statements.distinct.compactMap { column, kept in
                let distinct = rows[kept].integer(0, 0)
                return (2...30).contains(distinct) && tableRows > distinct ? column : nil
            }
            languageChoices = rows[statements.languageChoices]
        }

        /// A count that stopped below its limit (100,001): the floor writes exact counts only, as
        /// the sample store's are.
        static func exactCount(_ rows: ResultRows) throws -> Int64 {
            let value = rows.integer(0, 0)
            guard value <= 100_000 else { throw FloorFailure("a count reached its limit; the floor writes exact counts only") }
            return value
        }
    }

    /// Where this look's list puts what the renderer numbers in its view tree (`data-tid`).
    struct Paths {
        /// The search box's and the filters' forms.
        let controls: StaticString
        /// The suggested columns' links.
        let suggestions: StaticString
        /// The page numbers.
        let pager: StaticString
        /// The form that acts on ticked rows.
        let bulk: StaticString

        static func of(_ look: Look) -> Paths {
            switch look {
            case .basic:
                Paths(
                    controls: "1/0/0/0/1/1/1/1/2/0/1/1/0/0/0/1/0/", suggestions: "1/0/0/0/1/1/1/1/2/0/1/1/0/0/0/2/1/1/@",
                    pager: "1/0/0/0/1/1/1/1/2/0/1/1/0/0/0/6/0/1/1/@", bulk: "1/0/0/0/1/1/1/1/2/0/1/1/0/0/0/7/")
            case .fiori:
                Paths(
                    controls: "1/0/0/0/1/1/0/1/1/0/1/0/0/0/0/0/0/0/", suggestions: "1/0/0/0/1/1/0/1/1/0/1/0/0/0/0/0/1/1/1/@",
                    pager: "1/0/0/0/1/1/0/1/1/0/1/0/0/0/0/1/2/0/1/1/@", bulk: "1/0/0/0/1/1/0/1/1/0/1/0/0/0/0/1/3/")
            }
        }
    }

    /// Writes the page: `rows` are the rows of the page's statements, the films' first, their
    /// languages where `languages` says.
    static func write(
        look: Look, query: ListQuery, rows: [ResultRows], languages: FilmLanguages, kept: Kept, token: [UInt8], epoch: [UInt8],
        into html: inout HTMLBuffer
    ) {
        let films = rows[0]
        let paths = Paths.of(look)
        let shown = min(films.count, query.size)
        PageFrame.writeTop(.list, look: look, into: &html)
        switch look {
        case .basic:
            html.append(#"<h1 class="t-navigation-title">Film</h1><div class="t-vstack t-align-leading" style="gap:12px" data-list-page>"#)
            if shown > 0 { html.append(##"<a class="t-link" href="#t-results" data-skip-to-rows>Skip to the rows</a>"##) }
            writeControls(look: look, query: query, kept: kept, paths: paths, into: &html)
            writeSuggestions(query: query, kept: kept, paths: paths, into: &html)
            html.append(#"<span class="t-fg-secondary" id="t-results" data-count>"#)
            writeCount(kept, into: &html)
            html.append("</span>")
            writeSectionsStart(query: query, epoch: epoch, into: &html)
            html.append(#"<div class="t-table-scroll"><table class="t-table t-sections-content" data-sections-content><thead><tr><th scope="col"><span class="t-font-footnote t-fg-secondary">Select</span></th><th scope="col"><span class="t-font-footnote t-fg-secondary">Open</span></th>"#)
            writeHeader(query: query, into: &html)
            html.append(#"</tr></thead><tbody class="t-sections-section" data-section="s1" data-rows>"#)
            for row in 0..<shown { writeBasicRow(rows, row, languages: languages, into: &html) }
            html.append(#"</tbody></table></div></div><script src="/_tessera/tessera-live-8fee921fde27483d.js" defer></script>"#)
            html.append(cardStyle)
        case .fiori:
            html.append(#"<h1 class="t-heading" data-page-title>Film</h1></div><div class="t-frame t-frame-h-leading t-fill-width"><div class="t-vstack t-align-leading" style="gap:16px"><div class="t-frame t-frame-h-leading t-fill-width" aria-label="Filter bar" data-filter-bar><div class="t-vstack t-align-leading" style="gap:12px">"#)
            writeControls(look: look, query: query, kept: kept, paths: paths, into: &html)
            writeSuggestions(query: query, kept: kept, paths: paths, into: &html)
            html.append(#"</div></div><div class="t-frame t-frame-h-leading t-fill-width" data-object-section><div class="t-vstack t-align-leading" style="gap:12px"><div class="t-hstack t-align-firstTextBaseline" style="gap:16px" data-table-toolbar><h2 class="t-heading" data-count>"#)
            writeCount(kept, into: &html)
            html.append(#"</h2><div class="t-spacer"></div><form class="t-form t-font-footnote" method="get" action="/e/film" aria-label="Sort"><div class="t-hstack t-align-bottom" style="gap:8px"><label class="t-field"><span class="t-field-label">Sort by</span><select class="t-picker" name="sort" data-sort-menu=""><option value="" selected>—</option>"#)
            html.append(sortOptions)
            html.append("</select></label>")
            writeHiddenQuery(query, path: "1/0/0/0/1/1/0/1/1/0/1/0/0/0/0/1/0/2/1/@", prefix: "", into: &html)
            html.append(#"<button class="t-button" type="submit" data-sort-submit><span>Sort</span></button></div></form><a class="t-link" href="/new/film" data-action="create"><span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14"/></svg><span>New film</span></span></a></div>"#)
            writeSectionsStart(query: query, epoch: epoch, into: &html)
            html.append(#"<ul class="t-list t-sections-content" data-sections-content><li class="t-list-section t-sections-section" data-section="s1"><ul class="t-list" data-rows>"#)
            for row in 0..<shown { writeFioriRow(rows, row, languages: languages, into: &html) }
            html.append(#"</ul></li></ul></div><script src="/_tessera/tessera-live-8fee921fde27483d.js" defer></script>"#)
        }
        writePager(query: query, kept: kept, films: films, shown: shown, paths: paths, into: &html)
        writeBulkForm(query: query, kept: kept, films: films, shown: shown, token: token, paths: paths, into: &html)
        html.append(look == .basic ? "</div>" : "</div></div></div></div>")
        PageFrame.writeBottom(into: &html)
    }

    /// The search box, the links to the CSV and JSON of the list (and, in the basic look, to a
    /// new film), and the filters.
    private static func writeControls(look: Look, query: ListQuery, kept: Kept, paths: Paths, into html: inout HTMLBuffer) {
        html.append(#"<div class="t-hstack" style="gap:12px"><form class="t-form" method="get" action="/e/film" role="search"><div class="t-hstack" style="gap:8px"><label class="t-field"><span class="t-field-label t-visually-hidden">Search</span><input class="t-text-field" name="q" value=""#)
        if let search = query.search { html.appendAttribute(search) }
        html.append(#"" placeholder="Search text" type="search"></label><input data-tid=""#)
        html.append(paths.controls)
        html.append(#"1/0/0/1/@0" type="hidden" name="size" value=""#)
        html.append(Int64(query.size))
        html.append(#""><button class="t-button" type="submit"><span>Search</span></button></div></form><div class="t-spacer"></div><a class="t-link" href="/e/film.csv"#)
        if let search = query.search {
            html.append("?q=")
            query.appendEncoded(search, into: &html)
        }
        html.append(#"" title="Download every film row this list finds, as CSV" data-export="csv"><span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 3v12M8 11l4 4 4-4"/><path d="M8 7H5v14h14V7h-3"/></svg><span>CSV</span></span></a><a class="t-link" href="/e/film.json?"#)
        query.appendSearchParameter(into: &html)
        html.append("size=")
        html.append(Int64(query.size))
        html.append(#"" title="This page of film rows as JSON, with a link to the next" data-export="json"><span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 4H8a2 2 0 0 0-2 2v3.5a2 2 0 0 1-2 2.5 2 2 0 0 1 2 2.5V18a2 2 0 0 0 2 2h1M15 4h1a2 2 0 0 1 2 2v3.5a2 2 0 0 0 2 2.5 2 2 0 0 0-2 2.5V18a2 2 0 0 1-2 2h-1"/></svg><span>JSON</span></span></a>"#)
        if look == .basic {
            html.append(#"<a class="t-link" href="/new/film"><span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14"/></svg><span>New film</span></span></a>"#)
        }
        html.append(#"</div><details class="t-disclosure"><summary class="t-disclosure-label"><span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h16M7 12h10M10 18h4"/></svg><span>Filters</span></span></summary><div class="t-disclosure-content"><form class="t-form" method="get" action="/e/film" aria-label="Filters"><div class="t-hstack t-align-bottom" style="gap:8px">"#)
        for (path, markup) in filtersBeforeLanguages { writeLabel(paths.controls, path, markup, into: &html) }
        writeLanguageFilter(paths.controls, "1/2/1/0/@language_id/0", "Language", "f.language_id.is", kept.languageChoices, into: &html)
        writeLanguageFilter(
            paths.controls, "1/2/1/0/@original_language_id/0", "Original language", "f.original_language_id.is", kept.languageChoices, into: &html)
        for (path, markup) in filtersAfterLanguages { writeLabel(paths.controls, path, markup, into: &html) }
        writeHiddenQuery(query, controls: paths.controls, path: "1/2/1/1/@", prefix: "", into: &html)
        html.append(#"<button class="t-button" type="submit"><span>Filter</span></button></div></form></div></details>"#)
    }

    /// A filter's label and field: `<label data-tid="CONTROLS+PATH" class="t-field">MARKUP`.
    private static func writeLabel(_ controls: StaticString, _ path: StaticString, _ markup: StaticString, into html: inout HTMLBuffer) {
        html.append(#"<label data-tid=""#)
        html.append(controls)
        html.append(path)
        html.append(#"" class="t-field">"#)
        html.append(markup)
    }

    /// A language's filter: any, or one of the languages the kept statement found, by name.
    private static func writeLanguageFilter(
        _ controls: StaticString, _ path: StaticString, _ label: StaticString, _ name: StaticString, _ choices: ResultRows,
        into html: inout HTMLBuffer
    ) {
        writeLabel(controls, path, #"<span class="t-field-label">"#, into: &html)
        html.append(label)
        html.append(#"</span><select class="t-picker" name=""#)
        html.append(name)
        html.append(#""><option value="" selected>Any</option>"#)
        for choice in 0..<choices.count {
            html.append(#"<option value=""#)
            html.append(choices.integer(choice, 0))
            html.append(#"">"#)
            choices.withText(choice, 1) { html.appendText($0) }
            html.append("</option>")
        }
        html.append("</select></label>")
    }

    /// The hidden fields that carry the list's search and size into a form: `q` (when searched)
    /// then `size`, numbered from 0 after `path`.
    private static func writeHiddenQuery(_ query: ListQuery, controls: StaticString? = nil, path: StaticString, prefix: StaticString, into html: inout HTMLBuffer) {
        var number: Int64 = 0
        if let search = query.search {
            html.append(#"<input data-tid=""#)
            if let controls { html.append(controls) }
            html.append(path)
            html.append(number)
            html.append(#"" type="hidden" name=""#)
            html.append(prefix)
            html.append(#"q" value=""#)
            html.appendAttribute(search)
            html.append(#"">"#)
            number += 1
        }
        html.append(#"<input data-tid=""#)
        if let controls { html.append(controls) }
        html.append(path)
        html.append(number)
        html.append(#"" type="hidden" name=""#)
        html.append(prefix)
        html.append(#"size" value=""#)
        html.append(Int64(query.size))
        html.append(#"">"#)
    }

    /// The columns worth counting by, as links that add a count by value.
    private static func writeSuggestions(query: ListQuery, kept: Kept, paths: Paths, into html: inout HTMLBuffer) {
        guard !kept.suggested.isEmpty else { return }
        html.append(#"<div class="t-hstack t-font-footnote" style="gap:10px" aria-label="Suggested counts by value" role="navigation" data-suggested-facets><span class="t-fg-secondary">Count by</span>"#)
        for index in kept.suggested {
            let column = columns[index]
            html.append(#"<a data-tid=""#)
            html.append(paths.suggestions)
            html.append(column.name)
            html.append(#"" class="t-link" href="/e/film?"#)
            query.appendSearchParameter(into: &html)
            html.append("facet=")
            html.append(column.name)
            html.append("&amp;size=")
            html.append(Int64(query.size))
            html.append(#"" title="Show how many rows hold each value of "#)
            html.append(column.lowercased)
            html.append(#"">"#)
            html.append(column.label)
            html.append("</a>")
        }
        html.append("</div>")
    }

    /// "5,000 film rows", or for a search "423 film rows (of 5,000)".
    private static func writeCount(_ kept: Kept, into html: inout HTMLBuffer) {
        html.appendGrouped(kept.count)
        html.append(kept.count == 1 ? " film row" : " film rows")
        if let total = kept.total, total != kept.count {
            html.append(" (of ")
            html.appendGrouped(total)
            html.append(")")
        }
    }

    /// The live region the rows stand in: its version (this list's epoch, version 0) and the
    /// address its changes come from.
    private static func writeSectionsStart(query: ListQuery, epoch: [UInt8], into html: inout HTMLBuffer) {
        html.append(#"<div class="t-sections" id="t-sections-rows" data-sections="rows" data-version=""#)
        html.appendRaw(epoch)
        html.append(#".0" data-live="/live/film?"#)
        query.appendSearchParameter(into: &html)
        html.append("size=")
        html.append(Int64(query.size))
        html.append(#""><div class="t-visually-hidden" role="status" data-sections-status></div>"#)
    }

    /// The basic look's column heads, each (but the links') a link that sorts by it.
    private static func writeHeader(query: ListQuery, into html: inout HTMLBuffer) {
        for (index, column) in columns.enumerated() {
            switch index {
            case 4, 5:
                html.append(#"<th class="t-column-nowrap" scope="col">"#)
                html.append(column.label)
                html.append("</th>")
                continue
            case 0, 3, 6, 7, 8, 9: html.append(#"<th class="t-column-numeric t-column-nowrap" scope="col">"#)
            case 10, 12: html.append(#"<th class="t-column-nowrap" scope="col">"#)
            default: html.append(#"<th scope="col">"#)
            }
            html.append(#"<a class="t-link" href="/e/film?sort="#)
            html.append(column.name)
            html.append("&amp;")
            query.appendSearchParameter(into: &html)
            html.append("size=")
            html.append(Int64(query.size))
            html.append(#"">"#)
            html.append(column.label)
            html.append("</a></th>")
        }
    }

    /// A film's row in the basic look's table.
    private static func writeBasicRow(_ rows: [ResultRows], _ row: Int, languages: FilmLanguages, into html: inout HTMLBuffer) {
        let films = rows[0]
        let id = films.integer(row, FilmColumn.id)
        html.append(#"<tr class="t-section-row" data-element=""#)
        html.append(id)
        html.append(#"" data-position=""#)
        html.append(Int64(row))
        html.append(#""><td><input class="t-row-select" type="checkbox" form="bulk-rows" name="row" value=""#)
        html.append(id)
        html.append(#"" aria-label="Select "#)
        films.withText(row, FilmColumn.title) { html.appendAttribute($0) }
        html.append(#""></td><td><a class="t-link" href="/e/film/"#)
        html.append(id)
        html.append(#"" aria-label="Open "#)
        films.withText(row, FilmColumn.title) { html.appendAttribute($0) }
        html.append(#"" tabindex="-1"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="m9 5 7 7-7 7"/></svg></a></td><td class="t-column-numeric t-column-nowrap">"#)
        html.append(id)
        html.append(#"</td><td><a class="t-link" href="/e/film/"#)
        html.append(id)
        html.append(#"">"#)
        films.withText(row, FilmColumn.title) { html.appendText($0) }
        html.append("</a></td><td>")
        writeLongText(films, row, FilmColumn.description, into: &html)
        html.append(#"</td><td class="t-column-numeric t-column-nowrap">"#)
        Cells.appendValue(films, row, FilmColumn.releaseYear, into: &html)
        html.append(#"</td><td class="t-column-nowrap">"#)
        writeLanguage(rows, row, FilmColumn.languageID, languages, unfocusable: true, into: &html)
        html.append(#"</td><td class="t-column-nowrap">"#)
        writeLanguage(rows, row, FilmColumn.originalLanguageID, languages, unfocusable: true, into: &html)
        html.append(#"</td><td class="t-column-numeric t-column-nowrap">"#)
        Cells.appendValue(films, row, FilmColumn.rentalDuration, into: &html)
        html.append(#"</td><td class="t-column-numeric t-column-nowrap">"#)
        Cells.appendValue(films, row, FilmColumn.rentalRate, into: &html)
        html.append(#"</td><td class="t-column-numeric t-column-nowrap">"#)
        Cells.appendValue(films, row, FilmColumn.length, into: &html)
        html.append(#"</td><td class="t-column-numeric t-column-nowrap">"#)
        Cells.appendValue(films, row, FilmColumn.replacementCost, into: &html)
        html.append(#"</td><td class="t-column-nowrap">"#)
        Cells.appendValue(films, row, FilmColumn.rating, into: &html)
        html.append("</td><td>")
        writeLongText(films, row, FilmColumn.specialFeatures, into: &html)
        html.append(#"</td><td class="t-column-nowrap">"#)
        Cells.appendValue(films, row, FilmColumn.lastUpdate, into: &html)
        html.append("</td></tr>")
    }

    /// A film's row in the fiori look's list: an object item with its title, description and
    /// year, and its languages on the other side.
    private static func writeFioriRow(_ rows: [ResultRows], _ row: Int, languages: FilmLanguages, into html: inout HTMLBuffer) {
        let films = rows[0]
        let id = films.integer(row, FilmColumn.id)
        html.append(#"<li class="t-section-row" data-element=""#)
        html.append(id)
        html.append(#"" data-position=""#)
        html.append(Int64(row))
        html.append(#""><div class="t-section-cell"><div class="t-hstack t-align-top" style="gap:12px"><input class="t-row-select" style="padding-block-start:4px" type="checkbox" form="bulk-rows" name="row" value=""#)
        html.append(id)
        html.append(#"" aria-label="Select "#)
        films.withText(row, FilmColumn.title) { html.appendAttribute($0) }
        html.append(#""><div class="t-hstack t-align-top" style="gap:12px" data-component="ObjectItem"><div class="t-vstack t-align-leading" style="gap:2px"><a class="t-link t-font-headline" href="/e/film/"#)
        html.append(id)
        html.append(#"">"#)
        films.withText(row, FilmColumn.title) { html.appendText($0) }
        html.append(#"</a><div class="t-hstack t-align-firstTextBaseline t-fg-secondary t-font-subheadline" style="gap:4px"><span class="t-fg-secondary">Description</span>"#)
        writeLongText(films, row, FilmColumn.description, into: &html)
        html.append(#"</div><div class="t-hstack t-align-firstTextBaseline t-fg-secondary t-font-footnote" style="gap:4px"><span class="t-fg-secondary">Release year</span>"#)
        writeSpanned(films, row, FilmColumn.releaseYear, into: &html)
        html.append(#"</div></div><div class="t-spacer"></div><div class="t-vstack t-align-trailing" style="gap:2px"><div class="t-hstack t-align-firstTextBaseline t-font-subheadline" style="gap:4px"><span class="t-fg-secondary">Language</span>"#)
        writeLanguage(rows, row, FilmColumn.languageID, languages, unfocusable: false, into: &html)
        html.append(#"</div><div class="t-hstack t-align-firstTextBaseline t-fg-secondary t-font-footnote" style="gap:4px"><span class="t-fg-secondary">Original language</span>"#)
        writeLanguage(rows, row, FilmColumn.originalLanguageID, languages, unfocusable: false, into: &html)
        html.append("</div></div></div></div></div></li>")
    }

    /// A value in a span of its own, or the empty mark.
    private static func writeSpanned(_ rows: ResultRows, _ row: Int, _ column: Int, into html: inout HTMLBuffer) {
        if rows.isNull(row, column) {
            html.append(Cells.empty)
        } else {
            html.append("<span>")
            Cells.appendValue(rows, row, column, into: &html)
            html.append("</span>")
        }
    }

    /// A long text in a list: at most two lines of it (the empty mark for none). The sample
    /// store's texts are all shorter than the 300 characters a list reads of them.
    private static func writeLongText(_ films: ResultRows, _ row: Int, _ column: Int, into html: inout HTMLBuffer) {
        html.append(#"<div class="t-vstack t-align-leading" style="gap:4px">"#)
        if films.isNull(row, column) {
            html.append(Cells.empty)
        } else {
            html.append(#"<span class="t-line-limit" style="--t-lines:2">"#)
            films.withText(row, column) { html.appendText($0) }
            html.append("</span>")
        }
        html.append("</div>")
    }

    /// A language link (`column` is the film's language or its original language), named where
    /// `languages` says, or the empty mark.
    private static func writeLanguage(
        _ rows: [ResultRows], _ row: Int, _ column: Int, _ languages: FilmLanguages, unfocusable: Bool, into html: inout HTMLBuffer
    ) {
        if rows[0].isNull(row, column) {
            html.append(Cells.empty)
        } else if column == FilmColumn.languageID {
            languages.appendLanguage(rows, row, unfocusable: unfocusable, into: &html)
        } else {
            languages.appendOriginalLanguage(rows, row, unfocusable: unfocusable, into: &html)
        }
    }

    /// The page numbers — the first, the last, and two each side of this one, the first — and
    /// the next page's link, when the statement found a row past the page.
    private static func writePager(query: ListQuery, kept: Kept, films: ResultRows, shown: Int, paths: Paths, into html: inout HTMLBuffer) {
        let hasNext = films.count > query.size
        guard hasNext else { return }
        let fingerprint = query.fingerprint
        html.append(#"<div class="t-hstack" style="gap:16px" aria-label="Pages" role="navigation">"#)
        let pages = Int((kept.count + Int64(query.size) - 1) / Int64(query.size))
        if pages > 1 {
            html.append(#"<div class="t-hstack" style="gap:8px" data-page-numbers>"#)
            var last = 0
            var position: Int64 = 0
            // Numbered pages start at most 100,000 rows in (Tessera reads them by OFFSET).
            for number in [1, 2, 3, pages] where number <= pages && number > last && (number - 1) * query.size <= 100_000 {
                if number > last + 1 {
                    html.append(#"<span data-tid=""#)
                    html.append(paths.pager)
                    html.append(position)
                    html.append(#"/1" class="t-fg-secondary" aria-hidden="true">…</span>"#)
                    position += 1
                }
                if number == 1 {
                    html.append(#"<span data-tid=""#)
                    html.append(paths.pager)
                    html.append(position)
                    html.append(#"/0/0" class="t-weight-700" aria-current="page">1</span>"#)
                } else {
                    html.append(#"<a data-tid=""#)
                    html.append(paths.pager)
                    html.append(position)
                    html.append(#"/0/1" class="t-link" href="/e/film?"#)
                    query.appendSearchParameter(into: &html)
                    html.append("size=")
                    html.append(Int64(query.size))
                    html.append("&amp;page=")
                    PageLink.numbered(start: (number - 1) * query.size, fingerprint: fingerprint, into: &html)
                    html.append(#"" aria-label="Page "#)
                    html.append(Int64(number))
                    html.append(#"">"#)
                    html.append(Int64(number))
                    html.append("</a>")
                }
                position += 1
                last = number
            }
            html.append("</div>")
        }
        html.append(#"<a class="t-link" href="/e/film?"#)
        query.appendSearchParameter(into: &html)
        html.append("size=")
        html.append(Int64(query.size))
        html.append("&amp;page=")
        PageLink.next(position: shown - 1, key: films.integer(shown - 1, FilmColumn.id), fingerprint: fingerprint, into: &html)
        html.append(#"">Next →</a></div>"#)
    }

    /// The form that sets a column of, or deletes, the ticked rows (or the page's, or all the
    /// list finds), with the page's rows as hidden fields.
    private static func writeBulkForm(
        query: ListQuery, kept: Kept, films: ResultRows, shown: Int, token: [UInt8], paths: Paths, into html: inout HTMLBuffer
    ) {
        guard shown > 0 else { return }
        html.append(#"<form class="t-form" method="post" action="/e/film/bulk" data-bulk-form id="bulk-rows"><input type="hidden" name="_csrf" value=""#)
        html.appendRaw(token)
        html.append(#"">"#)
        writeHiddenQuery(query, controls: paths.bulk, path: "1/@", prefix: "list.", into: &html)
        for row in 0..<shown {
            html.append(#"<input data-tid=""#)
            html.append(paths.bulk)
            html.append("2/@")
            html.append(Int64(row))
            html.append(#"" type="hidden" name="pagerow" value=""#)
            html.append(films.integer(row, FilmColumn.id))
            html.append(#"">"#)
        }
        html.append(#"<div class="t-hstack t-align-bottom" style="gap:12px"><label class="t-field"><span class="t-field-label">Rows</span><select class="t-picker" name="scope"><option value="selected" selected>The rows ticked</option><option value="page">Every row on this page</option><option value="all">All "#)
        html.append(kept.count)
        html.append(#" rows this list finds</option></select></label><div data-tid=""#)
        html.append(paths.bulk)
        html.append(#"3/1/@0/0" class="t-hstack t-align-bottom" style="gap:8px"><label class="t-field"><span class="t-field-label">Set</span><select class="t-picker" name="column"><option value="title" selected>Title</option><option value="description">Description</option><option value="release_year">Release year</option><option value="language_id">Language</option><option value="original_language_id">Original language</option><option value="rental_duration">Rental duration</option><option value="rental_rate">Rental rate</option><option value="length">Length</option><option value="replacement_cost">Replacement cost</option><option value="rating">Rating</option><option value="special_features">Special features</option></select></label><label class="t-field"><span class="t-field-label">to</span><input class="t-text-field" name="value" type="text" value="" placeholder="empty" data-bulk-value=""></label><label data-tid=""#)
        html.append(paths.bulk)
        html.append(#"3/1/@0/0/2/@rating" class="t-field" hidden=""><span class="t-field-label">to</span><select class="t-picker" name="value" disabled data-bulk-value="rating"><option value="" selected>— (empty)</option><option value="G">G</option><option value="PG">PG</option><option value="PG-13">PG-13</option><option value="R">R</option><option value="NC-17">NC-17</option></select></label><button class="t-button" type="submit" name="action" value="set" data-bulk-action="set"><span>Set…</span></button></div><button data-tid=""#)
        html.append(paths.bulk)
        html.append(#"3/1/@1/1" class="t-button t-button-destructive" type="submit" name="action" value="delete" data-bulk-action="delete"><span>Delete…</span></button></div></form>"#)
    }

    /// The filters before the two languages': each after `<label data-tid="CONTROLS`.
    private static let filtersBeforeLanguages: [(StaticString, StaticString)] = [
        ("1/2/1/0/@film_id/1/0/@from", #"<span class="t-field-label">ID from</span><input class="t-text-field" name="f.film_id.from" value="" inputmode="numeric"></label>"#),
        ("1/2/1/0/@film_id/1/0/@to", #"<span class="t-field-label">ID to</span><input class="t-text-field" name="f.film_id.to" value="" inputmode="numeric"></label>"#),
        ("1/2/1/0/@title/1/1", #"<span class="t-field-label">Title</span><input class="t-text-field" name="f.title" type="text" value=""></label>"#),
        ("1/2/1/0/@description/1/1", #"<span class="t-field-label">Description</span><input class="t-text-field" name="f.description" type="text" value=""></label>"#),
        ("1/2/1/0/@release_year/1/0/@from", #"<span class="t-field-label">Release year from</span><input class="t-text-field" name="f.release_year.from" value="" inputmode="numeric"></label>"#),
        ("1/2/1/0/@release_year/1/0/@to", #"<span class="t-field-label">Release year to</span><input class="t-text-field" name="f.release_year.to" value="" inputmode="numeric"></label>"#),
    ]

    /// The filters after the languages'.
    private static let filtersAfterLanguages: [(StaticString, StaticString)] = [
        ("1/2/1/0/@rental_duration/1/0/@from", #"<span class="t-field-label">Rental duration from</span><input class="t-text-field" name="f.rental_duration.from" value="" inputmode="numeric"></label>"#),
        ("1/2/1/0/@rental_duration/1/0/@to", #"<span class="t-field-label">Rental duration to</span><input class="t-text-field" name="f.rental_duration.to" value="" inputmode="numeric"></label>"#),
        ("1/2/1/0/@rental_rate/1/0/@from", #"<span class="t-field-label">Rental rate from</span><input class="t-text-field" name="f.rental_rate.from" value="" inputmode="decimal"></label>"#),
        ("1/2/1/0/@rental_rate/1/0/@to", #"<span class="t-field-label">Rental rate to</span><input class="t-text-field" name="f.rental_rate.to" value="" inputmode="decimal"></label>"#),
        ("1/2/1/0/@length/1/0/@from", #"<span class="t-field-label">Length from</span><input class="t-text-field" name="f.length.from" value="" inputmode="numeric"></label>"#),
        ("1/2/1/0/@length/1/0/@to", #"<span class="t-field-label">Length to</span><input class="t-text-field" name="f.length.to" value="" inputmode="numeric"></label>"#),
        ("1/2/1/0/@replacement_cost/1/0/@from", #"<span class="t-field-label">Replacement cost from</span><input class="t-text-field" name="f.replacement_cost.from" value="" inputmode="decimal"></label>"#),
        ("1/2/1/0/@replacement_cost/1/0/@to", #"<span class="t-field-label">Replacement cost to</span><input class="t-text-field" name="f.replacement_cost.to" value="" inputmode="decimal"></label>"#),
        ("1/2/1/0/@rating/0", #"<span class="t-field-label">Rating</span><select class="t-picker" name="f.rating.is"><option value="" selected>Any</option><option value="G">G</option><option value="PG">PG</option><option value="PG-13">PG-13</option><option value="R">R</option><option value="NC-17">NC-17</option></select></label>"#),
        ("1/2/1/0/@special_features/1/1", #"<span class="t-field-label">Special features</span><input class="t-text-field" name="f.special_features" type="text" value=""></label>"#),
        ("1/2/1/0/@last_update/1/0/@from", #"<span class="t-field-label">Last update from</span><input class="t-text-field" name="f.last_update.from" value="" type="date"></label>"#),
        ("1/2/1/0/@last_update/1/0/@to", #"<span class="t-field-label">Last update to</span><input class="t-text-field" name="f.last_update.to" value="" type="date"></label>"#),
    ]

    /// The fiori look's sort menu: each sortable column up and down.
    private static let sortOptions: StaticString = #"<option value="film_id">ID ↑</option><option value="-film_id">ID ↓</option><option value="title">Title ↑</option><option value="-title">Title ↓</option><option value="description">Description ↑</option><option value="-description">Description ↓</option><option value="release_year">Release year ↑</option><option value="-release_year">Release year ↓</option><option value="rental_duration">Rental duration ↑</option><option value="-rental_duration">Rental duration ↓</option><option value="rental_rate">Rental rate ↑</option><option value="-rental_rate">Rental rate ↓</option><option value="length">Length ↑</option><option value="-length">Length ↓</option><option value="replacement_cost">Replacement cost ↑</option><option value="-replacement_cost">Replacement cost ↓</option><option value="rating">Rating ↑</option><option value="-rating">Rating ↓</option><option value="special_features">Special features ↑</option><option value="-special_features">Special features ↓</option><option value="last_update">Last update ↑</option><option value="-last_update">Last update ↓</option>"#

    /// The basic look's style that shows the table as cards on a phone: the title, the box, and
    /// three columns with their labels.
    private static let cardStyle: StaticString = #"<style>@media (max-width:640px){[data-list-page] .t-table tbody tr td:nth-child(4){display:block;grid-column:1;grid-row:1;font-weight:600}[data-list-page] .t-table tbody tr td:nth-child(1){display:block;grid-column:2;grid-row:1}[data-list-page] .t-table tbody tr td:nth-child(5){display:block;grid-column:1/-1}[data-list-page] .t-table tbody tr td:nth-child(5)::before{content:"Description: ";color:var(--t-secondary)}[data-list-page] .t-table tbody tr td:nth-child(6){display:block;grid-column:1/-1}[data-list-page] .t-table tbody tr td:nth-child(6)::before{content:"Release year: ";color:var(--t-secondary)}[data-list-page] .t-table tbody tr td:nth-child(7){display:block;grid-column:1/-1}[data-list-page] .t-table tbody tr td:nth-child(7)::before{content:"Language: ";color:var(--t-secondary)}}</style>"#
}
