import TesseraData
import TesseraTestSupport
import Testing

/// Each row's first few related rows, in an order of their own, for a whole page at once: what a
/// chart of a customer's last payments beside each customer loads.
@Suite("Limited related rows", .heavy)
struct LimitedRelatedRowsTests {
    // A customer with many payments (two on one day, broken by key), one with two, one with
    // none; a payment without a date; a film linked to actors through a join table; odd names.
    static let sqlite = """
        CREATE TABLE "Customer Account" (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE payment (
            pid INTEGER PRIMARY KEY, "owner id" INTEGER REFERENCES "Customer Account"(id),
            amount NUMERIC(8,2) NOT NULL, paid_on DATE, tessera_related_rank INTEGER);
        CREATE TABLE actor (actor_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE film (film_id INTEGER PRIMARY KEY, title TEXT NOT NULL);
        CREATE TABLE film_actor (actor_id INTEGER NOT NULL REFERENCES actor(actor_id), film_id INTEGER NOT NULL REFERENCES film(film_id),
            PRIMARY KEY (actor_id, film_id));
        INSERT INTO "Customer Account" VALUES (1, 'Many'), (2, 'Two'), (3, 'None');
        WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 300)
            INSERT INTO payment (pid, "owner id", amount, paid_on)
            SELECT value, 1, value * 1.5, date('2026-01-01', '+' || value || ' days') FROM n;
        INSERT INTO payment VALUES (1001, 1, 9.99, '2026-10-27', 7), (1002, 2, 1.00, '2026-02-01', NULL), (1003, 2, 2.00, NULL, NULL);
        INSERT INTO actor VALUES (1, 'A'), (2, 'B'), (3, 'C');
        INSERT INTO film VALUES (1, 'One'), (2, 'Two'), (3, 'Three'), (4, 'Four');
        INSERT INTO film_actor VALUES (1, 1), (1, 2), (1, 3), (1, 4), (2, 4);
        """

    static let postgres = """
        CREATE TABLE "Customer Account" (id integer PRIMARY KEY, name text NOT NULL);
        CREATE TABLE payment (
            pid integer PRIMARY KEY, "owner id" integer REFERENCES "Customer Account"(id),
            amount numeric(8,2) NOT NULL, paid_on date, tessera_related_rank integer);
        CREATE TABLE actor (actor_id integer PRIMARY KEY, name text NOT NULL);
        CREATE TABLE film (film_id integer PRIMARY KEY, title text NOT NULL);
        CREATE TABLE film_actor (actor_id integer NOT NULL REFERENCES actor(actor_id), film_id integer NOT NULL REFERENCES film(film_id),
            PRIMARY KEY (actor_id, film_id));
        INSERT INTO "Customer Account" VALUES (1, 'Many'), (2, 'Two'), (3, 'None');
        INSERT INTO payment (pid, "owner id", amount, paid_on)
            SELECT value, 1, value * 1.5, date '2026-01-01' + value FROM generate_series(1, 300) AS value;
        INSERT INTO payment VALUES (1001, 1, 9.99, '2026-10-27', 7), (1002, 2, 1.00, '2026-02-01', NULL), (1003, 2, 2.00, NULL, NULL);
        INSERT INTO actor VALUES (1, 'A'), (2, 'B'), (3, 'C');
        INSERT INTO film VALUES (1, 'One'), (2, 'Two'), (3, 'Three'), (4, 'Four');
        INSERT INTO film_actor VALUES (1, 1), (1, 2), (1, 3), (1, 4), (2, 4);
        """

    @Test("Each row gets its first rows in the order asked, ties broken by key, however many it has", arguments: TestEngine.available)
    func firstRowsOfEach(engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        let customers = try await database.fetch(FetchSpecification(entityName: "Customer Account")).rows
        let payments = try database.model.entity(named: "Customer Account").relationship(named: "payment")
        let latest = try await database.fetchRelated(
            payments, of: customers, sortOrderings: [.descending("paid_on")], limitPerRow: 3)
        // 2026-10-27 is day 299 and also payment 1001's: the later key comes second (keys ascend).
        #expect(latest.rows(for: customers[0]).map { $0["pid"] } == [.integer(300), .integer(299), .integer(1001)])
        // NULL is last descending.
        #expect(latest.rows(for: customers[1]).map { $0["pid"] } == [.integer(1002), .integer(1003)])
        #expect(latest.rows(for: customers[2]).isEmpty)
        // A column named like the rank does not confuse it, and is read as its own.
        #expect(latest.rows(for: customers[0]).last?["tessera_related_rank"] == .integer(7))

        // Without an order: by key. Without a limit: all of them.
        let first = try await database.fetchRelated(payments, of: customers, limitPerRow: 2)
        #expect(first.rows(for: customers[0]).map { $0["pid"] } == [.integer(1), .integer(2)])
        #expect(try await database.fetchRelated(payments, of: customers).rows(for: customers[0]).count == 301)

        // Many-to-many, through the join table.
        let actors = try await database.fetch(FetchSpecification(entityName: "actor")).rows
        let films = try database.model.entity(named: "actor").relationships.first { $0.kind == .manyToMany }!
        let newest = try await database.fetchRelated(films, of: actors, sortOrderings: [.descending("film_id")], limitPerRow: 2)
        #expect(newest.rows(for: actors[0]).map { $0["film_id"] } == [.integer(4), .integer(3)])
        #expect(newest.rows(for: actors[1]).map { $0["film_id"] } == [.integer(4)])
        #expect(newest.rows(for: actors[2]).isEmpty)
    }

