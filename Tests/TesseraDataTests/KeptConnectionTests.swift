import TesseraData
import TesseraTestSupport
import Testing

/// `Database.withConnectionKept`: a page's statements on one borrowed connection.
@Suite("One connection kept for a page's statements", .heavy, .timeLimit(.minutes(1)))
struct KeptConnectionTests {
    /// With one connection in all, a body that counts, fetches and asks for facets side by side —
    /// the facets in transactions of their own, each with its time limit — answers as the same
    /// calls do one by one. Had a statement with a time limit borrowed a second connection while
    /// the body held the only one, it would have waited for the pool's deadline and failed
    /// (every connection busy): the statements must take turns on the kept one instead.
    @Test(arguments: TestEngine.available)
    func statementsSideBySideTakeTurnsOnTheOneConnection(engine: TestEngine) async throws {
        let database = try await Database.open(try await engine.sampleLocation(), maximumConnections: 1)
        defer { Task { try? await database.close() } }
        let films = FetchSpecification(entityName: "film", sortOrderings: [.ascending("film_id")], pageSize: 25)
        let rentals = FetchSpecification(entityName: "rental", qualifier: try Qualifier("customer_id < 100"))

        let alone = (
            count: try await database.count(rentals), page: try await database.fetch(films),
            ratings: try await database.facet(films, attributeName: "rating", timeLimit: .seconds(5)),
            staff: try await database.facet(rentals, attributeName: "staff_id", timeLimit: .seconds(5)))

        for _ in 0..<5 {
            let kept = try await database.withConnectionKept {
                async let count = database.count(rentals)
                async let page = database.fetch(films)
                async let ratings = database.facet(films, attributeName: "rating", timeLimit: .seconds(5))
                async let staff = database.facet(rentals, attributeName: "staff_id", timeLimit: .seconds(5))
                return (count: try await count, page: try await page, ratings: try await ratings, staff: try await staff)
            }
            #expect(kept.count == alone.count)
            #expect(kept.page.rows == alone.page.rows)
            #expect(kept.ratings == alone.ratings)
            #expect(kept.staff == alone.staff)
        }
    }

    /// Several bodies at once on a pool of two: each keeps a connection, and none waits on
    /// another for good. A body nested in another of the same database uses the outer's.
    @Test(arguments: TestEngine.available)
    func bodiesAtOnceShareThePoolAndNestedOnesTheOuterConnection(engine: TestEngine) async throws {
        let database = try await Database.open(try await engine.sampleLocation(), maximumConnections: 2)
        defer { Task { try? await database.close() } }
        let films = FetchSpecification(entityName: "film", qualifier: try Qualifier("rating = 'PG'"))
        let expected = try await database.count(films)
        try await withThrowingTaskGroup(of: RowCount.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    try await database.withConnectionKept {
                        let outer = try await database.count(films)
                        let inner = try await database.withConnectionKept { try await database.count(films) }
                        #expect(inner == outer)
                        return outer
                    }
                }
            }
            for try await count in group { #expect(count == expected) }
        }
    }

    /// A statement the server refuses inside the body (a date that is none) leaves the kept
    /// connection usable for the next. (PostgreSQL's: SQLite compares the text as it is.)
    @Test(.enabled(if: TestEngine.postgresURL != nil, "needs TESSERA_POSTGRES_URL"))
    func aFailedStatementLeavesTheConnectionUsable() async throws {
        let database = try await Database.open(try await TestEngine.postgres.sampleLocation(), maximumConnections: 1)
        defer { Task { try? await database.close() } }
        let count = try await database.withConnectionKept {
            await #expect(throws: DatabaseError.self) {
                _ = try await database.fetch(FetchSpecification(entityName: "rental", qualifier: try Qualifier("rental_date > 'not a date'")))
            }
            return try await database.count(FetchSpecification(entityName: "film"))
        }
        #expect(count.value == 1000)
    }
}
