@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

@Suite("Sorting and keyset paging", .heavy)
struct PagingTests {
    @Test("NULL sorts first ascending and last descending, on both engines", arguments: TestEngine.available)
    func nulls(engine: TestEngine) async throws {
        let database = try await PeopleTable.database(engine)
        defer { Task { try? await database.close() } }
        let ascending = try await database.fetch(FetchSpecification(entityName: "person", sortOrderings: [.ascending("age")]))
        #expect(ascending.rows.compactMap(\.id) == [4, 8, 2, 6, 10, 1, 3, 7, 5, 9])
        let descending = try await database.fetch(FetchSpecification(entityName: "person", sortOrderings: [.descending("age")]))
        #expect(descending.rows.compactMap(\.id) == [9, 5, 1, 3, 7, 2, 6, 10, 4, 8])
        let twoKeys = try await database.fetch(FetchSpecification(
            entityName: "person", sortOrderings: [.descending("active"), .ascending("score")]))
        #expect(twoKeys.rows.compactMap(\.id) == [3, 10, 1, 7, 6, 4, 9, 8, 5, 2])
        let text = try await database.fetch(FetchSpecification(entityName: "person", sortOrderings: [.ascending("first_name")]))
        #expect(text.rows.first?.id == 3)
    }

    /// Every ordering on `person`, paged 3 at a time forwards to the end and backwards to the
    /// start, gives each row exactly once, in the same order as one big page.
    @Test("Paging forwards and backwards with ties and NULLs in the sort keys", arguments: TestEngine.available)
    func keysetPaging(engine: TestEngine) async throws {
        let database = try await PeopleTable.database(engine)
        defer { Task { try? await database.close() } }
        let orderings: [[SortOrdering]] = [
            [], [.ascending("age")], [.descending("age")], [.ascending("active"), .descending("age")],
            [.descending("score"), .ascending("born")], [.ascending("last_name")], [.descending("seen")],
            [.ascending("balance")], [.descending("active"), .ascending("age"), .descending("first_name")],
        ]
        for sortOrderings in orderings {
            for qualifier in [nil, try Qualifier("id != 5")] {
                var spec = FetchSpecification(entityName: "person", qualifier: qualifier, sortOrderings: sortOrderings, pageSize: 100)
                let expected = try await database.fetch(spec).rows.compactMap(\.id)
                spec.pageSize = 3
                var pages: [[Int64]] = []
                var page = try await database.fetch(spec)
                #expect(page.previousCursor == nil)
                pages.append(page.rows.compactMap(\.id))
                while let next = page.nextCursor {
                    page = try await database.fetch(spec, at: PageCursor(token: next.token))
                    pages.append(page.rows.compactMap(\.id))
                }
                #expect(pages.flatMap { $0 } == expected, "forwards, \(sortOrderings)")
                #expect(pages.dropLast().allSatisfy { $0.count == 3 })
                // And back from the last page to the first, page by page.
                var backwards: [[Int64]] = [page.rows.compactMap(\.id)]
                while let previous = page.previousCursor {
                    page = try await database.fetch(spec, at: previous)
                    backwards.insert(page.rows.compactMap(\.id), at: 0)
                }
                #expect(backwards.flatMap { $0 } == expected, "backwards, \(sortOrderings)")
                #expect(backwards.first == pages.first)
                #expect(page.nextCursor != nil)
            }
        }
    }

    @Test("Paging by a floating-point column holding NaN and infinities", arguments: TestEngine.available)
    func nonFiniteSortValues(engine: TestEngine) async throws {
        let location = try await engine.makeLocation()
        // SQLite stores NaN as NULL; both hold the infinities.
        let nan = engine == .postgres ? "'NaN'" : "NULL"
        let infinity = engine == .postgres ? "'Infinity'" : "9e999"
        try await Database.runScript("""
            CREATE TABLE score (id integer PRIMARY KEY, value double precision);
            INSERT INTO score VALUES (1, 1.5), (2, \(nan)), (3, \(infinity)), (4, -\(infinity == "9e999" ? "9e999" : "'Infinity'::float8")), (5, 0), (6, \(nan)), (7, 2.5);
            """, at: location)
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        for direction in [SortOrdering.ascending("value"), .descending("value")] {
            var spec = FetchSpecification(entityName: "score", sortOrderings: [direction], pageSize: 100)
            let expected = try await database.fetch(spec).rows.map(\.primaryKey)
            spec.pageSize = 2
            var page = try await database.fetch(spec)
            var seen = page.rows.map(\.primaryKey)
            while let next = page.nextCursor {
                page = try await database.fetch(spec, at: PageCursor(token: next.token))
                seen += page.rows.map(\.primaryKey)
            }
            #expect(seen == expected, "forwards, \(direction)")
            var back = page.rows.map(\.primaryKey)
            while let previous = page.previousCursor {
                page = try await database.fetch(spec, at: PageCursor(token: previous.token))
                back = page.rows.map(\.primaryKey) + back
            }
            #expect(back == expected, "backwards, \(direction)")
        }
    }

