/// Which of a list page's captured statements gives what, found once when the floor starts: the
/// page's rows joined with their language, then, when a film of the page has one, their original
/// languages (run for every request: ``FilmLanguages``), and among the kept statements the
/// list's count, the table's (a search says "of 5,000"), the table's estimated size and its
/// columns' distinct values (which columns to suggest counting by), and the languages a filter
/// offers. A statement the floor does not read is still run, as Tessera ran it.
struct ListStatements: Sendable {
    let every: [CapturedStatement]
    let kept: [CapturedStatement]
    /// Where the films' languages are.
    let languages: FilmLanguages
    /// Where in `kept` the list's own count is.
    let count: Int
    /// Where the table's count is, for a searched list.
    let total: Int?
    /// Where the table's estimated size is (SQLite's `max(rowid)`, PostgreSQL's `reltuples`).
    let estimate: Int
    /// For each column whose distinct values were counted: its place in ``ListPage/columns``
    /// and where its count is in `kept`.
    let distinct: [(column: Int, kept: Int)]
    /// Where the languages the filters offer are.
    let languageChoices: Int

    init(_ page: Capture.Page, name: String, isSearch: Bool) throws {
        languages = try FilmLanguages(page.every, page: "the page '\(name)'")
        guard page.every.count == languages.statementCount else {
            throw FloorFailure("the page '\(name)' runs \(page.every.count) statements for each request; the floor was written for the films joined with their language, then their original languages if a film has one")
        }
        every = page.every
        kept = page.kept
        func find(_ what: String, _ matches: (CapturedStatement) -> Bool) throws -> Int {
            guard let index = page.kept.firstIndex(where: matches) else {
                throw FloorFailure("the page '\(name)' keeps no statement for \(what)")
            }
            return index
        }
        let tableCount = #"SELECT CAST(count(*) AS TEXT) FROM (SELECT 1 FROM "film" LIMIT 100001) AS bounded"#
        if isSearch {
            count = try find("the search's count") { $0.sql.hasPrefix(#"SELECT CAST(count(*) AS TEXT) FROM (SELECT 1 FROM "film" WHERE"#) }
            total = try find("the table's count") { $0.sql == tableCount }
        } else {
            count = try find("the table's count") { $0.sql == tableCount }
            total = nil
        }
        estimate = try find("the table's estimated size") { statement in
            statement.sql == #"SELECT max(rowid) FROM "film""#
                || (statement.sql.contains("reltuples") && statement.binds.last == .text("film"))
        }
        var distinct: [(column: Int, kept: Int)] = []
        for (index, statement) in page.kept.enumerated() {
            for (column, described) in ListPage.columns.enumerated()
            where statement.sql == #"SELECT count(*) FROM (SELECT DISTINCT "film"."\#(described.name)" FROM "film" LIMIT 31) AS distinct_values"# {
                distinct.append((column, index))
            }
        }
        self.distinct = distinct.sorted { $0.column < $1.column }
        languageChoices = try find("the languages a filter offers") {
            $0.sql.hasPrefix(#"SELECT "language"."language_id", "language"."name""#) && $0.sql.contains(#"ORDER BY "language"."name""#)
        }
    }
}
