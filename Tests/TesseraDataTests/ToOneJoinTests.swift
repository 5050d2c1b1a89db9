@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// Links read in the statement of their rows (joined) give the rows that links read one
/// statement each give: every case a join could get wrong.
@Suite("To-one links joined into their rows' statement", .heavy, .timeLimit(.minutes(2)))
struct ToOneJoinTests {
    static func script(_ engine: TestEngine) -> String {
        let text = engine == .sqlite ? "TEXT" : "text"
        return """
            CREATE TABLE region (code \(text) PRIMARY KEY, name \(text) NOT NULL);
            CREATE TABLE office (id integer PRIMARY KEY, name \(text) NOT NULL, region_code \(text) REFERENCES region (code));
            CREATE TABLE person (
                id integer PRIMARY KEY, name \(text) NOT NULL, notes \(text),
                office_id integer REFERENCES office (id), former_office_id integer REFERENCES office (id),
                manager_id integer REFERENCES person (id), badge integer);
            INSERT INTO region VALUES ('N', 'North'), ('S', 'South');
            INSERT INTO office VALUES (1, 'Oslo', 'N'), (2, 'Rome', 'S'), (3, 'Nowhere', NULL);
            INSERT INTO person VALUES
                (1, 'Ada', 'first', 1, NULL, NULL, 10),
                (2, 'Brian', NULL, 2, 1, 1, 11),
                (3, 'Cleo', 'x', NULL, 2, 2, NULL),
                (4, 'Dov', NULL, 3, 3, 7, 12),
                (5, 'Eve', 'y', 2, NULL, 2, 13),
                (6, 'Finn', NULL, 1, 2, 5, 14),
                (7, 'Gus', NULL, 2, 2, 6, 15);
            UPDATE person SET notes = \(engine == .sqlite ? "printf('%.*c', 5000, 'n')" : "repeat('n', 5000)") WHERE id = 7;
            """
    }

    /// The rows and the links of each, as text: what both ways must agree on.
    /// A row and the rows along each path, as text that does not depend on a dictionary's
    /// order (two equal dictionaries may print their keys in different orders).
    static func describe(_ rows: [Row], paths: [[String]]) -> [String] {
        func text(_ row: Row) -> String {
            row.values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        }
        return rows.map { row in
            var parts = [text(row)]
            for path in paths {
                var level = [row]
                for name in path { level = level.flatMap { $0.related[name] ?? [] } }
                parts.append(path.joined(separator: ".") + "=" + level.map(text).joined(separator: "|"))
            }
            return parts.joined(separator: " ")
        }
    }

    @Test(arguments: TestEngine.available)
    func joinedLinksAreTheLinksReadOneByOne(_ engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.script(engine), postgres: Self.script(engine))
        defer { Task { try? await database.close() } }
        let person = try database.model.entity(named: "person")
        // The office and its region joined; the former office (a second link to office) and
        // the manager (a link to the table itself) read by statements of their own; NULL links
        // give no row.
        let paths: [[String]] = person.relationships.filter { $0.kind == .toOne }.map { [$0.name] }
            + [[try #require(person.relationships.first { $0.joins.first?.sourceAttribute == "office_id" }?.name), "region"]]
        #expect(paths.count == 4, "office, former office, manager and office's region: \(paths)")

        for ordering in [[SortOrdering.ascending("id")], [.descending("name")], [.ascending("badge"), .descending("id")]] {
            for prefix: Int? in [nil, 100] {
                var joined = FetchSpecification(entityName: "person", sortOrderings: ordering, pageSize: 3)
                joined.prefetchingRelationships = paths.filter { $0.count == 1 }.map { $0[0] }
                joined.prefetchingRelationshipPaths = paths.filter { $0.count > 1 }
                joined.valuePrefixLength = prefix
                // Page by page, forwards, as a list reads them.
                var seen: [String] = []
                var cursor: PageCursor?
                repeat {
                    let page = try await database.fetch(joined, at: cursor)
                    var oneByOne = try await database.fetch(
                        FetchSpecification(entityName: "person", qualifier: .or(page.rows.map { .comparison("id", .equal, $0["id"]) }), sortOrderings: ordering, pageSize: 3)
                            .withPrefix(prefix)
                    ).rows
                    try await database.prefetch(paths, into: &oneByOne, of: person)
                    #expect(Self.describe(page.rows, paths: paths) == Self.describe(oneByOne, paths: paths), "order \(ordering), prefix \(String(describing: prefix))")
                    seen += page.rows.map { "\($0["id"])" }
                    cursor = page.nextCursor
                } while cursor != nil
                #expect(seen.count == 7)

                // One row by its key, with the same paths.
                for id in 1...7 {
                    let row = try #require(try await database.row(of: "person", key: RowKey([.integer(Int64(id))]), valuePrefixLength: prefix, prefetching: paths))
                    var alone = try #require(try await database.row(of: "person", key: RowKey([.integer(Int64(id))]), valuePrefixLength: prefix))
                    var rows = [alone]
                    try await database.prefetch(paths, into: &rows, of: person)
                    alone = rows[0]
                    #expect(Self.describe([row], paths: paths) == Self.describe([alone], paths: paths))
                    #expect(row.isCut("notes") == alone.isCut("notes"))
                }
            }
        }
        #expect(try await database.row(of: "person", key: RowKey([.integer(99)]), valuePrefixLength: nil, prefetching: paths) == nil)
    }
}

extension FetchSpecification {
    fileprivate func withPrefix(_ length: Int?) -> FetchSpecification {
        var specification = self
        specification.valuePrefixLength = length
        return specification
    }
}