    @Test("Many rows with equal sort values page without skipping or repeating", arguments: TestEngine.available)
    func ties(engine: TestEngine) async throws {
        let database = try await engine.openSample()
        defer { Task { try? await database.close() } }
        // rental_duration takes 5 values over 1,000 films: long runs of ties.
        let spec = FetchSpecification(entityName: "film", sortOrderings: [.descending("rental_duration")], pageSize: 37)
        var seen: [DatabaseValue] = []
        var durations: [DatabaseValue] = []
        var cursor: PageCursor?
        repeat {
            let page = try await database.fetch(spec, at: cursor)
            seen += page.rows.map { $0["film_id"] }
            durations += page.rows.map { $0["rental_duration"] }
            cursor = page.nextCursor
        } while cursor != nil
        #expect(seen.count == 1000)
        #expect(Set(seen).count == 1000)
        let numbers = durations.compactMap { if case .integer(let n) = $0 { return n } else { return nil } }
        #expect(numbers == numbers.sorted(by: >))
    }

    @Test("A large result streams a page at a time", arguments: TestEngine.available)
    func streaming(engine: TestEngine) async throws {
        let database = try await engine.openSample()
        defer { Task { try? await database.close() } }
        var count = 0
        var last: DatabaseValue = .null
        var ordered = true
        for try await payment in database.rows(matching: FetchSpecification(entityName: "payment", sortOrderings: [.ascending("payment_date")], pageSize: 1000)) {
            if case .timestamp(let date) = payment["payment_date"], case .timestamp(let previous) = last, date < previous { ordered = false }
            last = payment["payment_date"]
            count += 1
        }
        #expect(count == 18_000)
        #expect(ordered)
    }

    @Test("Cursors over keys of any text — quotes, backslashes, control characters, any script — read back", arguments: TestEngine.available)
    func cursorsOverOddText(engine: TestEngine) async throws {
        let keys = ["", "a\"b", "c\\d", "line\nbreak", "tab\there", "bell\u{7}", "\u{1}", "{\"v\":[]}", "日本語", "🎞 film", "plain"]
        let inserts = keys.map { key in "INSERT INTO word (text) VALUES ('\(key.replacingOccurrences(of: "'", with: "''"))');" }.joined(separator: "\n")
        let database = try await engine.database(
            sqlite: "CREATE TABLE word (text TEXT PRIMARY KEY);\n" + inserts,
            postgres: "CREATE TABLE word (text text COLLATE \"C\" PRIMARY KEY);\n" + inserts)
        defer { Task { try? await database.close() } }
        let expected = try await database.fetch(FetchSpecification(entityName: "word", sortOrderings: [.ascending("text")], pageSize: 100)).rows
        #expect(expected.count == keys.count)
        var seen: [Row] = []
        var page = try await database.fetch(FetchSpecification(entityName: "word", sortOrderings: [.ascending("text")], pageSize: 1))
        seen += page.rows
        while let next = page.nextCursor {
            // The token is URL-safe and reads back as the same cursor.
            #expect(next.token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            #expect(try PageCursor(token: next.token) == next)
            page = try await database.fetch(FetchSpecification(entityName: "word", sortOrderings: [.ascending("text")], pageSize: 1), at: PageCursor(token: next.token))
            seen += page.rows
            if seen.count > expected.count { break }
        }
        #expect(seen == expected)
    }

