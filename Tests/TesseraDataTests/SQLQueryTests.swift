import Foundation
@_spi(Schema) import TesseraData
import TesseraTestSupport
import Testing

/// Ad-hoc queries' results — columns, typed values, row limits, every row streamed, plans —
/// their parameters, their time limit, and the errors of text that is not one query.
@Suite("Ad-hoc SQL queries", .heavy, .timeLimit(.minutes(2)))
struct SQLQueryTests {
    @Test(arguments: TestEngine.available)
    func columnsRowsAndTypes(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let result = try await fixture.database.run(SQLQuery("SELECT id, name, balance, 1 + 1 AS two FROM customer ORDER BY id"))
        #expect(result.columns.map(\.name) == ["id", "name", "balance", "two"])
        if engine == .sqlite {
            #expect(result.columns.map(\.declaredType) == ["INTEGER", "TEXT", "numeric(8,2)", nil])
            #expect(result.rows.first == [.integer(1), .text("Ada"), .double(10.5), .integer(2)])
        } else {
            #expect(result.columns.map(\.declaredType) == ["integer", "text", "numeric", "integer"])
            #expect(result.rows.first == [.integer(1), .text("Ada"), .decimal("10.50"), .integer(2)])
        }
        #expect(result.rows.count == 3)
        #expect(!result.hasMoreRows)
        #expect(result.duration > .zero)
        // Two columns of one name stay two.
        #expect(try await fixture.database.run(SQLQuery("SELECT 1 AS a, 2 AS a")).columns.map(\.name) == ["a", "a"])
    }

    /// Each column read from a table says which table and column, through aliases, joins and
    /// subqueries; an expression says none.
    @Test(arguments: TestEngine.available)
    func columnsSayWhereTheyWereRead(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let result = try await fixture.database.run(
            SQLQuery(
                "SELECT c.id AS key, n.body, s.name, upper(c.name) AS loud, n.customer_id FROM customer c JOIN note n ON n.customer_id = c.id JOIN (SELECT id, name FROM customer) s ON s.id = c.id ORDER BY n.id",
                timeLimit: .seconds(30)))
        let origins = result.columns.map { $0.origin.map { "\($0.table).\($0.column)" } ?? "-" }
        #expect(origins == ["customer.id", "note.body", "customer.name", "-", "note.customer_id"])
        #expect(result.rows.count == 3)
    }

