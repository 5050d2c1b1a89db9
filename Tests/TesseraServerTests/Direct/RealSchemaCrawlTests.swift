import Foundation
@_spi(Schema) import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// `tessera serve` on schemas shaped like third-party ones (Tests/Fixtures/RealSchemas: enums,
/// domains, arrays, tsvector, ranges, partitions, unpopulated materialized views, trigger-filled
/// columns on PostgreSQL; untyped columns, affinity mismatches, WITHOUT ROWID and STRICT tables on
/// SQLite), loaded as they are by the engines' own command-line clients, then crawled: every link
/// the application offers is followed, and each must answer without an error. A list is also
/// searched and filtered on every column, and none of that may answer 5xx.
@Suite("Real schemas, crawled", .heavy, .serialized)
struct RealSchemaCrawlTests {
    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func everyLinkOnAPostgreSQLSchemaAnswers() async throws {
        let location = try await RealSchemas.loadPostgres()
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        let report = try await RealSchemas.crawl(DirectApplication(database: database))
        #expect(report.failures.isEmpty, "\(report.failures.count) failures:\n\(report.failures.joined(separator: "\n"))")
        #expect(report.pages > 50, "the crawl reached only \(report.pages) pages")
        #expect(report.pagesPaged > 20, "only \(report.pagesPaged) pages were reached by a page link")
    }

    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func everyLinkOfTwoSchemasAnswers() async throws {
        let location = try await RealSchemas.loadPostgres() + "?schema=public,inventory"
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        // The second schema's relations go by schema.name; foreign keys cross between them.
        let warehouses = try database.model.entity(named: "inventory.warehouses")
        #expect(warehouses.schema == "inventory" && warehouses.tableName == "warehouses")
        let orders = try database.model.entity(named: "orders")
        #expect(orders.schema == nil)
        #expect(orders.relationships.contains { $0.kind == .toOne && $0.destinationEntity == "inventory.warehouses" })
        let books = try database.model.entity(named: "books")
        #expect(books.relationships.contains { $0.destinationEntity == "inventory.stock_items" })
        let report = try await RealSchemas.crawl(DirectApplication(database: database))
        #expect(report.failures.isEmpty, "\(report.failures.count) failures:\n\(report.failures.joined(separator: "\n"))")
        #expect(report.pages > 50, "the crawl reached only \(report.pages) pages")
        #expect(report.pagesPaged > 20, "only \(report.pagesPaged) pages were reached by a page link")
        try await serve(DirectApplication(database: database)) { browser in
            let stock = try await browser.get("/e/inventory.stock_items")
            #expect(stock.status == .ok)
            #expect(!stock.page.tableRows.isEmpty)
            let home = try await browser.get("/")
            #expect(home.page.link("Inventory stock valuation") == "/e/inventory.stock_valuation")
        }
    }

    /// The queries of issue 44 on the real-shaped PostgreSQL schema: a saved query's enum as a
    /// choice, keys linked across schemas, a dashboard, a write recorded in the history, and the
    /// SQL page over a quoted name.
    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func savedQueriesAndDashboardsOnTwoSchemas() async throws {
        let location = try await RealSchemas.loadPostgres() + "?schema=public,inventory"
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        let queries = try SavedQueries(
            yaml: """
                queries:
                  orders-of-status:
                    sql: SELECT o.id, o.customer_id, o.status FROM orders o WHERE o.status = :status ORDER BY o.id
                  low-stock:
                    sql: SELECT s.id, s.book_id, s.warehouse_id, s.quantity FROM inventory.stock_items s WHERE s.quantity <= :below ORDER BY s.id
                  audit:
                    sql: SELECT count(*) AS entries FROM "Audit Log"
                  set-shelf:
                    sql: UPDATE inventory.stock_items SET shelf = :shelf WHERE id = :item
                    write: true
                dashboards:
                  shop:
                    tiles:
                      - query: audit
                        show: kpi
                      - query: low-stock
                        show: table
                        values:
                          below: 1000000
                """)
        try await serve(DirectApplication(database: database, recordsHistory: true, queries: queries)) { browser in
            let form = try await browser.get("/q/orders-of-status")
            #expect(form.body.contains("<option value=\"placed\">placed</option>"), "the enum's values are a choice")
            let orders = try await browser.get("/q/orders-of-status?status=cart")
            #expect(orders.status == .ok)
            #expect(orders.page.links.contains { $0.href.hasPrefix("/e/orders/") })
            #expect(orders.page.links.contains { $0.href.hasPrefix("/e/customers/") }, "a uuid key links to its row")
            let stock = try await browser.get("/q/low-stock?below=1000000")
            #expect(stock.page.links.contains { $0.href.hasPrefix("/e/inventory.stock_items/") })
            #expect(stock.page.links.contains { $0.href.hasPrefix("/e/inventory.warehouses/") })
            let dashboard = try await browser.get("/d/shop")
            #expect(dashboard.status == .ok)
            #expect(dashboard.page.all("div").compactMap { $0.attributes["data-dashboard-tile"] } == ["kpi", "table"])
            let sql = try await browser.get("/sql?sql=" + Visitor.encode("SELECT count(*) FROM \"Audit Log\""))
            #expect(sql.status == .ok)

            let item = try #require(try await database.run(SQLQuery("SELECT min(id) FROM inventory.stock_items", timeLimit: .seconds(30))).rows.first?.first?.text)
            _ = try await browser.get("/q/set-shelf")
            let done = try await browser.post("/q/set-shelf", [("shelf", "Z-9"), ("item", item)])
            #expect(done.status == .seeOther)
            let shelf = try await database.run(SQLQuery("SELECT shelf FROM inventory.stock_items WHERE id = \(item)", timeLimit: .seconds(30))).rows.first?.first?.text
            #expect(shelf?.hasPrefix("Z-9") == true)
            #expect(try await database.history(entityName: "inventory.stock_items").first?.after?["shelf"] != nil)
            let refused = try await browser.post("/q/set-shelf", [("shelf", "FAR TOO LONG"), ("item", item)])
            #expect(refused.status == .badRequest)
            #expect(refused.body.contains("The database refused a value"))
        }
    }

