/// How the film pages' statements name a film's two languages, found once when the floor starts.
///
/// Its language (`language_id`) is joined to the statement that reads the films — `SELECT "film".…,
/// "language".… FROM (SELECT … FROM "film" …) AS "film" LEFT JOIN "language" ON
/// "language"."language_id" = "film"."language_id"` — so its columns follow the film's in each
/// row (NULL when no language row was found). Its original language, a second link to the same
/// table, is not joined: Tessera reads it by a statement of its own right after the films',
/// `SELECT "language".… WHERE "language"."language_id" IN (…)`, and runs that one only when a film
/// it read has an original language — so a page's statements start with one or two of these.
struct FilmLanguages: Sendable {
    /// Where the joined language's `language_id` is in the films' rows; its name is next.
    let joinedID: Int
    /// Whether the page's second statement reads the films' original languages.
    let readsOriginals: Bool

    /// How many of the page's first statements read the films and their languages.
    var statementCount: Int { readsOriginals ? 2 : 1 }

    /// Reads where the languages are from the page's `statements` (the films' first); fails,
    /// naming the page, when the films' statement joins no language or selects the columns the
    /// floor reads elsewhere than it reads them.
    init(_ statements: [CapturedStatement], page: String) throws {
        let joined = #") AS "film" LEFT JOIN "language" ON "language"."language_id" = "film"."language_id""#
        guard let films = statements.first, films.sql.hasPrefix(#"SELECT "film"."film_id""#), films.sql.contains(joined) else {
            throw FloorFailure("\(page) does not start with the films joined with their language (\(joined)); the floor was written for that")
        }
        let columns = SelectList(films.sql)
        guard columns.has(#""film"."language_id""#, at: FilmColumn.languageID),
            columns.has(#""film"."original_language_id""#, at: FilmColumn.originalLanguageID),
            let joinedID = columns.index(of: #""language"."language_id""#), columns.has(#""language"."name""#, at: joinedID + 1)
        else {
            throw FloorFailure("\(page) reads the films and their language in columns the floor does not expect: \(columns.columns)")
        }
        self.joinedID = joinedID
        // The original languages' statement reads languages by their ids; the edit form's choices,
        // which may come next instead, read every language.
        if statements.count > 1, statements[1].sql.hasPrefix(#"SELECT "language"."#),
            statements[1].sql.contains(#"WHERE "language"."language_id" IN ("#)
        {
            let originals = SelectList(statements[1].sql)
            guard originals.has(#""language"."language_id""#, at: 0), originals.has(#""language"."name""#, at: 1) else {
                throw FloorFailure("\(page) reads the films' original languages in columns the floor does not expect: \(originals.columns)")
            }
            readsOriginals = true
        } else {
            readsOriginals = false
        }
    }

    /// Writes the language of the film in row `row` of `rows[0]` (the films' rows) as a link,
    /// named from the columns joined to its row; with `unfocusable`, out of the tab order.
    func appendLanguage(_ rows: [ResultRows], _ row: Int, unfocusable: Bool, into html: inout HTMLBuffer) {
        let films = rows[0]
        let found = films.isNull(row, joinedID) ? nil : row
        Cells.appendLanguage(
            id: films.integer(row, FilmColumn.languageID), named: films, row: found, column: joinedID + 1, unfocusable: unfocusable, into: &html)
    }

    /// Writes the original language of the film in row `row` of `rows[0]` as a link, named from
    /// the row of the original languages' statement (`rows[1]`) whose id it is. A page whose
    /// statements read no original language has no film with one (Tessera runs the statement
    /// whenever one of its films has).
    func appendOriginalLanguage(_ rows: [ResultRows], _ row: Int, unfocusable: Bool, into html: inout HTMLBuffer) {
        let id = rows[0].integer(row, FilmColumn.originalLanguageID)
        guard readsOriginals else {
            Cells.appendLanguage(id: id, named: rows[0], row: nil, column: 0, unfocusable: unfocusable, into: &html)
            return
        }
        let originals = rows[1]
        let found = (0..<originals.count).first { originals.integer($0, 0) == id }
        Cells.appendLanguage(id: id, named: originals, row: found, column: 1, unfocusable: unfocusable, into: &html)
    }
}
