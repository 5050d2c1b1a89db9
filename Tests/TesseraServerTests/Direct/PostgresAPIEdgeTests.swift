import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

/// What Schemathesis found on the real-shaped PostgreSQL schema (issue 40, item 7): a filter on
/// a composite column answered 500, a view's column fed by an outer join was described as never
/// NULL, and a numeric's NaN broke the number pattern of the description.
@Suite("The API on the PostgreSQL fixture", .heavy)
struct PostgresAPIEdgeTests {
    @Test(.enabled(if: TestEngine.postgresURL != nil && RealSchemas.psql != nil, "needs TESSERA_POSTGRES_URL and psql"))
    func filtersOnCompositesAreRefusedInWordsAndTheDescriptionHoldsWhatTheJSONCarries() async throws {
        let database = try await RealSchemas.openPostgres()
        defer { Task { try? await database.close() } }
        try await serve(DirectApplication(database: database)) { browser in
            // A composite (`postal_address`): text it cannot read is a bad value, 400; text it can
            // read filters.
            for query in ["f.head_office.eq=", "f.head_office.in=bad", "f.head_office.in=(x,y,z),(a,b"] {
                let status = try await browser.client.execute(uri: "/e/publishers.json?" + query, method: .get, headers: [:], body: nil) { $0.status }
                #expect(status == .badRequest, "\(query)")
            }
            // An `hstore` whose input function calls unreadable text a syntax error: a bad value
            // too, not a fault of the server (Schemathesis, stop 51).
            for query in ["f.attributes.eq=%05%C2%96%C2%83%10%1A", "f.attributes.is=a%3D%3E", "f.attributes.in=%22x"] {
                let status = try await browser.client.execute(uri: "/e/publishers.json?" + query, method: .get, headers: [:], body: nil) { $0.status }
                #expect(status == .badRequest, "\(query)")
            }
            let found = try await browser.get("/e/publishers.json?f.head_office.eq=" + "(80 Strand,London,\"WC2R 0RL\")".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
            #expect(found.status == .ok)
            #expect(found.body.contains("80 Strand"))

            let description = try #require(try JSONSerialization.jsonObject(with: Data(try await browser.get("/openapi.json").body.utf8)) as? [String: Any])
            let schemas = try #require((description["components"] as? [String: Any])?["schemas"] as? [String: Any])
            func schema(_ component: String, _ property: String) -> [String: Any]? {
                ((schemas[component] as? [String: Any])?["properties"] as? [String: Any])?[property] as? [String: Any]
            }
            // A view's column may be NULL whatever its type says (the publisher of a book
            // without one, through a LEFT JOIN).
            #expect(schema("BookSalesValues", "publisher")?["type"] as? [String] == ["string", "null"])
            let nullPublisher = try await browser.get("/e/book_sales.json?f.publisher.null=1")
            #expect(nullPublisher.body.contains("\"publisher\":null"))
            // NaN is a numeric's value too.
            let pattern = try #require(schema("IntegrationCursorsValues", "weight")?["pattern"] as? String)
            let regex = try NSRegularExpression(pattern: pattern)
            for value in ["NaN", "-Infinity", "12.50", "-0.5"] {
                #expect(regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil, "\(value)")
            }
        }
    }
}