    @Test(.enabled(if: RealSchemas.sqlite3 != nil, "needs sqlite3"))
    func everyLinkOnAnSQLiteSchemaAnswers() async throws {
        let location = try await RealSchemas.loadSQLite()
        let database = try await Database.open(location)
        defer { Task { try? await database.close() } }
        let report = try await RealSchemas.crawl(DirectApplication(database: database))
        #expect(report.failures.isEmpty, "\(report.failures.count) failures:\n\(report.failures.joined(separator: "\n"))")
        #expect(report.pages > 30, "the crawl reached only \(report.pages) pages")
        #expect(report.pagesPaged > 20, "only \(report.pagesPaged) pages were reached by a page link")
    }
}

/// Loading the fixture schemas and crawling an application.
enum RealSchemas {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/RealSchemas")

    static let psql: String? = executable("psql", also: ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
        .map { "/usr/lib/postgresql/\($0)/bin/psql" })
    static let sqlite3: String? = executable("sqlite3")
    static let pgDump: String? = executable("pg_dump", also: ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
        .sorted(by: >).map { "/usr/lib/postgresql/\($0)/bin/pg_dump" })

    static func executable(_ name: String, also more: [String] = []) -> String? {
        (["/usr/bin/\(name)", "/usr/local/bin/\(name)"] + more).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A new database on the test server with `postgres.sql` in it (a database, not a schema:
    /// the fixture has schemas of its own); its URL.
    static func loadPostgres() async throws -> String {
        let base = try #require(TestEngine.postgresURL)
        let name = "tessera_real_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        try await Database.runScript("CREATE DATABASE \(name)", at: base)
        var components = try #require(URLComponents(string: base))
        components.path = "/" + name
        components.query = nil
        let url = try #require(components.string)
        try await run(try #require(psql), ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url, "-f", folder.appendingPathComponent("postgres.sql").path])
        return url
    }

    /// The PostgreSQL fixture in a database of its own, opened.
    static func openPostgres() async throws -> Database {
        try await Database.open(try await loadPostgres())
    }

    /// A new SQLite file made by `sqlite3` from `sqlite.sql`; its path.
    static func loadSQLite() async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("stacks.sqlite").path
        try await run(try #require(sqlite3), ["-bail", path, ".read '\(folder.appendingPathComponent("sqlite.sql").path)'"])
        return path
    }

    /// Runs a program to its end, without holding one of the test pool's threads while it runs.
    static func run(_ program: String, _ arguments: [String]) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(status == 0, "\(program) \(arguments.joined(separator: " ")) failed: \(message)")
        if status != 0 { throw CancellationError() }
    }

    struct Report: Sendable {
        var pages = 0
        /// Pages reached by a page link (`page=`), forwards or back.
        var pagesPaged = 0
        var failures: [String] = []
    }

    /// Words a person types into a search box or a filter, of every kind a column may hold.
    static let probes = ["a", "1", "2024", "2024-03-01", "true", "draft", "%_'\"\\", "{x}", "🙂"]

    /// How many links of one shape are followed: the same list (path, order and the names of its
    /// parameters) with other values — another page, another row's related rows. Enough to page
    /// forwards and back across page boundaries, few enough that every order of every list is
    /// paged in the time CI has (links of every shape, row pages among them, are all followed).
    static let linksPerShape = 3

    /// How many links that count a list by value (`facet=`) are followed per list.
    static let facetLinksPerList = 12

    /// Follows every link the application offers from its home page (but live streams and
    /// signing out), each list also at four rows a page so that paging is exercised on small
    /// tables. Then, on each list's first page, searches for each probe and filters each of its
    /// columns by each probe. A link the application made must answer 200 or a redirect; what a
    /// person types may be refused (400), never fail (5xx).
    static func crawl(_ application: DirectApplication, limit: Int = 6_000) async throws -> Report {
        let result = ReportBox()
        try await serve(application) { browser in
            var report = Report()
            // The application's links first, then what a person types.
            var links: [String] = ["/"]
            var typed: [String] = []
            var seen: Set<String> = ["/"]
            var linksOfShape: [String: Int] = [:]
            func enqueue(_ link: String, made: Bool) {
                guard link.hasPrefix("/"), !link.hasPrefix("//"), !link.hasPrefix("/live/"), !link.hasPrefix("/logout"),
                    !link.hasPrefix("/assets/"), seen.insert(link).inserted
                else { return }
                if made {
                    // Facets multiply links (each value of each column, each with every other
                    // facet): a budget per list, enough for the suggestions and some values of each.
                    if link.contains("facet=") {
                        let list = String(link.prefix { $0 != "?" }) + "#facets"
                        guard linksOfShape[list, default: 0] < Self.facetLinksPerList else { return }
                        linksOfShape[list, default: 0] += 1
                    } else if link.contains(".from=") && link.contains(".to=") {
                        // A date drill-down's years, months and days (and every order and page of
                        // each): a budget per list, as for facets.
                        let list = String(link.prefix { $0 != "?" }) + "#dates"
                        guard linksOfShape[list, default: 0] < Self.facetLinksPerList else { return }
                        linksOfShape[list, default: 0] += 1
                    } else if let shape = Self.shape(of: link) {
                        guard linksOfShape[shape, default: 0] < linksPerShape else { return }
                        linksOfShape[shape, default: 0] += 1
                    }
                    links.append(link)
                } else {
                    typed.append(link)
                }
            }
            while report.pages < limit, !links.isEmpty || !typed.isEmpty {
                let made = !links.isEmpty
                let uri = made ? links.removeFirst() : typed.removeFirst()
                let visit: Visitor.Visit
                do {
                    visit = try await browser.get(uri)
                } catch {
                    report.failures.append("\(uri.prefix(300)) — the request failed: \(error)")
                    continue
                }
                report.pages += 1
                if Self.listPaged(by: uri) != nil { report.pagesPaged += 1 }
                let status = visit.status.code
                if status >= 500 || (made && !(200..<400).contains(status)) {
                    let heading = visit.page.all("h1").first?.text ?? visit.page.all("title").first?.text ?? ""
                    let message = visit.page.all("p").first?.text ?? ""
                    report.failures.append("\(status) \(uri.prefix(300)) — \(heading): \(message.prefix(300))")
                    continue
                }
                guard status == 200 else { continue }
                // A whole list's first page: its orders are followed from the same list four rows
                // a page (where there are pages to follow), which is also searched and filtered.
                let wholeList = uri.hasPrefix("/e/") && !uri.contains("?") && !uri.dropFirst(3).contains("/")
                // A list's CSV is taken from the whole list, not from every searched or filtered
                // page: each would be another export of the list (CSVExportTests filter them).
                // A list counted by value: its facets' links (values, orders), not again every row
                // and related list the whole list leads to.
                let faceted = uri.contains("facet=")
                // A page's JSON likewise (its link on every list); a new row's form made for a
                // picker is the form the "New" link of its table leads to already.
                for link in visit.page.links
                where !(wholeList && link.href.contains("sort=")) && (wholeList || !(link.href.contains(".csv") || link.href.contains(".json")))
                    && !link.href.contains("picked=")
                {
                    if faceted && !link.href.contains("facet=") { continue }
                    enqueue(link.href, made: true)
                }
                if wholeList {
                    enqueue(uri + "?size=4", made: true)
                    for probe in probes {
                        enqueue(uri + "?q=" + Visitor.encode(probe), made: false)
                        for input in visit.page.all("input") {
                            guard let name = input.attributes["name"], name.hasPrefix("f.") else { continue }
                            // A range's ends take numbers and days: "to" is probed with one of
                            // each and a stranger, "from" with those and the hostile text too.
                            if name.hasSuffix(".to") && !["1", "2024-03-01", "🙂"].contains(probe) { continue }
                            if name.hasSuffix(".from") && !["1", "2024-03-01", "a", "%_'\"\\", "🙂"].contains(probe) { continue }
                            enqueue(uri + "?" + Visitor.encode(name) + "=" + Visitor.encode(probe), made: false)
                        }
                    }
                }
            }
            // Every link was followed: the crawl ended by running out of links, not at the limit.
            #expect(links.isEmpty && typed.isEmpty, "the crawl stopped at \(limit) pages with \(links.count + typed.count) left")
            await result.set(report)
        }
        return await result.report
    }

    /// A list link's path and parameter names, and its order when it is the whole list
    /// (`/e/loans?page&size&sort=-due_on`, `/e/loans?sort&where`); `nil` for a link without
    /// parameters. Every order of a whole list is paged; a filtered list (another row's related
    /// rows) is sorted and paged a few times whatever its filter and order.
    static func shape(of link: String) -> String? {
        guard let question = link.firstIndex(of: "?") else { return nil }
        let parameters = link[link.index(after: question)...].split(separator: "&")
        let names = parameters.map { String($0.prefix { $0 != "=" }) }
        let wholeList = names.allSatisfy { ["sort", "size", "page"].contains($0) }
        let shape = wholeList ? zip(names, parameters).map { $0 == "sort" ? String($1) : $0 } : names
        return String(link[..<question]) + "?" + shape.sorted().joined(separator: "&")
    }

    /// The list a page link pages through (its address without `page=`), or `nil` for a link
    /// that is not a page link.
    static func listPaged(by link: String) -> String? {
        guard let question = link.firstIndex(of: "?") else { return nil }
        let parameters = link[link.index(after: question)...].split(separator: "&")
        guard parameters.contains(where: { $0.hasPrefix("page=") }) else { return nil }
        return String(link[..<question]) + "?" + parameters.filter { !$0.hasPrefix("page=") }.joined(separator: "&")
    }

    actor ReportBox {
        var report = Report()
        func set(_ report: Report) { self.report = report }
    }
}

/// What a person does on the PostgreSQL fixture, checked for what it should give, not only for
/// the absence of errors.
@Suite("A real PostgreSQL schema, used", .heavy)
struct RealPostgresSchemaTests {
    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func typesAreSearchedFilteredAndSavedAsTheyAre() async throws {
        let database = try await RealSchemas.openPostgres()
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            // A materialized view never refreshed: the entity list still shows, its count
            // unavailable with the reason; its list says why it has no rows.
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            // Types it knows nothing of (a composite, hstore) are shown as their text, not edited.
            let publishers = try database.model.entity(named: "publishers")
            #expect(try publishers.attribute(named: "head_office").isReadOnly)
            #expect(try publishers.attribute(named: "attributes").isReadOnly)
            let publisher = try await browser.get("/e/publishers/1")
            #expect(publisher.page.text.contains("(\"80 Strand\",London,\"WC2R 0RL\")"))
            #expect(publisher.page.text.contains("\"imprints\"=>\"12\""))
            let publisherForm = try await browser.get("/e/publishers/1/edit")
            #expect(publisherForm.page.field("v.head_office") == nil)
            // A partitioned table is one entry; its partitions are hidden, at every address.
            #expect(home.page.link("Page views") == "/e/page_views")
            #expect(!home.page.links.contains { $0.href.hasPrefix("/e/page_views_") })
            #expect(try await browser.get("/e/page_views_2024_h1").status == .notFound)
            #expect(try await browser.get("/e/page_views").page.tableRows.count == 6)
            #expect(home.page.all("span").contains { $0.attributes["title"]?.contains("has not been populated yet") == true })
            let view = try await browser.get("/e/monthly_order_totals")
            #expect(view.status == .ok)
            #expect(view.page.text.contains("No monthly order totals rows to show. It has not been populated yet"))
            // Where writing is allowed, a button populates it; the list then shows its rows.
            #expect(view.page.all("button").contains { $0.text == "Populate now" })
            #expect(try await browser.post("/e/monthly_order_totals", []).status == .seeOther)
            let populated = try await browser.get("/e/monthly_order_totals")
            #expect(!populated.page.tableRows.isEmpty)
            #expect(populated.page.all("button").contains { $0.text == "Refresh" })
            #expect(try await browser.post("/e/books", []).status == .badRequest)

            // An enumeration by its label, in any case; a label it does not have matches nothing.
            let published = try await database.count(FetchSpecification(entityName: "books", qualifier: try Qualifier("status = 'published'")))
            #expect(published.value > 0)
            let byLabel = try await browser.get("/e/books?f.status=PUBLISHED")
            #expect(byLabel.status == .ok)
            #expect(byLabel.page.tableRows.count == published.value)
            #expect(try await browser.get("/e/books?f.status=publ").page.tableRows.isEmpty)
            // An array by its elements, a full-text document by its words, a domain over an
            // integer by its value.
            let tagged = try await browser.get("/e/books?f.tags=regency")
            #expect(tagged.page.tableRows.count == 1)
            #expect(tagged.page.text.contains("Pride and Prejudice"))
            let words = try await browser.get("/e/books?f.search_doc=prejudice")
            #expect(words.page.text.contains("Pride and Prejudice"))
            #expect(try await browser.get("/e/books?f.published_year=1813").page.tableRows.count == 1)
            #expect(try await browser.get("/e/books?q=regency").page.text.contains("Pride and Prejudice"))

            // Values a column's type refuses, in a condition: a clear 400, not a failure.
            for condition in ["published_year = 2147483648", "status in ('draft', 'X')", "page_count = 40000"] {
                let answer = try await browser.get("/e/books?where=" + Visitor.encode(condition))
                #expect(answer.status == .badRequest, "\(condition)")
                #expect(answer.page.text.contains("Write a value of the column's type"), "\(condition)")
            }
            // Values read as what they are: integers, booleans and UUIDs decoded as such; exact
            // decimals of any length, NaN and infinities as PostgreSQL writes them.
            let cursor = try #require(try await database.row(of: "integration_cursors", key: RowKey(["smallint-limits"])))
            #expect(cursor["weight"] == .decimal("3.14159265358979323846264338327950288419716939937510"))
            #expect(cursor["page_size"] == .integer(32767) || cursor["page_size"] == .integer(-32768))
            let feed = try #require(try await database.row(of: "integration_cursors", key: RowKey([#"o'reilly "feed""#])))
            #expect(feed["weight"].text == "NaN" && feed["success_ratio"].text == "Infinity")
            let customer = try #require(try await database.row(of: "customers", key: RowKey([.uuid("0a1b2c3d-0000-4000-8000-000000000001")])))
            #expect(customer["subscription_ends"].text == "infinity")
            #expect(customer["id"] == .uuid("0a1b2c3d-0000-4000-8000-000000000001"))
            #expect(customer["newsletter"] == .bool(true) || customer["newsletter"] == .bool(false))
            // The data layer keeps what the engine said.
            await #expect {
                try await database.fetch(FetchSpecification(entityName: "books", qualifier: try Qualifier("status = 'lost'")))
            } throws: { error in
                guard let error = error as? DatabaseError else { return false }
                return error.kind == .invalidQualifier && error.engine?.sqlState == "22P02" && error.engine?.message.contains("publication_status") == true
            }
            // ...and in a form: 422 with the type's reason at the field, nothing written.
            let form = try await browser.get("/e/books/1/edit")
            let version = try #require(form.page.field("_version"))
            for (field, value) in [("v.published_year", "1700"), ("v.isbn", "12345"), ("v.status", "lost")] {
                let answer = try await browser.post("/e/books/1/edit", [(field, value), ("_version", version)])
                #expect(answer.status == .unprocessableContent, "\(field) = \(value)")
                let controls = answer.page.all("input") + answer.page.all("select") + answer.page.all("textarea")
                #expect(controls.contains { $0.attributes["name"] == field && $0.attributes["aria-invalid"] == "true" }, "\(field) = \(value) is not marked at its field")
            }
            let unchanged = try #require(try await database.row(of: "books", key: RowKey([1])))
            #expect(unchanged["published_year"] == .integer(1813))

            // A NOT NULL column a trigger fills is not demanded by the new row's form.
            let newForm = try await browser.get("/new/books")
            #expect(!newForm.page.all("input").contains { $0.attributes["name"] == "v.slug" && $0.attributes["required"] != nil })
            let created = try await browser.post("/new/books", [("v.title", "A Book Of Its Own")])
            #expect(created.status == .seeOther)
            let made = try await database.fetch(FetchSpecification(entityName: "books", qualifier: try Qualifier("title = 'A Book Of Its Own'")))
            #expect(made.rows.first?["slug"].text?.hasPrefix("a-book-of-its-own") == true)
        }
    }
}

