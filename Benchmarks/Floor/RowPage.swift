/// A film's page: its actions, its values (its languages named), and a preview of its inventory,
/// actors and categories — in the basic look a property grid, in the fiori look an object header
/// and sections.
///
/// Its statements, in order: the film (the list's columns) joined with its language, its original
/// language when it has one (``FilmLanguages``), its inventory, its film_actor rows joined with
/// their actors, its film_category rows joined with their categories (``RelatedRows``).
enum RowPage {
    /// The statements, checked once when the floor starts.
    struct Statements: Sendable {
        let every: [CapturedStatement]
        /// The film's key, as the capture bound it.
        let film: Int64
        /// Where the film's languages are.
        let languages: FilmLanguages

        init(_ page: Capture.Page) throws {
            languages = try FilmLanguages(page.every, page: "the row page")
            try RelatedRows.check(page.every[languages.statementCount...], page: "the row page")
            every = page.every
            film = try FilmKey.of(page.every[0])
        }

        /// Where the related rows' statements start.
        var related: Int { languages.statementCount }
    }

    /// The properties in the order the page shows them: label, column, and how the value is
    /// shown (a long text in a box of its own, either language as a link).
    private static let properties: [(label: StaticString, column: Int, shown: Shown)] = [
        ("ID", FilmColumn.id, .plain), ("Title", FilmColumn.title, .plain), ("Description", FilmColumn.description, .longText),
        ("Release year", FilmColumn.releaseYear, .plain), ("Language", FilmColumn.languageID, .language),
        ("Original language", FilmColumn.originalLanguageID, .originalLanguage), ("Rental duration", FilmColumn.rentalDuration, .plain),
        ("Rental rate", FilmColumn.rentalRate, .plain), ("Length", FilmColumn.length, .plain),
        ("Replacement cost", FilmColumn.replacementCost, .plain), ("Rating", FilmColumn.rating, .plain),
        ("Special features", FilmColumn.specialFeatures, .longText), ("Last update", FilmColumn.lastUpdate, .plain),
    ]

    private enum Shown {
        case plain, longText, language, originalLanguage
    }

