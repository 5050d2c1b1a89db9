import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// A search ignores the case of every letter, not only of ASCII ones: `KÖHLER` finds Köhler as
/// `köhler` does. SQLite's LIKE folds ASCII only, so the data layer folds both sides as Swift
/// does; PostgreSQL's ILIKE folds as the server's locale does (all letters but in the C locale).
@Suite("Search ignores case in every alphabet", .heavy, .timeLimit(.minutes(2)))
struct SearchCaseTests {
    static let schema = """
        CREATE TABLE author (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
        INSERT INTO author VALUES
            (1, 'Helmut Köhler', 'Köln'), (2, 'João Silva', 'São Paulo'), (3, 'Émile Zola', 'Paris'),
            (4, 'Karl Koehler', 'Bonn'), (5, 'Σοφία Παπαδοπούλου', 'Αθήνα'), (6, 'Lev Tolstoy', 'Ясная Поляна'),
            (7, 'plain ascii', NULL);
        """

    /// What each search finds, by id: every case of a word finds what the word finds.
    static let searches: [(query: String, ids: [Int])] = [
        ("köhler", [1]), ("KÖHLER", [1]), ("KöHlEr", [1]), ("koehler", [4]), ("KOEHLER", [4]),
        ("são", [2]), ("SÃO", [2]), ("JOÃO", [2]), ("émile", [3]), ("ÉMILE", [3]),
        ("σοφία", [5]), ("ΣΟΦΊΑ", [5]), ("ясная", [6]), ("ЯСНАЯ", [6]), ("PLAIN", [7]), ("köln helmut", [1]),
    ]

    /// The ids of the rows a list shows.
    static func ids(_ visit: Visitor.Visit) -> [Int] {
        visit.page.links.compactMap { link -> Int? in
            guard link.href.hasPrefix("/e/author/") else { return nil }
            return Int(link.href.dropFirst("/e/author/".count))
        }.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }.sorted()
    }

    @Test(arguments: TestEngine.available)
    func everyCaseOfAWordFindsTheSameRows(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.schema, postgres: Self.schema)
        defer { Task { try? await database.close() } }
        // PostgreSQL folds as its locale does: in the C locale (CI's), ASCII letters only.
        if engine == .postgres {
            let folds = try await database.count(FetchSpecification(entityName: "author", qualifier: try Qualifier("name ilike '%KÖHLER%'")))
            guard folds.value == 1 else { return }
        }
        try await serve(DirectApplication(database: database)) { browser in
            for (query, expected) in Self.searches {
                let list = try await browser.get("/e/author?q=" + Visitor.encode(query))
                #expect(list.status == .ok)
                #expect(Self.ids(list) == expected, "\(engine): q=\(query) found \(Self.ids(list))")
            }
        }
    }

    @Test func anSQLiteConditionIgnoresCaseAsASearchDoes() async throws {
        let database = try await TestEngine.sqlite.database(sqlite: Self.schema, postgres: Self.schema)
        defer { Task { try? await database.close() } }
        // `ilike` in a condition, as in a search; `like` keeps the case, as PostgreSQL's does.
        let ilike = try await database.fetch(FetchSpecification(entityName: "author", qualifier: try Qualifier("city ilike '%SÃO%'")))
        #expect(ilike.rows.map { $0["id"] } == [.integer(2)])
        let like = try await database.fetch(FetchSpecification(entityName: "author", qualifier: try Qualifier("city like '%SÃO%'")))
        #expect(like.rows.isEmpty)
    }
}