    @Test("A page brings each row's first related rows along", arguments: TestEngine.available)
    func prefetchedWithAPage(engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        var specification = FetchSpecification(entityName: "Customer Account", sortOrderings: [.descending("id")])
        specification.prefetchingFirstRows = [RelatedPrefetch("payment", sortOrderings: [.ascending("amount")], limit: 4)]
        let page = try await database.fetch(specification)
        #expect(page.rows.map { $0["id"] } == [.integer(3), .integer(2), .integer(1)])
        #expect(page.rows[0].related["payment"]?.isEmpty == true)
        #expect(page.rows[1].related["payment"]?.map { $0["pid"] } == [.integer(1002), .integer(1003)])
        #expect(page.rows[2].related["payment"]?.map { $0["pid"] } == [.integer(1), .integer(2), .integer(3), .integer(4)])
    }

    @Test("Rows of composite keys, past a statement's hundred, each get their own first rows", arguments: TestEngine.available)
    func compositeKeysInBatches(engine: TestEngine) async throws {
        let schema = """
            CREATE TABLE shipment (region TEXT NOT NULL, number INTEGER NOT NULL, PRIMARY KEY (region, number));
            CREATE TABLE parcel (id INTEGER PRIMARY KEY, region TEXT NOT NULL, number INTEGER NOT NULL, weight INTEGER NOT NULL,
                FOREIGN KEY (region, number) REFERENCES shipment (region, number));
            """
        // 250 shipments in two regions, the same numbers in each; parcel weights say whose they are.
        var inserts = ""
        var parcel = 0
        for region in ["north", "south"] {
            for number in 1...125 {
                inserts += "INSERT INTO shipment VALUES ('\(region)', \(number));\n"
                for weight in 1...3 {
                    parcel += 1
                    inserts += "INSERT INTO parcel VALUES (\(parcel), '\(region)', \(number), \(number * 10 + weight + (region == "south" ? 5000 : 0)));\n"
                }
            }
        }
        let database = try await engine.database(sqlite: schema + ";\n" + inserts, postgres: schema + ";\n" + inserts)
        defer { Task { try? await database.close() } }
        let shipments = try await database.fetch(FetchSpecification(entityName: "shipment", pageSize: 1000)).rows
        #expect(shipments.count == 250)
        let parcels = try database.model.entity(named: "shipment").relationships.first { $0.kind == .toMany }!
        let heaviest = try await database.fetchRelated(parcels, of: shipments, sortOrderings: [.descending("weight")], limitPerRow: 2)
        for shipment in shipments {
            let number = try #require(shipment["number"].int)
            let offset = shipment["region"] == .text("south") ? 5000 : 0
            #expect(heaviest.rows(for: shipment).map { $0["weight"].int } == [number * 10 + 3 + offset, number * 10 + 2 + offset])
        }
    }

    @Test("Bad orders and limits are refused with a reason", arguments: TestEngine.available)
    func refusals(engine: TestEngine) async throws {
        let database = try await engine.database(sqlite: Self.sqlite, postgres: Self.postgres)
        defer { Task { try? await database.close() } }
        let customers = try await database.fetch(FetchSpecification(entityName: "Customer Account")).rows
        let payments = try database.model.entity(named: "Customer Account").relationship(named: "payment")
        for limit in [0, -1, 10_001] {
            let error = await #expect(throws: DatabaseError.self) {
                try await database.fetchRelated(payments, of: customers, limitPerRow: limit)
            }
            #expect(error?.message.contains("1 to 10,000") == true)
        }
        let unknown = await #expect(throws: DatabaseError.self) {
            try await database.fetchRelated(payments, of: customers, sortOrderings: [.descending("no_such_column")], limitPerRow: 2)
        }
        #expect(unknown?.kind == .unknownAttribute)
    }
}
