/// A film's edit form: a field for each value it may change (its languages and rating chosen
/// from lists, its special features from the values the table holds), the row's version token,
/// then its related rows with what adds and removes them.
///
/// Its statements, in order: the film (the table's columns) joined with its language, its original
/// language when it has one (``FilmLanguages``; the form names neither: its menus are every
/// language), every language (the choices), its inventory, its film_actor rows joined with their
/// actors, its film_category rows joined with their categories (``RelatedRows``); kept: the
/// special features' values and counts.
enum EditPage {
    /// The statements, checked once when the floor starts.
    struct Statements: Sendable {
        let every: [CapturedStatement]
        let kept: [CapturedStatement]
        /// The film's key, as the capture bound it.
        let film: Int64
        /// Where the special features' values are among the kept statements.
        let setChoices: Int
        /// Where every language (the menus' choices) is among `every`.
        let languageChoices: Int

        /// Where the related rows' statements start.
        var related: Int { languageChoices + 1 }

        init(_ page: Capture.Page) throws {
            let languages = try FilmLanguages(page.every, page: "the edit form")
            languageChoices = languages.statementCount
            guard page.every.count > languageChoices, page.every[languageChoices].sql.hasPrefix(#"SELECT "language"."language_id", "language"."name""#),
                page.every[languageChoices].sql.contains(#"ORDER BY "language"."name""#)
            else {
                throw FloorFailure("the edit form runs \(page.every.map { String($0.sql.prefix(40)) }); the floor was written for the film joined with its language, its original language if it has one, every language, then its related rows")
            }
            try RelatedRows.check(page.every[(languageChoices + 1)...], page: "the edit form")
            guard let setChoices = page.kept.firstIndex(where: { $0.sql.hasPrefix(#"SELECT "film"."special_features", count(*)"#) }) else {
                throw FloorFailure("the edit form keeps no statement for the special features' values")
            }
            every = page.every
            kept = page.kept
            film = try FilmKey.of(page.every[0])
            self.setChoices = setChoices
        }
    }

    /// The columns in their names' order and the kind of value Tessera's model reads each as: the
    /// row's version token is FNV-1a of the table's name and, for each column in this order, its
    /// name, the value's kind and its text (`Row.versionToken`).
    static let versionColumns: [(name: StaticString, column: Int, kind: StaticString)] = [
        ("description", FilmColumn.description, "text"), ("film_id", FilmColumn.id, "whole number"),
        ("language_id", FilmColumn.languageID, "whole number"), ("last_update", FilmColumn.lastUpdate, "timestamp"),
        ("length", FilmColumn.length, "whole number"), ("original_language_id", FilmColumn.originalLanguageID, "whole number"),
        ("rating", FilmColumn.rating, "text"), ("release_year", FilmColumn.releaseYear, "whole number"),
        ("rental_duration", FilmColumn.rentalDuration, "whole number"), ("rental_rate", FilmColumn.rentalRate, "decimal number"),
        ("replacement_cost", FilmColumn.replacementCost, "decimal number"), ("special_features", FilmColumn.specialFeatures, "text"),
        ("title", FilmColumn.title, "text"),
    ]

    /// The version token of the film in `films`' first row, as hexadecimal digits.
    static func versionToken(_ films: ResultRows) -> String {
        var hash = FNV1a()
        hash.add("film")
        for column in versionColumns {
            hash.add(1)
            hash.add(column.name)
            hash.add(2)
            if films.isNull(0, column.column) { hash.add("null") } else { hash.add(column.kind) }
            hash.add(2)
            Cells.addText(films, 0, column.column, to: &hash)
        }
        return String(hash.value, radix: 16)
    }

    /// Where this look numbers the form's fields and the related rows' editors.
    private static func paths(_ look: Look) -> (fields: StaticString, related: StaticString) {
        switch look {
        case .basic: ("1/0/0/0/1/1/1/1/2/0/1/1/0/1/0/2/2/0/@", "1/0/0/0/1/1/1/1/2/0/1/1/0/1/0/3/2/@")
        case .fiori: ("1/0/0/0/1/1/0/1/1/0/1/0/0/1/0/1/2/2/0/@", "1/0/0/0/1/1/0/1/1/0/1/0/0/1/0/1/3/2/@")
        }
    }

    /// The most related rows of one kind the form lists (and the floor writes).
    static let relatedLimit = 50

    /// Writes the form from its statements' `rows` (placed as `statements` says) and the kept
    /// `setChoices` (special features' values and counts); `token` is the request's forged-request
    /// token.
    static func write(
        look: Look, rows: [ResultRows], statements: Statements, setChoices: ResultRows, token: [UInt8], into html: inout HTMLBuffer
    ) throws {
        let films = rows[0]
        guard films.count == 1 else { throw FloorFailure("the film is not in the store") }
        for kind in RelatedRows.Kind.allCases
        where RelatedRows.count(kind, rows, from: statements.related) > (kind == .inventory ? RelatedRows.preview : relatedLimit) {
            throw FloorFailure("the film has more related rows than the floor writes on its form")
        }
        let film = films.integer(0, FilmColumn.id)
        let paths = paths(look)
        PageFrame.writeTop(.edit(title: films, row: 0, column: FilmColumn.title, key: film), look: look, into: &html)
        switch look {
        case .basic:
            html.append(#"<h1 class="t-navigation-title">"#)
            films.withText(0, FilmColumn.title) { html.appendText($0) }
            html.append(#"</h1><div class="t-vstack t-align-leading" style="gap:16px">"#)
        case .fiori:
            html.append(#"<div class="t-frame t-frame-h-leading t-fill-width"><div class="t-hstack t-align-top" style="gap:16px"><div class="t-vstack t-align-leading" style="gap:8px" data-component="ObjectHeader"><div class="t-hstack t-align-top" style="gap:12px"><div class="t-vstack t-align-leading" style="gap:4px"><h1 class="t-heading t-font-title2">"#)
            films.withText(0, FilmColumn.title) { html.appendText($0) }
            html.append(#"</h1><span class="t-fg-secondary t-font-subheadline">Film</span></div></div></div></div></div></div><div class="t-frame t-frame-h-leading t-fill-width" data-object-section><div class="t-vstack t-align-leading" style="gap:16px"><div class="t-vstack t-align-leading" style="gap:16px">"#)
        }
        html.append(#"<form class="t-form" method="post" action="/e/film/"#)
        html.append(film)
        html.append(#"/edit" id="t-edit-form"><input type="hidden" name="_csrf" value=""#)
        html.appendRaw(token)
        html.append(#""><input type="hidden" name="_version" value=""#)
        html.appendRaw(versionToken(films).utf8)
        html.append(#""><div class="t-vstack t-align-leading" style="gap:12px">"#)
        writeFields(films, languages: rows[statements.languageChoices], setChoices: setChoices, path: paths.fields, into: &html)
        html.append(#"<div class="t-hstack" style="gap:12px" data-form-actions><button class="t-button" type="submit"><span>Save</span></button><button class="t-button" type="submit" name="_then" value="new" data-save-then="new"><span>Save and add another</span></button><button class="t-button" type="submit" name="_then" value="edit" data-save-then="edit"><span>Save and continue editing</span></button><a class="t-link" href="/e/film/"#)
        html.append(film)
        html.append(#"">Cancel</a><div class="t-spacer"></div><a class="t-link t-fg-red" href="/e/film/"#)
        html.append(film)
        html.append(#"/delete"><span class="t-label">"#)
        html.append(RowPage.deleteIcon)
        html.append(#"<span>Delete</span></span></a></div></div></form><div class="t-vstack t-align-leading" style="gap:16px" data-related-editors><h2 class="t-heading"><span class="t-font-headline">Related rows</span></h2><span class="t-font-footnote t-fg-secondary">Adding and removing here saves at once; save the form above first.</span>"#)
        for kind in RelatedRows.Kind.allCases {
            writeRelatedEditor(kind, rows, from: statements.related, film: film, token: token, path: paths.related, into: &html)
        }
        html.append(look == .basic ? "</div></div>" : "</div></div></div></div>")
        PageFrame.writeBottom(into: &html)
    }

    /// One field's box: `<div data-tid="PATH@N/1" …>`.
    private static func openField(_ path: StaticString, _ number: Int64, into html: inout HTMLBuffer) {
        html.append(#"<div data-tid=""#)
        html.append(path)
        html.append(number)
        html.append(#"/1" class="t-vstack t-align-leading" style="gap:4px">"#)
    }

    /// The form's fields, in the table's order.
    private static func writeFields(_ films: ResultRows, languages: ResultRows, setChoices: ResultRows, path: StaticString, into html: inout HTMLBuffer) {
        openField(path, 0, into: &html)
        html.append(#"<span class="t-font-footnote t-fg-secondary">ID</span><span>"#)
        html.append(films.integer(0, FilmColumn.id))
        html.append("</span></div>")
        openField(path, 1, into: &html)
        html.append(#"<label class="t-field"><span class="t-field-label">Title</span><input class="t-text-field" name="v.title" value=""#)
        Cells.appendAttributeValue(films, 0, FilmColumn.title, into: &html)
        html.append(#"" maxlength="255" required=""></label></div>"#)
        openField(path, 2, into: &html)
        html.append(#"<label class="t-field"><span class="t-field-label">Description</span><textarea class="t-text-editor" name="v.description">"#)
        writeTextAreaValue(films, FilmColumn.description, into: &html)
        html.append("</textarea></label></div>")
        writeTextField(path, 3, "Release year", "v.release_year", films, FilmColumn.releaseYear, inputMode: "numeric", into: &html)
        openField(path, 4, into: &html)
        html.append(#"<label class="t-field"><span class="t-field-label">Language</span><select class="t-picker" name="v.language_id">"#)
        writeLanguageOptions(selected: films.integer(0, FilmColumn.languageID), languages, into: &html)
        html.append("</select></label></div>")
        openField(path, 5, into: &html)
        html.append(#"<label class="t-field"><span class="t-field-label">Original language</span><select class="t-picker" name="v.original_language_id">"#)
        let original = films.isNull(0, FilmColumn.originalLanguageID) ? nil : films.integer(0, FilmColumn.originalLanguageID)
        html.append(original == nil ? #"<option value="" selected>—</option>"# : #"<option value="">—</option>"#)
        writeLanguageOptions(selected: original, languages, into: &html)
        html.append("</select></label></div>")
        writeTextField(path, 6, "Rental duration", "v.rental_duration", films, FilmColumn.rentalDuration, inputMode: "numeric", into: &html)
        writeTextField(path, 7, "Rental rate", "v.rental_rate", films, FilmColumn.rentalRate, inputMode: "decimal", into: &html)
        writeTextField(path, 8, "Length", "v.length", films, FilmColumn.length, inputMode: "numeric", into: &html)
        writeTextField(path, 9, "Replacement cost", "v.replacement_cost", films, FilmColumn.replacementCost, inputMode: "decimal", into: &html)
        openField(path, 10, into: &html)
        html.append(#"<label class="t-field"><span class="t-field-label">Rating</span><select class="t-picker" name="v.rating">"#)
        html.append(films.isNull(0, FilmColumn.rating) ? #"<option value="" selected>—</option>"# : #"<option value="">—</option>"#)
        for rating in ratings {
            html.append(#"<option value=""#)
            html.append(rating)
            html.append(films.textEquals(0, FilmColumn.rating, rating) ? #"" selected>"# : #"">"#)
            html.append(rating)
            html.append("</option>")
        }
        html.append("</select></label></div>")
        openField(path, 11, into: &html)
        html.append(#"<label class="t-field"><span class="t-field-label">Special features</span><textarea class="t-text-editor" name="v.special_features" data-set-choices=""#)
        writeSetChoices(setChoices, into: &html)
        html.append(#"">"#)
        writeTextAreaValue(films, FilmColumn.specialFeatures, into: &html)
        html.append("</textarea></label></div>")
        openField(path, 12, into: &html)
        html.append(#"<span class="t-font-footnote t-fg-secondary">Last update</span><span>"#)
        Cells.appendValue(films, 0, FilmColumn.lastUpdate, into: &html)
        html.append("</span></div>")
    }

    /// The values of a rating, from the table's CHECK constraint.
    private static let ratings: [StaticString] = ["G", "PG", "PG-13", "R", "NC-17"]

    /// A one-line field for a number.
    private static func writeTextField(
        _ path: StaticString, _ number: Int64, _ label: StaticString, _ name: StaticString, _ films: ResultRows, _ column: Int, inputMode: StaticString,
        into html: inout HTMLBuffer
    ) {
        openField(path, number, into: &html)
        html.append(#"<label class="t-field"><span class="t-field-label">"#)
        html.append(label)
        html.append(#"</span><input class="t-text-field" name=""#)
        html.append(name)
        html.append(#"" value=""#)
        Cells.appendAttributeValue(films, 0, column, into: &html)
        html.append(#"" inputmode=""#)
        html.append(inputMode)
        html.append(#""></label></div>"#)
    }

    /// A text area's content: a line break first (which HTML drops, so that a value starting
    /// with one keeps it), then the value.
    private static func writeTextAreaValue(_ films: ResultRows, _ column: Int, into html: inout HTMLBuffer) {
        html.append("\n")
        if !films.isNull(0, column) { films.withText(0, column) { html.appendText($0) } }
    }

    /// Every language as an option, `selected` chosen.
    private static func writeLanguageOptions(selected: Int64?, _ languages: ResultRows, into html: inout HTMLBuffer) {
        for language in 0..<languages.count {
            let id = languages.integer(language, 0)
            html.append(#"<option value=""#)
            html.append(id)
            html.append(id == selected ? #"" selected>"# : #"">"#)
            languages.withText(language, 1) { html.appendText($0) }
            html.append("</option>")
        }
    }

    /// The special features a film may have, for the script's boxes: each comma-separated part of
    /// the values the table holds, once, in order, as a JSON array in the attribute.
    private static func writeSetChoices(_ values: ResultRows, into html: inout HTMLBuffer) {
        var parts: Set<String> = []
        for row in 0..<values.count where !values.isNull(row, 0) {
            values.withText(row, 0) { text in
                for part in text.split(separator: UInt8(ascii: ",")) {
                    parts.insert(String(decoding: part, as: UTF8.self))
                }
            }
        }
        var json = "["
        for (index, part) in parts.sorted().enumerated() {
            if index > 0 { json += "," }
            json += "\"" + part + "\""
        }
        json += "]"
        html.appendAttribute(json)
    }

    /// The editor of one relationship: its rows (with a button that removes each link, for a
    /// many-to-many), then a link to a new row (inventory) or a search to add one.
    private static func writeRelatedEditor(
        _ kind: RelatedRows.Kind, _ rows: [ResultRows], from first: Int, film: Int64, token: [UInt8], path: StaticString, into html: inout HTMLBuffer
    ) {
        let section = Int64(kind.rawValue)
        html.append(#"<div data-tid=""#)
        html.append(path)
        html.append(section)
        html.append(#"" class="t-vstack t-align-leading" style="gap:8px" data-related=""#)
        html.append(RelatedRows.table(kind))
        html.append(#""><h3 class="t-heading"><span class="t-weight-700">"#)
        html.append(RelatedRows.label(kind))
        html.append("</span></h3>")
        for index in 0..<RelatedRows.count(kind, rows, from: first) {
            let key = RelatedRows.key(kind, index, rows, from: first)
            html.append(#"<div data-tid=""#)
            html.append(path)
            html.append(section)
            html.append("/2/@")
            html.append(key)
            html.append(#"" class="t-hstack" style="gap:8px" data-related-row=""#)
            html.append(RelatedRows.table(kind))
            html.append(":")
            html.append(key)
            html.append(#""><a class="t-link" href="/e/"#)
            html.append(RelatedRows.table(kind))
            html.append("/")
            html.append(key)
            html.append(#"">"#)
            RelatedRows.appendName(kind, index, rows, from: first, into: &html)
            html.append("</a>")
            if kind != .inventory {
                html.append(#"<form class="t-form" method="post" action="/e/film/"#)
                html.append(film)
                html.append("/related/")
                html.append(RelatedRows.table(kind))
                html.append(#""><input type="hidden" name="_csrf" value=""#)
                html.appendRaw(token)
                html.append(#""><button class="t-button t-button-cancel t-font-footnote" type="submit" name="remove" value=""#)
                html.append(key)
                html.append(#"" aria-label="Remove "#)
                RelatedRows.appendName(kind, index, rows, from: first, inAttribute: true, into: &html)
                html.append(#""><span>Remove</span></button></form>"#)
            }
            html.append("</div>")
        }
        if kind == .inventory {
            html.append(#"<a class="t-link" href="/new/inventory?v.film_id="#)
            html.append(film)
            html.append(#"" data-related-new="inventory"><span class="t-label"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5v14M5 12h14"/></svg><span>New inventory row</span></span></a></div>"#)
        } else {
            html.append(#"<form class="t-form" method="get"><div class="t-hstack t-align-bottom" style="gap:8px"><label class="t-field"><span class="t-field-label">Add to "#)
            html.append(RelatedRows.table(kind))
            html.append(#"</span><input class="t-text-field" name="find."#)
            html.append(RelatedRows.table(kind))
            html.append(#"" type="text" value="" placeholder="Search" autocomplete="off" data-picker=""#)
            html.append(RelatedRows.table(kind))
            html.append(#""></label><button class="t-button" type="submit"><span>Find</span></button></div></form><div class="t-vstack t-align-leading" style="gap:4px" aria-live="polite" data-picker-matches=""#)
            html.append(RelatedRows.table(kind))
            html.append(#""></div></div>"#)
        }
    }
}