    @Test func postgresValuesAreTypedByTheirColumns() async throws {
        guard TestEngine.available.contains(.postgres) else { return }
        let fixture = try await SQLQueryFixture.make(.postgres)
        defer { Task { await fixture.close() } }
        let result = try await fixture.database.run(SQLQuery("""
            SELECT 1::int2, 2::int8, 1.5::float8, 10.50::numeric, true, DATE '2020-01-02', TIMESTAMP '2020-01-02 03:04:05',
                TIMESTAMPTZ '2020-01-02 03:04:05+00', 'x'::text, '{"a": 1}'::jsonb, '\\x0102'::bytea, interval '1 day',
                ARRAY[1, 2], '5f1d7b0e-2c1a-4b7e-9a43-1f1d5a7e0c11'::uuid, NULL::text, 'Infinity'::float8
            """))
        #expect(result.rows == [[
            .integer(1), .integer(2), .double(1.5), .decimal("10.50"), .bool(true), .date("2020-01-02"), .timestamp("2020-01-02 03:04:05"),
            .timestamp("2020-01-02 03:04:05+00"), .text("x"), .json("{\"a\": 1}"), .blob(size: 2), .text("1 day"), .text("{1,2}"),
            .uuid("5f1d7b0e-2c1a-4b7e-9a43-1f1d5a7e0c11"), .null, .double(.infinity),
        ]])
        #expect(result.columns.map(\.declaredType).contains("timestamp with time zone"))
        #expect(result.columns.map(\.declaredType).contains("integer[]"))
        // An ORDER BY inside the query gives the order of the rows.
        let ordered = try await fixture.database.run(SQLQuery("SELECT name FROM customer ORDER BY name DESC"))
        #expect(ordered.rows == [[.text("Cy")], [.text("Bob")], [.text("Ada")]])
        // A query with no columns gives its rows, empty.
        #expect(try await fixture.database.run(SQLQuery("SELECT FROM customer")).rows == [[], [], []])
        // A query with no rows still names its columns.
        let none = try await fixture.database.run(SQLQuery("SELECT id, name FROM customer WHERE false"))
        #expect(none.columns.map(\.name) == ["id", "name"])
        #expect(none.rows.isEmpty)
    }

    /// Rows of large values are not all held: a result stops at its bytes as at its rows, and
    /// says there was more; the values it keeps are whole.
    @Test(arguments: TestEngine.available)
    func aResultOfLargeValuesStopsAtItsBytes(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        // 400 rows of a megabyte each: 400 MB if all were held.
        let text = engine == .sqlite
            ? "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400) SELECT i, printf('%.*c', 1000000, 'x') AS big FROM n"
            : "SELECT i, repeat('x', 1000000) AS big FROM generate_series(1, 400) AS i"
        var query = SQLQuery(text, timeLimit: .seconds(30), rowLimit: 1000)
        query.byteLimit = 8 << 20
        let result = try await fixture.database.run(query)
        #expect(result.hasMoreRows)
        #expect((4...9).contains(result.rows.count), "\(result.rows.count) rows kept")
        #expect(result.rows.allSatisfy { $0[1].text?.utf8.count == 1_000_000 })
        #expect(result.rows.map { $0[0] } == (1...Int64(result.rows.count)).map { DatabaseValue.integer($0) })
        // The connection serves the next query.
        let next = try await fixture.database.run(SQLQuery("SELECT 1 AS one"))
        #expect(next.rows == [[.integer(1)]])
        // Small rows are not cut by it.
        let small = try await fixture.database.run(SQLQuery("SELECT id FROM note ORDER BY id", rowLimit: .max))
        #expect(!small.hasMoreRows && small.rows.count == 3)
    }

    @Test(arguments: TestEngine.available)
    func theRowLimitSaysWhetherThereIsMore(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let text = "SELECT id FROM note ORDER BY id"
        let two = try await fixture.database.run(SQLQuery(text, rowLimit: 2))
        #expect(two.rows == [[.integer(1)], [.integer(2)]])
        #expect(two.hasMoreRows)
        let three = try await fixture.database.run(SQLQuery(text, rowLimit: 3))
        #expect(three.rows.count == 3)
        #expect(!three.hasMoreRows)
        let all = try await fixture.database.run(SQLQuery(text, rowLimit: .max))
        #expect(all.rows.count == 3)
        #expect(!all.hasMoreRows)
        let negative = await queryError { _ = try await fixture.database.run(SQLQuery(text, rowLimit: -1)) }
        #expect(negative?.kind == .invalidQuery)
        for limit: Duration in [.zero, .seconds(Int64.max)] {
            let error = await queryError { _ = try await fixture.database.run(SQLQuery(text, timeLimit: limit)) }
            #expect(error?.kind == .invalidQuery, "\(limit)")
        }
        let none = try await fixture.database.run(SQLQuery(text, rowLimit: 0))
        #expect(none.rows.isEmpty)
        #expect(none.hasMoreRows)
        #expect(none.columns.map(\.name) == ["id"])
        // The limit stops the reading: a query of endless rows returns its first ones.
        // (A recursive query is read as far as it is asked on both engines; PostgreSQL would
        // make the whole of a set-returning function's rows first.)
        let endless = "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT i FROM r"
        let first = try await fixture.database.run(SQLQuery(endless, rowLimit: 5))
        #expect(first.rows == (1...5).map { [.integer(Int64($0))] })
        #expect(first.hasMoreRows)
    }

    @Test(arguments: TestEngine.available)
    func everyRowIsStreamedInOrder(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let text = engine == .sqlite
            ? "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 20000) SELECT i, 'row ' || i AS label FROM r"
            : "SELECT i, 'row ' || i AS label FROM generate_series(1, 20000) AS i ORDER BY i"
        var columnCalls: [[String]] = []
        var count: Int64 = 0
        var inOrder = true
        try await fixture.database.forEachRow(of: SQLQuery(text, timeLimit: .seconds(30), rowLimit: 10), columns: { columnCalls.append($0.map(\.name)) }) { row in
            count += 1
            if row != [.integer(count), .text("row \(count)")] { inOrder = false }
        }
        #expect(columnCalls == [["i", "label"]])
        #expect(count == 20000)
        #expect(inOrder)

        // A body that throws stops the reading, and the next query runs.
        struct Enough: Error {}
        var seen = 0
        await #expect(throws: Enough.self) {
            try await fixture.database.forEachRow(of: SQLQuery(text, timeLimit: .seconds(30))) { _ in
                seen += 1
                if seen == 300 { throw Enough() }
            }
        }
        #expect(seen == 300)
        #expect(try await fixture.database.run(SQLQuery("SELECT count(*) FROM note")).rows == [[.integer(3)]])
    }

    @Test(arguments: TestEngine.available)
    func aQueryPastItsTimeLimitIsStoppedAndTheConnectionServesTheNext(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine, maximumConnections: 1)
        defer { Task { await fixture.close() } }
        let long = engine == .sqlite
            ? "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r"
            : "SELECT pg_sleep(5)"
        for _ in 0..<2 {
            let start = ContinuousClock.now
            let error = await queryError { _ = try await fixture.database.run(SQLQuery(long, timeLimit: .milliseconds(300))) }
            #expect(error?.kind == .timedOut, "\(String(describing: error?.message))")
            #expect(error?.message.contains("time limit") == true)
            #expect(ContinuousClock.now - start < .seconds(3))
            // The same connection runs the next query. (With a limit far from what it takes: on a
            // machine kept busy by other work, a second was seen to pass before a thread ran it.)
            #expect(try await fixture.database.run(SQLQuery("SELECT name FROM customer WHERE id = 2", timeLimit: .seconds(30))).rows == [[.text("Bob")]])
        }
        // The default limit is a second.
        #expect(SQLQuery("SELECT 1").timeLimit == .seconds(1))
        let defaulted = await queryError { _ = try await fixture.database.run(SQLQuery(long)) }
        #expect(defaulted?.kind == .timedOut)

        // A stream whose body is slow is stopped at the limit too, which counts the whole reading.
        let many = "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 10000000) SELECT i FROM r"
        let slow = await queryError {
            try await fixture.database.forEachRow(of: SQLQuery(many, timeLimit: .milliseconds(300))) { row in
                if row == [.integer(1)] { try await Task.sleep(for: .milliseconds(600)) }
            }
        }
        #expect(slow?.kind == .timedOut, "\(String(describing: slow?.message))")
        #expect(try await fixture.database.run(SQLQuery("SELECT count(*) FROM customer", timeLimit: .seconds(30))).rows == [[.integer(3)]])
    }

    @Test(arguments: TestEngine.available)
    func parametersAreBoundNeverWrittenIn(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let before = try await fixture.state()
        let byID = try await fixture.database.run(SQLQuery("SELECT name FROM customer WHERE id = :id", parameters: ["id": .integer(2)]))
        #expect(byID.rows == [[.text("Bob")]])
        // A value holding SQL is a value.
        let hostile = "'); DELETE FROM note; --"
        let echoed = try await fixture.database.run(SQLQuery("SELECT :v AS v, count(*) FROM customer WHERE name = :v", parameters: ["v": .text(hostile)]))
        #expect(echoed.rows == [[.text(hostile), .integer(0)]])
        #expect(try await fixture.state() == before)
        // One name used twice is one value; names in strings, quoted names and comments are none.
        let text = engine == .sqlite
            ? "SELECT :a || ':b' || \":c\".x, :a /* :d */ -- :e\n FROM (SELECT 1 AS x) AS \":c\""
            : "SELECT :a || ':b' || \":c\".x, :a::text /* :d /* :nested */ */, $q$ :f $q$, E'\\' :g' -- :e\n FROM (SELECT 'y' AS x) AS \":c\""
        #expect(fixture.database.parameterNames(in: text) == ["a"])
        let values = try await fixture.database.run(SQLQuery(text, parameters: ["a": .text("A")]))
        #expect(values.rows.first?.first == .text(engine == .sqlite ? "A:b1" : "A:by"))
        if engine == .postgres {
            // Casts and typed parameters.
            let typed = try await fixture.database.run(SQLQuery("SELECT :n::int + 1, :when::date + 1", parameters: ["n": .integer(41), "when": .date("2020-02-28")]))
            #expect(typed.rows == [[.integer(42), .date("2020-02-29")]])
        }
        // A parameter without a value, and parameters written otherwise.
        let missing = await queryError { _ = try await fixture.database.run(SQLQuery("SELECT :nothing")) }
        #expect(missing?.kind == .invalidQuery)
        #expect(missing?.message.contains(":nothing") == true)
        for other in engine == .sqlite ? ["SELECT ?", "SELECT ?1", "SELECT @x", "SELECT $x"] : ["SELECT $1"] {
            let error = await queryError { _ = try await fixture.database.run(SQLQuery(other, parameters: ["x": .integer(1), "1": .integer(1)])) }
            #expect(error?.kind == .invalidQuery, "\(other)")
            #expect(error?.message.contains(":name") == true, "\(other): \(String(describing: error?.message))")
        }
        // A value the query does not use changes nothing.
        #expect(try await fixture.database.run(SQLQuery("SELECT 1", parameters: ["unused": .text("x")])).rows == [[.integer(1)]])
    }

    @Test(arguments: TestEngine.available)
    func mistakesKeepTheEnginesMessageAndPosition(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        for text in ["SELECT nme FROM customer", "SELECT :a, nme FROM customer", "SELECT 'é', :long_name_here, nme FROM customer"] {
            let error = await queryError { _ = try await fixture.database.run(SQLQuery(text, parameters: ["a": .integer(1), "long_name_here": .integer(2)])) }
            #expect(error?.kind == .invalidQuery)
            #expect(error?.fullText.contains("nme") == true, "\(String(describing: error?.fullText))")
            let expected = text.unicodeScalars.count - " FROM customer".count - 3
            #expect(error?.engine?.position == expected, "\(text): \(String(describing: error?.engine))")
        }
        let syntax = await queryError { _ = try await fixture.database.run(SQLQuery("SELECT * FROM customer WHERE")) }
        #expect(syntax?.kind == .invalidQuery)
        #expect(syntax?.engine?.message.isEmpty == false)
    }

    @Test(arguments: TestEngine.available)
    func oddTextGivesClearErrors(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        for empty in ["", "   \n", "-- nothing\n", "/* nothing */", ";", " ; ;"] {
            let error = await queryError { _ = try await fixture.database.run(SQLQuery(empty)) }
            #expect(error?.kind == .invalidQuery, "\(empty.debugDescription)")
            #expect(error?.message.contains("empty") == true, "\(empty.debugDescription): \(String(describing: error?.message))")
        }
        let nul = await queryError { _ = try await fixture.database.run(SQLQuery("SELECT 1\0; DELETE FROM note")) }
        #expect(nul?.kind == .invalidQuery)
        #expect(nul?.message.contains("NUL") == true)
        // A megabyte of query runs; a byte more is refused.
        let padded = "SELECT 1" + String(repeating: " ", count: SQLQuery.maximumTextLength - 8)
        #expect(try await fixture.database.run(SQLQuery(padded)).rows == [[.integer(1)]])
        let tooLong = await queryError { _ = try await fixture.database.run(SQLQuery(padded + " ")) }
        #expect(tooLong?.kind == .invalidQuery)
        // A string of most of a megabyte, in the text and as a value.
        let long = String(repeating: "ab", count: 400_000)
        #expect(try await fixture.database.run(SQLQuery("SELECT length('\(long)')")).rows == [[.integer(800_000)]])
        let huge = String(repeating: "x", count: 20 << 20)
        #expect(try await fixture.database.run(SQLQuery("SELECT length(:v)", parameters: ["v": .text(huge)])).rows == [[.integer(20 << 20)]])
        // A value too large for the connection is an error, not a gigabyte.
        let giant = engine == .sqlite ? "SELECT randomblob(1000000000)" : "SELECT repeat('x', 2000000000)"
        let tooBig = await queryError { _ = try await fixture.database.run(SQLQuery(giant, timeLimit: .seconds(5))) }
        #expect(tooBig != nil)
        // NUL inside a parameter's value: SQLite binds it whole; PostgreSQL text cannot hold one.
        if engine == .sqlite {
            #expect(try await fixture.database.run(SQLQuery("SELECT length(CAST(:v AS BLOB))", parameters: ["v": .text("a\0b")])).rows == [[.integer(3)]])
        } else {
            let error = await queryError { _ = try await fixture.database.run(SQLQuery("SELECT :v", parameters: ["v": .text("a\0b")])) }
            #expect(error?.message.contains("NUL") == true)
        }
        // Trailing semicolons and comments end a query.
        #expect(try await fixture.database.run(SQLQuery("SELECT 7;  -- done\n ;")).rows == [[.integer(7)]])
        #expect(try await fixture.database.run(SQLQuery("SELECT 8 -- no newline")).rows == [[.integer(8)]])
    }

    @Test(arguments: TestEngine.available)
    func plansAreTextLines(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let plan = try await fixture.database.plan(of: SQLQuery("SELECT n.body FROM note n JOIN customer c ON c.id = n.customer_id WHERE c.id = :id", parameters: ["id": .integer(1)]))
        #expect(!plan.isEmpty)
        #expect(plan.joined(separator: "\n").lowercased().contains(engine == .sqlite ? "search c using integer primary key" : "note"), "\(plan)")
        // A plan is of a query that reads, refused as the query would be.
        let refused = await queryError { _ = try await fixture.database.plan(of: SQLQuery("DELETE FROM note")) }
        #expect(refused != nil)
        if engine == .postgres {
            // EXPLAIN's options are the module's: the text cannot make it ANALYZE (run) the query.
            let analyze = await queryError { _ = try await fixture.database.plan(of: SQLQuery("ANALYZE SELECT pg_sleep(3)")) }
            #expect(analyze != nil)
        }
        #expect(try await fixture.state().contains("first"))
    }

    @Test(arguments: [Database.Engine.sqlite, .postgres])
    func parameterNamesForFields(_ engine: Database.Engine) {
        #expect(Database.parameterNames(in: "SELECT * FROM film WHERE rating = :rating AND length > :min_length OR rating = :rating", engine: engine) == ["rating", "min_length"])
        #expect(Database.parameterNames(in: "SELECT ':x', \":y\" FROM t -- :z\n/* :w */", engine: engine) == [])
        #expect(Database.parameterNames(in: "SELECT :é1", engine: engine) == ["é1"])
        if engine == .postgres {
            #expect(Database.parameterNames(in: "SELECT a::int, b[1:2], f(x := 1), $$ :no $$, $tag$ :no $tag$, E'\\' :no', :yes", engine: .postgres) == ["yes"])
        } else {
            #expect(Database.parameterNames(in: "SELECT [a:b], `:c`, :d, :1", engine: .sqlite) == ["d", "1"])
        }
    }
}

