/// The edit form posted back: the film read again, each field compared with what the form showed,
/// and the version token with the film's — then, nothing having changed, the redirect to the
/// film's page with the notice "Nothing to save" in a cookie, as Tessera answers an unchanged
/// form. (The floor writes nothing: a changed form is not a page it was written for.)
///
/// Its one statement: the film (the table's columns).
enum SavePage {
    struct Statements: Sendable {
        let every: [CapturedStatement]
        let film: Int64

        init(_ page: Capture.Page) throws {
            guard page.every.count == 1, page.every[0].sql.hasPrefix(#"SELECT "film"."film_id""#) else {
                throw FloorFailure("the save runs \(page.every.count) statements; the floor was written for one: the film")
            }
            every = page.every
            film = try FilmKey.of(page.every[0])
        }
    }

    /// The form's fields of the film's columns, in the form's order.
    private static let fields: [(name: String, column: Int)] = [
        ("v.title", FilmColumn.title), ("v.description", FilmColumn.description), ("v.release_year", FilmColumn.releaseYear),
        ("v.language_id", FilmColumn.languageID), ("v.original_language_id", FilmColumn.originalLanguageID),
        ("v.rental_duration", FilmColumn.rentalDuration), ("v.rental_rate", FilmColumn.rentalRate), ("v.length", FilmColumn.length),
        ("v.replacement_cost", FilmColumn.replacementCost), ("v.rating", FilmColumn.rating), ("v.special_features", FilmColumn.specialFeatures),
    ]

    /// Whether the posted `form` leaves the film in `films` as it is and was made from its
    /// current version.
    static func isUnchanged(_ form: FormFields, _ films: ResultRows) -> Bool {
        guard films.count == 1, form["_version"] == EditPage.versionToken(films) else { return false }
        for field in fields {
            guard let submitted = form[field.name] else { continue }
            var shown = HTMLBuffer(capacity: 128)
            Cells.appendPlainText(films, 0, field.column, into: &shown)
            if submitted.utf8.elementsEqual(shown.bytes) { continue }
            // What a browser sends for a text area: its line breaks as CR LF.
            if submitted.replacing("\r\n", with: "\n").utf8.elementsEqual(shown.bytes) { continue }
            return false
        }
        return true
    }

    /// The notice cookie for the film's page: the page's path and the sentence, each
    /// percent-encoded but for letters and digits, as Tessera's `Notice` writes them.
    static func noticeCookie(film: Int64) -> String {
        "tessera_notice=%2Fe%2Ffilm%2F" + String(film) + "|Nothing%20to%20save%3A%20no%20field%20was%20changed%2E; HttpOnly; Max-Age=60; Path=/; SameSite=Lax"
    }
}