/// Every editable column of every table of the PostgreSQL fixture, edited through the form: a
/// valid value of its type is saved and reads back as written; a value its type refuses is a 422
/// with the message at its field, and nothing is written.
@Suite("A real PostgreSQL schema, edited column by column", .heavy)
struct RealPostgresEditTests {
    /// A value each type takes, written as PostgreSQL writes it back, and one it refuses.
    static func samples(for attribute: Attribute, in entity: Entity) -> (valid: String, invalid: String?)? {
        if let allowed = attribute.allowedValues, !attribute.declaredType.hasSuffix("[]") { return (allowed[0], "lost") }
        switch "\(entity.name).\(attribute.name)" {
        // Check constraints of the tables: values that keep them.
        case "authors.birth_year": return ("1700", "old")
        case "authors.death_year": return ("2020", "late")
        default: break
        }
        switch attribute.declaredType {
        case "smallint", "integer", "bigint": return ("3", "three")
        case "numeric(12,2)": return ("12.50", "1.2.3")
        case "numeric": return ("12.5", "twelve")
        case "real", "double precision": return ("2.5", "x")
        case "money": return ("$12.50", "lots")
        case "text": return ("Edited ✓ 'quoted' \"double\" \\ <b>", nil)
        case "character(2)": return ("XY", "XYZ")
        case "display_name": return ("Edited name", nil)
        case "email_address": return ("reader@example.org", "not-an-email")
        case "isbn13": return ("9791234567896", "12345")
        case "pub_year": return ("1999", "1700")
        case "currency_code": return ("USD", "usd")
        case "boolean", "yes_no": return ("false", "maybe")
        case "boolean[]": return ("{t,NULL,f}", "{maybe}")
        case "bit(8)": return ("10100101", "1010010x")
        case "bit varying(16)": return ("101", "12")
        case "date": return ("2024-02-29", "2024-02-30")
        case "time without time zone": return ("12:34:56", "25:61:00")
        case "time with time zone": return ("12:34:56+02", "noon")
        case "timestamp without time zone": return ("2024-02-29 12:34:56", "not a time")
        case "timestamp with time zone": return ("2024-02-29 12:34:56+00", "not a time")
        case "interval": return ("1 day 02:00:00", "forever")
        case "uuid": return ("6f1c1f4e-6a43-4a8e-9a49-0a7c6d1e2f30", "xyz")
        case "json", "jsonb": return ("{\"edited\": [1, \"two\"]}", "{bad")
        case "text[]": return ("{one,\"two words\"}", "{unclosed")
        case "integer[]": return ("{{1,2},{3,4}}", "{1,x}")
        case "book_format[]": return ("{ebook,audiobook}", "{ebook,vinyl}")
        case "inet": return ("192.168.0.1", "999.1.1.1")
        case "cidr": return ("10.0.0.0/8", "10.0.0.1/8")
        case "macaddr": return ("08:00:2b:01:02:03", "zz")
        case "tstzrange": return ("[\"2031-01-01 00:00:00+00\",\"2031-01-02 00:00:00+00\")", "[5,1)")
        case "daterange": return ("[2031-01-01,2031-02-01)", "[2031-02-01,2031-01-01)")
        case "int4range": return ("[1,10)", "[10,1)")
        default:
            if let length = attribute.maximumLength { return ("Edited", String(repeating: "x", count: length + 1)) }
            return nil
        }
    }

