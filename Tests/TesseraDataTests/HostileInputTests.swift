import TesseraData
import TesseraTestSupport
import Testing

/// Text from a browser reaches the data layer as qualifier text, sort keys, search words, form
/// values and page cursors. None of it may change the database or read what it should not.
@Suite("Hostile input", .heavy)
struct HostileInputTests {
    static let payloads = [
        "'; DROP TABLE person; --", "\"; DROP TABLE person; --", "1; DELETE FROM person", "x' OR '1'='1",
        "' OR 1=1 --", "/* comment */", "*/ DROP TABLE person /*", "-- comment", "\\'; DROP TABLE person; --",
        "a\0b", "\0", "person\"; DROP TABLE person; --", "' UNION SELECT name, sql FROM sqlite_master --",
        "' UNION SELECT usename, passwd FROM pg_shadow --", "%' AND 1=(SELECT COUNT(*) FROM secret) AND '%'='",
        "$1", "?", "$$; DROP TABLE person; $$", "é'ü\"😀`[]", String(repeating: "'", count: 1000),
    ]

    @Test("Values, keys, sort keys, search text and form fields carrying SQL change nothing and read nothing", arguments: TestEngine.available)
    func payloadsChangeNothing(engine: TestEngine) async throws {
        let database = try await engine.database(
            sqlite: PeopleTable.sqlite + "\nCREATE TABLE secret (word TEXT);\nINSERT INTO secret VALUES ('hunter2');",
            postgres: PeopleTable.postgres + "\nCREATE TABLE secret (word text);\nINSERT INTO secret VALUES ('hunter2');")
        defer { Task { try? await database.close() } }
        let before = try await database.fetch(FetchSpecification(entityName: "person", pageSize: 100)).rows

        for payload in Self.payloads {
            // As a value in a qualifier built in Swift, and in a parsed one (quoted the qualifier way).
            for qualifier: Qualifier in [
                .comparison("last_name", .equal, .text(payload)), .comparison("last_name", .like, .text(payload)),
                .comparison("last_name", .caseInsensitiveLike, .text(payload)), .isIn("last_name", [.text(payload)]),
                .comparison("age", .equal, .text(payload)), .comparison("born", .lessThan, .text(payload)),
            ] {
                do {
                    let rows = try await database.fetch(FetchSpecification(entityName: "person", qualifier: qualifier)).rows
                    #expect(rows.allSatisfy { $0.entityName == "person" && $0.values["word"] == nil })
                    #expect(rows.count <= 1, "\(qualifier) matched \(rows.count) rows")
                } catch let error as DatabaseError {
                    #expect(error.kind == .invalidQualifier, "\(error)")
                }
            }
            let quoted = "last_name = '" + payload.replacingOccurrences(of: "'", with: "''") + "'"
            if let qualifier = try? Qualifier(quoted) {
                #expect(qualifier == .comparison("last_name", .equal, .text(payload)))
            }
            // As qualifier text: a parse error or a qualifier naming no attribute, never SQL.
            do {
                _ = try await database.fetch(FetchSpecification(entityName: "person", qualifier: Qualifier(payload)))
                Issue.record("'\(payload)' was accepted as a qualifier")
            } catch is QualifierParseError {
            } catch let error as DatabaseError {
                #expect(error.kind == .invalidQualifier)
            }
            // As a key name: not an attribute.
            await #expect(throws: DatabaseError.self) {
                try await database.fetch(FetchSpecification(entityName: "person", qualifier: .comparison(payload, .equal, 1)))
            }
            // As a sort key and an entity name.
            await #expect(throws: DatabaseError.self) {
                try await database.fetch(FetchSpecification(entityName: "person", sortOrderings: [SortOrdering(parsing: payload)]))
            }
            await #expect(throws: DatabaseError.self) { try await database.fetch(FetchSpecification(entityName: payload)) }
            // As search text.
            do {
                let found = try await database.fetch(FetchSpecification(entityName: "person", searchText: payload)).rows
                #expect(found.count <= 1)
            } catch let error as DatabaseError {
                #expect(error.kind == .invalidQualifier)
            }
            // As a page cursor.
            #expect(throws: DatabaseError.self) { try PageCursor(token: payload) }
            // As form values: saved as text, exactly, or refused per field.
            do {
                let saved = try await database.insert(into: "person", values: database.values(of: "person", fromForm: ["last_name": String(payload.prefix(40)), "first_name": payload]))
                let read = try #require(try await database.row(of: "person", key: saved.primaryKey))
                #expect(read["first_name"] == .text(payload))
                try await database.delete(read)
            } catch let error as ValidationError {
                #expect(payload.contains("\0") || payload.count > 40, "\(error)")
            }
        }
        let after = try await database.fetch(FetchSpecification(entityName: "person", pageSize: 100)).rows
        #expect(after == before)
        let secret = try await database.fetch(FetchSpecification(entityName: "secret"))
        #expect(secret.rows.map { $0["word"] } == ["hunter2"])
    }
}
