import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// The page that asks before a delete says what the delete touches, by relationship, before
/// anyone confirms: the rows that stop it (no Delete button then), those the database deletes
/// with it (`ON DELETE CASCADE`), those left referring to nothing (`SET NULL`) — each counted,
/// with a link to them. The rules come from the schema, read on both engines.
@Suite("A delete says what it touches", .heavy)
struct DeletionReachTests {
    static let sqlite = """
        CREATE TABLE shelf (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE book (id INTEGER PRIMARY KEY, title TEXT, shelf_id INTEGER REFERENCES shelf ON DELETE CASCADE);
        CREATE TABLE reader (id INTEGER PRIMARY KEY, name TEXT, favourite_shelf_id INTEGER REFERENCES shelf ON DELETE SET NULL);
        CREATE TABLE loan (id INTEGER PRIMARY KEY, shelf_id INTEGER NOT NULL REFERENCES shelf ON DELETE RESTRICT);
        INSERT INTO shelf VALUES (1, 'Poetry'), (2, 'History');
        INSERT INTO book VALUES (1, 'Odes', 1), (2, 'Sonnets', 1), (3, 'Annals', 2);
        INSERT INTO reader VALUES (1, 'Ada', 1);
        INSERT INTO loan VALUES (1, 2)
        """
    static let postgres = """
        CREATE TABLE shelf (id integer PRIMARY KEY, name text NOT NULL);
        CREATE TABLE book (id integer PRIMARY KEY, title text, shelf_id integer REFERENCES shelf ON DELETE CASCADE);
        CREATE TABLE reader (id integer PRIMARY KEY, name text, favourite_shelf_id integer REFERENCES shelf ON DELETE SET NULL);
        CREATE TABLE loan (id integer PRIMARY KEY, shelf_id integer NOT NULL REFERENCES shelf ON DELETE RESTRICT);
        INSERT INTO shelf VALUES (1, 'Poetry'), (2, 'History');
        INSERT INTO book VALUES (1, 'Odes', 1), (2, 'Sonnets', 1), (3, 'Annals', 2);
        INSERT INTO reader VALUES (1, 'Ada', 1);
        INSERT INTO loan VALUES (1, 2)
        """

    @Test(arguments: TestEngine.available)
    func theSchemasDeleteRulesAreRead(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        let shelf = try database.model.entity(named: "shelf")
        #expect(try shelf.relationship(named: "book").deleteRule == .cascade)
        #expect(try shelf.relationship(named: "reader").deleteRule == .setNull)
        #expect(try shelf.relationship(named: "loan").deleteRule == .restrict)
        #expect(try database.model.entity(named: "book").relationship(named: "shelf").deleteRule == .cascade)
    }

    @Test(arguments: TestEngine.available)
    func theConfirmationCountsWhatTheDeleteTouches(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            // Shelf 1: two books go with it, a reader keeps no favourite; nothing stops it.
            let confirm = try await browser.get("/e/shelf/1/delete")
            let reach = confirm.page.elements.filter { $0.attributes["data-reach"] != nil }
            #expect(reach.map { $0.attributes["data-reach"] ?? "" } == ["cascade", "detach"])
            #expect(reach.first?.text == "2 rows of Book")
            #expect(reach.first?.attributes["href"]?.hasPrefix("/e/book?where=shelf_id") == true, "\(reach.first?.attributes ?? [:])")
            #expect(reach.last?.text == "1 row of Reader")
            #expect(confirm.page.all("button").contains { $0.text == "Delete" })
            let deleted = try await browser.post("/e/shelf/1/delete", [("_version", try #require(confirm.page.field("_version")))])
            #expect(deleted.status == .seeOther)
            #expect(try await database.row(of: "book", key: RowKey([1])) == nil, "deleted with the shelf")
            #expect(try await database.row(of: "reader", key: RowKey([1]))?["favourite_shelf_id"] == .null)

            // Shelf 2: a loan stops it. No Delete button, and why, with the loan's list.
            let blocked = try await browser.get("/e/shelf/2/delete")
            #expect(blocked.page.elements.contains { $0.attributes["data-delete-blocked"] != nil })
            #expect(!blocked.page.all("button").contains { $0.text == "Delete" })
            #expect(blocked.page.elements.first { $0.attributes["data-reach"] == "blocks" }?.text == "1 row of Loan")
            #expect(blocked.page.link("Back to shelf") == "/e/shelf/2")
            #expect(!blocked.page.text.contains("This cannot be undone"), "no question it cannot answer")
            // A POST anyway (an older page) is refused as before, and the page offers no button.
            let refused = try await browser.post("/e/shelf/2/delete", [("_version", try #require(blocked.page.field("_version")))])
            #expect(refused.status == .conflict)
            #expect(!refused.page.all("button").contains { $0.text == "Delete" })
            #expect(try await database.row(of: "shelf", key: RowKey([2])) != nil)
        }
    }
}