/// Ad-hoc queries never hold every connection the pages need: SQLite's run on a pool of their
/// own, PostgreSQL's in the lane of heavy statements (half the connections at most).
@Suite("Ad-hoc SQL queries beside pages", .heavy, .timeLimit(.minutes(2)))
struct SQLQueryStarvationTests {
    @Test(arguments: TestEngine.available)
    func longQueriesLeaveConnectionsForPages(_ engine: TestEngine) async throws {
        let fixture = try await SQLQueryFixture.make(engine)
        defer { Task { await fixture.close() } }
        let long = engine == .sqlite
            ? "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r"
            : "SELECT pg_sleep(3)"
        let database = fixture.database
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask { _ = try? await database.run(SQLQuery(long, timeLimit: .seconds(2))) }
            }
            // While six long queries run or wait, a page's read is answered at once.
            try await Task.sleep(for: .milliseconds(300))
            let start = ContinuousClock.now
            let page = try await database.fetch(FetchSpecification(entityName: "customer"))
            #expect(page.rows.count == 3)
            #expect(ContinuousClock.now - start < .milliseconds(1500), "\(ContinuousClock.now - start)")
            try await group.waitForAll()
        }
    }

    /// A quick query's time limit counts its own work, not its waits for a thread behind other
    /// queries' batches: on SQLite, long queries of two other databases on the same file (so
    /// that they hold both threads of heavy statements without holding this one's connections)
    /// keep the threads busy a second a batch, and a query of five batches, limited to one
    /// second, still reads every row.
    @Test func aQuickQueryIsNotStoppedByItsWaitsBehindLongOnes() async throws {
        let fixture = try await SQLQueryFixture.make(.sqlite)
        defer { Task { await fixture.close() } }
        let others = [try await Database.open(fixture.location), try await Database.open(fixture.location)]
        defer { Task { for other in others { try? await other.close() } } }
        let long = "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r LIMIT 10000000) SELECT i FROM r WHERE i % 10000 = 0"
        let quick = "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r LIMIT 1200) SELECT i FROM r"
        try await withThrowingTaskGroup(of: Void.self) { group in
            for other in others {
                for _ in 0..<2 {
                    group.addTask { _ = try await other.run(SQLQuery(long, timeLimit: .seconds(60), rowLimit: 1000)) }
                }
            }
            try await Task.sleep(for: .milliseconds(300))
            let result = try await fixture.database.run(SQLQuery(quick, timeLimit: .seconds(1), rowLimit: 1200))
            #expect(result.rows.count == 1200)
            try await group.waitForAll()
        }
    }
}