    /// Writes the page from its statements' `rows`.
    static func write(look: Look, rows: [ResultRows], statements: Statements, into html: inout HTMLBuffer) throws {
        let films = rows[0]
        guard films.count == 1 else { throw FloorFailure("film \(statements.film) is not in the store") }
        let film = films.integer(0, FilmColumn.id)
        PageFrame.writeTop(.row(title: films, row: 0, column: FilmColumn.title, key: film), look: look, into: &html)
        switch look {
        case .basic:
            html.append(#"<h1 class="t-navigation-title">"#)
            films.withText(0, FilmColumn.title) { html.appendText($0) }
            html.append(#"</h1><div class="t-vstack t-align-leading" style="gap:16px"><div class="t-hstack" style="gap:12px"><a class="t-link" href="/e/film/"#)
            html.append(film)
            html.append(#"/edit"><span class="t-label">"#)
            html.append(editIcon)
            html.append(#"<span>Edit</span></span></a><a class="t-link t-fg-red" href="/e/film/"#)
            html.append(film)
            html.append(#"/delete"><span class="t-label">"#)
            html.append(deleteIcon)
            html.append(#"<span>Delete</span></span></a><a class="t-link" href="/e/film/"#)
            html.append(film)
            html.append(#"/history" data-history-link><span class="t-label">"#)
            html.append(historyIcon)
            html.append(#"<span>History</span></span></a></div><div class="t-grid t-grid-h-leading t-grid-v-top" style="border-spacing:16px 8px" data-property-grid>"#)
            for (index, property) in properties.enumerated() {
                html.append(#"<div data-tid="1/0/0/0/1/1/1/1/2/0/1/1/0/0/1/1/0/@"#)
                html.append(Int64(index))
                html.append(#"" class="t-grid-row"><span class="t-fg-secondary">"#)
                html.append(property.label)
                html.append(#"</span><div class="t-vstack t-align-leading" style="gap:2px">"#)
                writeValue(property.column, property.shown, rows, languages: statements.languages, into: &html)
                html.append("</div></div>")
            }
            for kind in RelatedRows.Kind.allCases {
                let index = Int64(properties.count + kind.rawValue)
                html.append(#"<div data-tid="1/0/0/0/1/1/1/1/2/0/1/1/0/0/1/1/0/@"#)
                html.append(index)
                html.append(#"" class="t-grid-row"><span class="t-fg-secondary">"#)
                html.append(RelatedRows.label(kind))
                html.append(#"</span><div class="t-vstack t-align-leading" style="gap:2px">"#)
                RelatedRows.writePreview(kind, rows, from: statements.related, path: { html in
                    html.append("1/0/0/0/1/1/1/1/2/0/1/1/0/0/1/1/0/@")
                    html.append(index)
                    html.append("/1/0/0/1/0/@")
                }, film: film, into: &html)
                html.append("</div></div>")
            }
            html.append("</div></div>")
        case .fiori:
            html.append(#"<div class="t-frame t-frame-h-leading t-fill-width"><div class="t-hstack t-align-top" style="gap:16px"><div class="t-vstack t-align-leading" style="gap:8px" data-component="ObjectHeader"><div class="t-hstack t-align-top" style="gap:12px"><div class="t-vstack t-align-leading" style="gap:4px"><h1 class="t-heading t-font-title2">"#)
            films.withText(0, FilmColumn.title) { html.appendText($0) }
            html.append(#"</h1><span class="t-fg-secondary t-font-subheadline">Film</span></div></div></div><div class="t-spacer"></div><div class="t-hstack" style="gap:8px" aria-label="Actions"><a class="t-link" href="/e/film/"#)
            html.append(film)
            html.append(#"/edit" data-action="edit"><span class="t-label">"#)
            html.append(editIcon)
            html.append(#"<span>Edit</span></span></a><a class="t-link" href="/e/film/"#)
            html.append(film)
            html.append(#"/delete" data-action="delete"><span class="t-label">"#)
            html.append(deleteIcon)
            html.append(#"<span>Delete</span></span></a><a class="t-link" href="/e/film/"#)
            html.append(film)
            html.append(#"/history" data-action="history"><span class="t-label">"#)
            html.append(historyIcon)
            html.append(##"<span>History</span></span></a></div></div></div></div><div class="t-frame t-frame-h-leading t-fill-width"><div class="t-vstack t-align-leading" style="gap:16px"><div class="t-hstack" style="gap:4px" aria-label="Sections" role="navigation" data-anchor-bar><a class="t-link" href="#section-general">General information</a>"##)
            for kind in RelatedRows.Kind.allCases {
                html.append(#"<a data-tid="1/0/0/0/1/1/0/1/1/0/1/0/0/0/1/0/1/@"#)
                html.append(Int64(kind.rawValue))
                html.append(##"" class="t-link" href="#section-"##)
                html.append(Int64(kind.rawValue + 1))
                html.append(#"">"#)
                html.append(RelatedRows.label(kind))
                html.append("</a>")
            }
            html.append(#"</div><div class="t-frame t-frame-h-leading t-fill-width" data-object-section id="section-general"><div class="t-vstack t-align-leading" style="gap:12px"><div class="t-hstack" style="gap:8px" data-component="SectionHeader"><h2 class="t-heading t-font-headline">General information</h2></div><div class="t-grid t-grid-h-leading t-grid-v-top" style="border-spacing:32px 16px" aria-label="Properties" data-property-grid>"#)
            // Three key values a row.
            for (index, property) in properties.enumerated() {
                let (line, place) = (Int64(index / 3), Int64(index % 3))
                if place == 0 {
                    if index > 0 { html.append("</div>") }
                    html.append(#"<div data-tid="1/0/0/0/1/1/0/1/1/0/1/0/0/0/1/1/1/@"#)
                    html.append(line)
                    html.append(#"" class="t-grid-row">"#)
                }
                html.append(#"<div data-tid="1/0/0/0/1/1/0/1/1/0/1/0/0/0/1/1/1/@"#)
                html.append(line)
                html.append("/@")
                html.append(place)
                html.append(#"/1/1/1" class="t-vstack t-align-leading" style="gap:2px" data-component="KeyValueItem"><span class="t-fg-secondary t-font-subheadline">"#)
                html.append(property.label)
                html.append(#"</span><div class="t-vstack t-align-leading t-font-body" style="gap:2px">"#)
                writeValue(property.column, property.shown, rows, languages: statements.languages, into: &html)
                html.append("</div></div>")
            }
            html.append("</div></div></div></div>")
            for kind in RelatedRows.Kind.allCases {
                let section = Int64(kind.rawValue)
                html.append(#"<div data-tid="1/0/0/0/1/1/0/1/1/0/1/0/0/0/1/2/@"#)
                html.append(section)
                html.append(#"" class="t-frame t-frame-h-leading t-fill-width" data-object-section id="section-"#)
                html.append(section + 1)
                html.append(#""><div class="t-vstack t-align-leading" style="gap:12px"><div class="t-hstack" style="gap:8px" data-component="SectionHeader"><h2 class="t-heading t-font-headline">"#)
                html.append(RelatedRows.label(kind))
                html.append(#"</h2></div><div class="t-vstack t-align-leading" style="gap:2px">"#)
                RelatedRows.writePreview(kind, rows, from: statements.related, path: { html in
                    html.append("1/0/0/0/1/1/0/1/1/0/1/0/0/0/1/2/@")
                    html.append(section)
                    html.append("/1/0/0/1/0/@")
                }, film: film, into: &html)
                html.append("</div></div></div>")
            }
            html.append("</div></div>")
        }
        PageFrame.writeBottom(into: &html)
    }

    /// A property's value: plain in a span, a long text in a box of its own, a language as a
    /// link (named where `languages` says), or the empty mark.
    private static func writeValue(_ column: Int, _ shown: Shown, _ rows: [ResultRows], languages: FilmLanguages, into html: inout HTMLBuffer) {
        let films = rows[0]
        if films.isNull(0, column) {
            if shown == .longText {
                html.append(#"<div class="t-vstack t-align-leading" style="gap:4px">"#)
                html.append(Cells.empty)
                html.append("</div>")
            } else {
                html.append(Cells.empty)
            }
            return
        }
        switch shown {
        case .plain:
            html.append("<span>")
            Cells.appendValue(films, 0, column, into: &html)
            html.append("</span>")
        case .longText:
            html.append(#"<div class="t-vstack t-align-leading" style="gap:4px"><span>"#)
            films.withText(0, column) { html.appendText($0) }
            html.append("</span></div>")
        case .language:
            languages.appendLanguage(rows, 0, unfocusable: false, into: &html)
        case .originalLanguage:
            languages.appendOriginalLanguage(rows, 0, unfocusable: false, into: &html)
        }
    }

    static let editIcon: StaticString = #"<svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 20l1-5L16 4l4 4L9 19z"/><path d="m14 6 4 4"/></svg>"#
    static let deleteIcon: StaticString = #"<svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"/></svg>"#
    static let historyIcon: StaticString = #"<svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3"/></svg>"#
}