    /// A value for a required column of a new row: the type's sample, but unused where a key or
    /// a unique constraint needs one (`attempt` varies it), and a row that exists for a
    /// relationship's column.
    static func newValue(for attribute: Attribute, in entity: Entity, database: Database, attempt: Int) async throws -> String? {
        if let relationship = entity.relationships.first(where: { $0.kind == .toOne && $0.joins.contains { $0.sourceAttribute == attribute.name } }),
            let join = relationship.joins.first(where: { $0.sourceAttribute == attribute.name })
        {
            let rows = try await database.fetch(FetchSpecification(entityName: relationship.destinationEntity, pageSize: 25)).rows
            return rows.isEmpty ? nil : rows[attempt % rows.count][join.destinationAttribute].text
        }
        switch "\(entity.name).\(attribute.name)" {
        case "genres.code": return "new-genre-\(attempt)"
        case "books.isbn": return "97912345678\(10 + attempt)"
        default: break
        }
        let isUnique = attribute.isPrimaryKey || entity.uniqueConstraints.contains { $0.attributeNames.contains(attribute.name) }
        if attribute.valueType == .integer && isUnique { return String(1_000 + attempt) }
        if attribute.declaredType == "email_address" { return "new\(attempt)@example.org" }
        guard let sample = samples(for: attribute, in: entity)?.valid else { return nil }
        if attribute.valueType == .text && attribute.textKind == .string && attribute.allowedValues == nil && isUnique {
            return "new \(attempt)"
        }
        return sample
    }

    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func everyTableTakesANewRowAndDeletesIt() async throws {
        let database = try await RealSchemas.openPostgres()
        defer { Task { try? await database.close() } }
        let entities = database.model.entities.filter { $0.kind == .table && !$0.isReadOnly && $0.partitionOf == nil }
        try await serve(DirectApplication(database: database)) { browser in
            var created = 0
            for entity in entities {
                let newPath = "/new/" + DirectPaths.encode(entity.name)
                let form = try await browser.get(newPath)
                #expect(form.status == .ok, "\(entity.name): the new row's form answers \(form.status)")
                let required = entity.attributes.filter { $0.isRequired && !$0.isReadOnly }
                var location: String?
                var last = ""
                for attempt in 0..<6 where location == nil {
                    var fields: [(String, String)] = []
                    for attribute in required {
                        let value = try await Self.newValue(for: attribute, in: entity, database: database, attempt: attempt)
                        fields.append(("v." + attribute.name, try #require(value, "\(entity.name).\(attribute.name): no value for a new row")))
                    }
                    let answer = try await browser.post(newPath, fields)
                    if answer.status == .seeOther { location = answer.location } else { last = "\(answer.status) \(answer.page.text.prefix(500))" }
                }
                let shown = try #require(location, "\(entity.name): no new row — \(last)")
                #expect(try await browser.get(shown).status == .ok)
                created += 1
                // Deleted again, after confirming: gone from the database.
                let confirm = try await browser.get(shown + "/delete")
                let deleted = try await browser.post(shown + "/delete", [("_version", try #require(confirm.page.field("_version")))])
                #expect(deleted.status == .seeOther, "\(entity.name): delete answered \(deleted.status) \(deleted.page.text.prefix(300))")
                #expect(try await browser.get(shown).status == .notFound, "\(entity.name): \(shown) is still there")
            }
            #expect(created == entities.count)
        }
    }

    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func everyEditableColumnSavesAValueAndRefusesAWrongOne() async throws {
        let database = try await RealSchemas.openPostgres()
        defer { Task { try? await database.close() } }
        let entities = database.model.entities.filter { $0.kind == .table && !$0.isReadOnly && $0.partitionOf == nil }
        #expect(entities.count >= 12)
        try await serve(DirectApplication(database: database)) { browser in
            var untested: [String] = []
            var edited = 0
            for entity in entities {
                let foreignKeyColumns = Set(entity.relationships.filter { $0.kind == .toOne }.flatMap { $0.joins.map(\.sourceAttribute) })
                guard let first = try await database.fetch(FetchSpecification(entityName: entity.name, pageSize: 1)).rows.first else { continue }
                let path = "/e/" + DirectPaths.encode(entity.name) + "/" + DirectPaths.encode(first.primaryKey) + "/edit"
                for attribute in entity.attributes
                where !attribute.isPrimaryKey && !attribute.isReadOnly && attribute.valueType != .blob && !foreignKeyColumns.contains(attribute.name) {
                    let field = "v." + attribute.name
                    let label = "\(entity.name).\(attribute.name) (\(attribute.declaredType))"
                    guard let sample = Self.samples(for: attribute, in: entity) else {
                        untested.append(label)
                        continue
                    }
                    let form = try await browser.get(path)
                    #expect(form.status == .ok, "\(label): the form answers \(form.status)")
                    let version = try #require(form.page.field("_version"), "\(label): no version in the form")
                    let saved = try await browser.post(path, [(field, sample.valid), ("_version", version)])
                    #expect(saved.status == .seeOther, "\(label) = \(sample.valid): \(saved.status) \(saved.page.text.prefix(400))")
                    let row = try await database.row(of: entity.name, key: first.primaryKey)
                    // A trigger of the table writes this column on every update.
                    let writtenByTrigger = ["books.updated_at"].contains("\(entity.name).\(attribute.name)")
                    #expect(writtenByTrigger || row?[attribute.name].text == sample.valid, "\(label): wrote \(sample.valid), reads \(row?[attribute.name].text ?? "NULL")")
                    edited += 1
                    guard let invalid = sample.invalid else { continue }
                    let again = try await browser.get(path)
                    let refused = try await browser.post(path, [(field, invalid), ("_version", try #require(again.page.field("_version")))])
                    #expect(refused.status == .unprocessableContent, "\(label) = \(invalid): \(refused.status) \(refused.page.text.prefix(400))")
                    let controls = refused.page.all("input") + refused.page.all("select") + refused.page.all("textarea")
                    #expect(controls.contains { $0.attributes["name"] == field && $0.attributes["aria-invalid"] == "true" }, "\(label) = \(invalid): not marked")
                    let after = try await database.row(of: entity.name, key: first.primaryKey)
                    #expect(after?[attribute.name] == row?[attribute.name], "\(label): \(invalid) changed the row")
                }
            }
            #expect(edited > 80, "only \(edited) columns edited")
            #expect(untested.isEmpty, "columns without a sample: \(untested.joined(separator: ", "))")
        }
    }
}

/// How structured values read: JSON laid out, arrays as their elements.
@Suite("Structured values on a row's page", .heavy)
struct StructuredValueTests {
    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func jsonIsLaidOutAndArraysAreLists() async throws {
        let database = try await RealSchemas.openPostgres()
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            let book = try await browser.get("/e/books/1")
            #expect(book.status == .ok)
            // tags {classic,romance,"regency era"}: each element its own line, no braces or quotes.
            let texts = book.page.all("span").map(\.text)
            #expect(texts.contains("regency era"))
            #expect(!book.page.text.contains("\"regency era\""))
            // In the list, the elements joined.
            let list = try await browser.get("/e/books?f.tags=regency")
            #expect(list.page.text.contains("classic, romance, regency era"))
            // JSON a member a line, in the database's order, a repeated key kept (json, not jsonb).
            let customer = try await browser.get("/e/customers/0a1b2c3d-0000-4000-8000-000000000002")
            let lines = customer.page.all("span").map { $0.text.replacingOccurrences(of: "\u{A0}", with: " ") }
            let start = try #require(lines.firstIndex(of: "{"))
            #expect(Array(lines[start..<min(lines.count, start + 4)]) == ["{", #"  "theme": "light","#, #"  "theme": "dark""#, "}"])
            let nested = try await browser.get("/e/books/1")
            let nestedLines = nested.page.all("span").map { $0.text.replacingOccurrences(of: "\u{A0}", with: " ") }
            #expect(nestedLines.contains(#"  "awards": [],"#))
            #expect(nestedLines.contains(#"    "h_mm": 198,"#))
        }
    }

}

@Suite("Materialized views, read-only", .heavy)
struct MaterializedViewReadOnlyTests {
    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func aReadOnlyApplicationOffersNoRefreshAndRefusesOne() async throws {
        let location = try await RealSchemas.loadPostgres()
        let database = try await Database.open(location, readOnly: true)
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database, isReadOnly: true)) { browser in
            let view = try await browser.get("/e/monthly_order_totals")
            #expect(view.status == .ok)
            #expect(!view.page.all("button").contains { $0.text == "Populate now" || $0.text == "Refresh" })
            #expect(try await browser.post("/e/monthly_order_totals", []).status == .forbidden)
            #expect(try await browser.get("/e/monthly_order_totals").page.text.contains("not been populated yet"))
        }
    }
}

@Suite("Partitions, shown by a rule", .heavy)
struct PartitionRuleTests {
    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func aRuleShowsAPartition() async throws {
        let database = try await RealSchemas.openPostgres()
        defer { Task { try? await database.close() } }
        #expect(try database.model.entity(named: "page_views_2024_h1").partitionOf == "page_views")
        let rules = RuleModel()
        _ = try rules.loadRules(text: """
            task = 'query' => visibleEntityNames = ['page_views', 'page_views_2024_h1']
            """, fileName: "partitions.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: database, rules: rules)) { browser in
            let home = try await browser.get("/")
            #expect(home.page.link("Page views 2024 h1") == "/e/page_views_2024_h1")
            let partition = try await browser.get("/e/page_views_2024_h1")
            #expect(partition.status == .ok)
            #expect(partition.page.tableRows.count == 2)
        }
    }
}

@Suite("Views PostgreSQL writes through", .heavy)
struct UpdatableViewTests {
    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func anUpdatableViewIsEditedLikeItsTable() async throws {
        let database = try await RealSchemas.openPostgres()
        defer { Task { try? await database.close() } }
        let view = try database.model.entity(named: "published_books")
        #expect(view.baseTable == "books")
        #expect(view.primaryKeyAttributeNames == ["id"])
        #expect(!view.isReadOnly)
        // A join with an aggregate is not written through.
        #expect(try database.model.entity(named: "book_sales").isReadOnly)
        try await serve(DirectApplication(database: database)) { browser in
            let home = try await browser.get("/")
            #expect(home.page.tableRows.contains { $0.first == "Published books" && $0.last == "View (editable)" })
            // Edited through the view: the book changes.
            let form = try await browser.get("/e/published_books/1/edit")
            #expect(form.status == .ok)
            let saved = try await browser.post("/e/published_books/1/edit", [
                ("v.subtitle", "Through the view"), ("_version", try #require(form.page.field("_version"))),
            ])
            #expect(saved.status == .seeOther)
            #expect(try await database.row(of: "books", key: RowKey([1]))?["subtitle"] == .text("Through the view"))
            // A new row through the view: the table's defaults and triggers fill what it leaves out.
            let created = try await browser.post("/new/published_books", [("v.title", "Seen In The Shop"), ("v.status", "published")])
            #expect(created.status == .seeOther)
            let location = try #require(created.location)
            #expect(try await browser.get(location).status == .ok)
            let confirm = try await browser.get(location + "/delete")
            let deleted = try await browser.post(location + "/delete", [("_version", try #require(confirm.page.field("_version")))])
            #expect(deleted.status == .seeOther)
            #expect(try await database.count(FetchSpecification(entityName: "books", qualifier: try Qualifier("title = 'Seen In The Shop'"))).value == 0)
            // The view that is not written through offers no form.
            #expect(try await browser.get("/new/book_sales").status == .forbidden)
            // A new row its condition hides is shown on its table's page.
            let hidden = try await browser.post("/new/published_books", [("v.title", "Still A Draft"), ("v.status", "draft")])
            #expect(hidden.status == .seeOther)
            #expect(hidden.location?.hasPrefix("/e/books/") == true)
            #expect(try await browser.get(try #require(hidden.location)).page.text.contains("Still A Draft"))
        }
    }
}