    @Test("Cursors: damaged, forged and foreign ones are refused with a clear error", arguments: TestEngine.available)
    func cursors(engine: TestEngine) async throws {
        let database = try await PeopleTable.database(engine)
        defer { Task { try? await database.close() } }
        let spec = FetchSpecification(entityName: "person", sortOrderings: [.ascending("age")], pageSize: 3)
        let page = try await database.fetch(spec)
        let token = try #require(page.nextCursor?.token)
        #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(try PageCursor(token: token) == page.nextCursor)

        var damaged = Array(token)
        damaged[damaged.count / 2] = damaged[damaged.count / 2] == "A" ? "B" : "A"
        for bad in [String(damaged), String(token.dropLast(3)), "", "'; DROP TABLE person; --", "%00", String(repeating: "A", count: 200)] {
            #expect { try PageCursor(token: bad) } throws: { ($0 as? DatabaseError)?.kind == .invalidCursor }
        }
        // A cursor of another list (other order, other filter, other entity) is refused.
        var other = spec
        other.sortOrderings = [.descending("age")]
        await #expect { try await database.fetch(other, at: page.nextCursor!) } throws: { error in
            (error as? DatabaseError)?.kind == .invalidCursor && "\(error)".contains("belongs to another list")
        }
        other = spec
        other.qualifier = try Qualifier("age > 1")
        await #expect { try await database.fetch(other, at: page.nextCursor!) } throws: { ($0 as? DatabaseError)?.kind == .invalidCursor }
    }

    /// A list sorted by a column of long text (or a relation without a primary key, whose every
    /// column is a tie-breaker) would put whole values in its page links: they stay short, and the
    /// pages still give each row once, forwards and back.
    @Test("Page links stay short when the sort values are long", arguments: TestEngine.available)
    func longSortValues(engine: TestEngine) async throws {
        let location = try await engine.makeLocation()
        let long = { (letter: String, length: Int) in "'" + String(repeating: letter, count: length) + "'" }
        try await Database.runScript("""
            CREATE TABLE note (id integer PRIMARY KEY, body text);
            INSERT INTO note VALUES (1, \(long("b", 5000))), (2, 'a'), (3, \(long("c", 300_000))), (4, \(long("b", 5000))),
                (5, NULL), (6, 'z'), (7, \(long("a", 2000))), (8, 'c');
            CREATE TABLE log (at integer, message text);
            INSERT INTO log VALUES (1, 'short'), (2, \(long("m", 4000))), (3, \(long("m", 4000))), (3, \(long("m", 4000))),
                (4, 'x'), (5, \(long("n", 9000))), (6, 'y'), (7, 'short'), (8, \(long("m", 4000)));
            """, at: location)
        if engine == .sqlite {
            // A column without a type holds values of every storage class, binary ones among
            // them, which are read as their size and cannot be carried in a link at all.
            try await Database.runScript("""
                CREATE TABLE mixed (id integer PRIMARY KEY, v);
                INSERT INTO mixed VALUES (1, x'ff00'), (2, 'a'), (3, 2), (4, NULL), (5, x'fe'), (6, 1.5), (7, x'ff00'), (8, 'b');
                CREATE TABLE loose (v, w);
                INSERT INTO loose VALUES (x'ff00', 1), ('a', 2), (2, x'80'), (NULL, 4), (x'fe', 5), (x'ff00', 1), ('b', x'81'), (3, 3);
                """, at: location)
        }
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        var lists: [FetchSpecification] = [
            FetchSpecification(entityName: "note", sortOrderings: [.ascending("body")]),
            FetchSpecification(entityName: "note", sortOrderings: [.descending("body")]),
            FetchSpecification(entityName: "log"),
            FetchSpecification(entityName: "log", sortOrderings: [.descending("message")]),
            FetchSpecification(entityName: "log", qualifier: try Qualifier("at > 1"), sortOrderings: [.ascending("message")]),
        ]
        if engine == .sqlite {
            lists += [
                FetchSpecification(entityName: "mixed", sortOrderings: [.ascending("v")]),
                FetchSpecification(entityName: "mixed", sortOrderings: [.descending("v")]),
                FetchSpecification(entityName: "loose"),
                FetchSpecification(entityName: "loose", sortOrderings: [.descending("w")]),
            ]
        }
        // Rows as short text, so that a failure prints something readable.
        func summary(_ rows: [Row]) -> [String] {
            rows.map { row in
                row.values.keys.sorted().map { key in
                    let text = row[key].text ?? "NULL"
                    return "\(key)=\(text.prefix(2))\(text.count > 2 ? "…\(text.count)" : "")"
                }.joined(separator: " ")
            }
        }
        for list in lists {
            var spec = list
            spec.pageSize = 100
            let expected = summary(try await database.fetch(spec).rows)
            for size in [1, 2, 3] {
                spec.pageSize = size
                var page = try await database.fetch(spec)
                var seen = summary(page.rows)
                while let next = page.nextCursor {
                    #expect(next.token.count < 2_000, "a link of \(next.token.count) characters")
                    page = try await database.fetch(spec, at: PageCursor(token: next.token))
                    seen += summary(page.rows)
                }
                #expect(seen == expected, "forwards, \(list.entityName) \(list.sortOrderings), \(size) a page")
                var back = summary(page.rows)
                while let previous = page.previousCursor {
                    #expect(previous.token.count < 2_000)
                    page = try await database.fetch(spec, at: PageCursor(token: previous.token))
                    back = summary(page.rows) + back
                }
                #expect(back == expected, "backwards, \(list.entityName) \(list.sortOrderings), \(size) a page")
            }
        }
        // A link that names its row by key says so when the row has gone.
        let spec = FetchSpecification(entityName: "note", sortOrderings: [.ascending("body")], pageSize: 3)
        let first = try await database.fetch(spec)
        let next = try #require(first.nextCursor)
        try await database.delete(first.rows[2])
        await #expect { try await database.fetch(spec, at: next) } throws: {
            ($0 as? DatabaseError)?.kind == .invalidCursor && "\($0)".contains("deleted")
        }
    }
}
