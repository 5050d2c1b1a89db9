import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// Values at the edges of their types — dates before Christ, infinite dates and timestamps, NaN
/// and infinite numbers — in what the application makes of them: the page links of a list sorted
/// by them, and what a form takes.
@Suite("Values at the edges of their types", .heavy, .timeLimit(.minutes(2)))
struct EdgeValueTests {
    static let sqlite = """
        CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT NOT NULL, birth_date DATE, seen_at TIMESTAMP, score REAL);
        INSERT INTO person VALUES
            (1, 'a', '0100-07-12', '0100-07-12 10:00:00', -1e308), (2, 'b', '0085-01-01', '0085-01-01 00:00:00', 1.5),
            (3, 'c', '0063-09-23', NULL, 0), (4, 'd', '0044-03-15', '0044-03-15 12:00:00', 2.5),
            (5, 'e', '0001-01-01', '0001-01-01 00:00:00', NULL), (6, 'f', '1990-05-17', '1990-05-17 08:00:00', 1e308),
            (7, 'g', '2024-02-29', 'yesterday', 3), (8, 'h', 'soon', '2024-02-29 23:59:59', -3),
            (9, 'i', NULL, '2024-03-01 00:00:00', 4), (10, 'j', '2100-01-01', '2100-01-01 00:00:00', 5);
        """

    static let postgres = """
        CREATE TABLE person (id integer PRIMARY KEY, name text NOT NULL, birth_date date, seen_at timestamptz, score double precision);
        INSERT INTO person VALUES
            (1, 'a', '-infinity', '-infinity', '-Infinity'), (2, 'b', '0100-07-12 BC', '0100-07-12 10:00:00+00 BC', 'NaN'),
            (3, 'c', '0085-01-01 BC', NULL, 0), (4, 'd', '0063-09-23 BC', '0063-09-23 00:00:00+00 BC', 'Infinity'),
            (5, 'e', '0044-03-15 BC', '0044-03-15 12:00:00+00 BC', NULL), (6, 'f', '0001-01-01 BC', '0001-01-01 00:00:00+00 BC', 1.5),
            (7, 'g', '0001-01-01', '0001-01-01 00:00:00+00', -1.5), (8, 'h', '1990-05-17', 'infinity', 2.5),
            (9, 'i', NULL, '2024-03-01 00:00:00+00', 1e308), (10, 'j', 'infinity', '2100-01-01 00:00:00+00', -1e308);
        """

    /// The rows' names of a list page, in order.
    static func names(_ visit: Visitor.Visit) -> [String] {
        visit.page.tableRows.compactMap { $0.first { ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].contains($0) } }
    }

    @Test(arguments: TestEngine.available)
    func pageLinksCarryEveryValueAColumnHolds(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            for sort in ["birth_date", "-birth_date", "seen_at", "-seen_at", "score", "-score"] {
                // Forwards to the last page, three rows a page, then back to the first.
                var pages: [[String]] = []
                var visit = try await browser.get("/e/person?sort=\(sort)&size=3")
                #expect(visit.status == .ok)
                pages.append(Self.names(visit))
                while let next = visit.page.link("Next →") {
                    visit = try await browser.get(next)
                    #expect(visit.status == .ok, "\(sort): \(next) answers \(visit.status): \(visit.page.text.prefix(200))")
                    guard visit.status == .ok else { break }
                    pages.append(Self.names(visit))
                }
                #expect(pages.flatMap { $0 }.sorted() == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"], "\(sort): \(pages)")
                var back: [[String]] = [pages.last ?? []]
                while let previous = visit.page.link("← Previous") {
                    visit = try await browser.get(previous)
                    #expect(visit.status == .ok, "\(sort): \(previous) answers \(visit.status): \(visit.page.text.prefix(200))")
                    guard visit.status == .ok else { break }
                    back.insert(Self.names(visit), at: 0)
                }
                #expect(back == pages, "\(sort): forwards \(pages), back \(back)")
            }
        }
    }

    @Test(.enabled(if: TestEngine.postgresURL != nil, "needs TESSERA_POSTGRES_URL"))
    func infiniteDatesAndTimestampsAreTaken() async throws {
        let database = try await TestEngine.postgres.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            for (date, time) in [("infinity", "-infinity"), ("-infinity", "infinity"), ("0044-03-15 BC", "0044-03-15 12:00:00+00 BC")] {
                let path = "/e/person/7/edit"
                let page = try await browser.get(path)
                var form = try #require(BrowserForm(page.body, action: path))
                form.set("v.birth_date", to: date)
                form.set("v.seen_at", to: time)
                let saved = try await browser.post(path, form.submitted, withToken: false)
                #expect(saved.status == .seeOther, "\(date), \(time): \(saved.status) \(saved.page.text.prefix(300))")
                let row = try #require(try await database.row(of: "person", key: RowKey([7])))
                #expect(row["birth_date"].text == date && row["seen_at"].text == time)
                // Shown again as they are, in fields a browser sends back as they are.
                let shown = try await browser.get(path)
                let again = try #require(BrowserForm(shown.body, action: path))
                #expect(again.value("v.birth_date") == date && again.value("v.seen_at") == time)
            }
            let created = try await browser.post("/new/person", [("v.id", "11"), ("v.name", "k"), ("v.birth_date", "Infinity"), ("v.seen_at", "-INFINITY")])
            #expect(created.status == .seeOther, "\(created.page.text.prefix(300))")
            let row = try #require(try await database.row(of: "person", key: RowKey([11])))
            #expect(row["birth_date"].text == "infinity" && row["seen_at"].text == "-infinity")
        }
    }
}
