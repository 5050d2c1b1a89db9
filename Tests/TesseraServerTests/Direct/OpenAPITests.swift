import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraServer
import TesseraTestSupport
import Testing

/// JSON Schema, the part of it the description uses, read strictly: a value that does not fit
/// says where and why.
private struct SchemaValidator {
    let components: [String: Any]

    func problems(_ value: Any, against schema: [String: Any], at path: String = "$") -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = String(reference.split(separator: "/").last!)
            guard let resolved = components[name] as? [String: Any] else { return ["\(path): no schema \(name)"] }
            return problems(value, against: resolved, at: path)
        }
        if let options = schema["oneOf"] as? [[String: Any]] {
            let fits = options.filter { problems(value, against: $0, at: path).isEmpty }.count
            return fits == 1 ? [] : ["\(path): fits \(fits) of oneOf, not one"]
        }
        if let constant = schema["const"] as? String, (value as? String) != constant { return ["\(path): not \(constant)"] }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            guard types.contains(where: { fits(value, $0) }) else { return ["\(path): \(value) is not \(types)"] }
        }
        if let pattern = schema["pattern"] as? String, let text = value as? String, text.range(of: pattern, options: .regularExpression) == nil {
            return ["\(path): '\(text)' does not match \(pattern)"]
        }
        var found: [String] = []
        if let object = value as? [String: Any], let properties = schema["properties"] as? [String: Any] {
            for name in schema["required"] as? [String] ?? [] where object[name] == nil { found.append("\(path).\(name): missing") }
            for (name, member) in object {
                if let property = properties[name] as? [String: Any] {
                    found += problems(member, against: property, at: "\(path).\(name)")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path).\(name): not in the schema")
                }
            }
        } else if let object = value as? [String: Any], let additional = schema["additionalProperties"] as? [String: Any] {
            for (name, member) in object { found += problems(member, against: additional, at: "\(path).\(name)") }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() { found += problems(item, against: items, at: "\(path)[\(index)]") }
        }
        return found
    }

    private func fits(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "null": return value is NSNull
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        // JSONSerialization gives numbers and flags as NSNumber: its type code tells them apart
        // ("c" a flag, "d" or "f" a fraction).
        case "boolean": return (value as? NSNumber).map { $0.objCType.pointee == 0x63 } ?? false
        case "integer":
            guard let number = value as? NSNumber, ![0x63, 0x64, 0x66].contains(number.objCType.pointee) else { return false }
            return true
        case "number": return (value as? NSNumber).map { $0.objCType.pointee != 0x63 } ?? false
        default: return false
        }
    }
}

@Suite("The OpenAPI description of the data addresses", .heavy)
struct OpenAPITests {
    private func json(_ client: any TestClientProtocol, _ uri: String) async throws -> Any {
        let response = try await client.execute(uri: uri, method: .get, headers: [:], body: nil)
        #expect(response.status == .ok, "\(uri)")
        return try JSONSerialization.jsonObject(with: Data(buffer: response.body))
    }

    @Test func everyJSONAddressValidatesAgainstTheDescription() async throws {
        let database = try await TestEngine.sqlite.sample()
        try await serve(DirectApplication(database: database)) { browser in
            let document = try #require(try await json(browser.client, "/openapi.json") as? [String: Any])
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: Any])
            let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
            let validator = SchemaValidator(components: schemas)
            func schema(_ path: String) throws -> [String: Any] {
                let get = try #require((paths[path] as? [String: Any])?["get"] as? [String: Any])
                let content = ((get["responses"] as? [String: Any])?["200"] as? [String: Any])?["content"] as? [String: Any]
                return try #require((content?["application/json"] as? [String: Any])?["schema"] as? [String: Any])
            }
            #expect(validator.problems(try await json(browser.client, "/.json"), against: try schema("/.json")).isEmpty)
            for entity in ["film", "rental", "customer", "payment", "staff", "customer_list"] {
                let list = try await json(browser.client, "/e/\(entity).json?size=50")
                let listProblems = validator.problems(list, against: try schema("/e/\(entity).json"))
                #expect(listProblems.isEmpty, "\(entity): \(listProblems.prefix(5))")
                guard entity != "customer_list", let first = ((list as? [String: Any])?["rows"] as? [[String: Any]])?.first,
                    let address = first["self"] as? String
                else { continue }
                let record = try await json(browser.client, address)
                let recordProblems = validator.problems(record, against: try schema("/e/\(entity)/{key}.json"))
                #expect(recordProblems.isEmpty, "\(entity) row: \(recordProblems.prefix(5))")
            }
            // Facets: counted, and counted in vain (a null among the values).
            let faceted = try await json(browser.client, "/e/rental.json?size=5&facet=staff_id&facet=return_date")
            let facetProblems = validator.problems(faceted, against: try schema("/e/rental.json"))
            #expect(facetProblems.isEmpty, "facets: \(facetProblems.prefix(5))")
            #expect(((faceted as? [String: Any])?["facets"] as? [Any])?.count == 2)
            // It can fail: a value of the wrong type is caught.
            #expect(!validator.problems(["entity": "film", "count": ["value": "many", "exact": true]], against: try schema("/e/film.json")).isEmpty)
            #expect(paths["/e/film.csv"] != nil)
            // A query's rows, as the SQL page's JSON gives them.
            let queried = try await json(browser.client, "/sql.json?sql=SELECT%20film_id%2C%20title%2C%20rental_rate%20FROM%20film%20LIMIT%203")
            let queryProblems = validator.problems(queried, against: try schema("/sql.json"))
            #expect(queryProblems.isEmpty, "sql: \(queryProblems.prefix(5))")
        }
    }

    @Test func whatTheRulesHideIsNotDescribed() async throws {
        let rules = RuleModel()
        _ = try rules.loadRules(
            text: "entity.name = 'film' => hiddenPropertyKeys = ['description']\ntask = 'query' => visibleEntityNames = ['film']",
            fileName: "api.rules", registry: DirectRuleKeys.registry)
        try await serve(DirectApplication(database: try await TestEngine.sqlite.sample(), rules: rules)) { browser in
            let document = try #require(try await json(browser.client, "/openapi.json") as? [String: Any])
            let paths = try #require(document["paths"] as? [String: Any])
            // The SQL page's files too: on SQLite the engine keeps what is hidden out of queries.
            #expect(Set(paths.keys) == ["/.json", "/e/film.json", "/e/film.csv", "/e/film/{key}.json", "/sql.json", "/sql.csv"])
            let values = (((document["components"] as? [String: Any])?["schemas"] as? [String: Any])?["FilmValues"] as? [String: Any])?["properties"] as? [String: Any]
            #expect(values?["title"] != nil && values?["description"] == nil)
        }
    }

    /// Names of tables in any language, names that camel-case alike, and a view without a key:
    /// every component name is one OpenAPI allows and names one schema, and a keyless row's
    /// `self` is null rather than a link that answers 404.
    @Test func oddNamesMakeAValidDescriptionAndKeylessRowsLinkNowhere() async throws {
        let database = try await TestEngine.sqlite.database(
            sqlite: """
                CREATE TABLE "KundenÜbersicht" (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
                CREATE TABLE order_item (id INTEGER PRIMARY KEY, qty INTEGER NOT NULL);
                CREATE TABLE "orderItem" (id INTEGER PRIMARY KEY, note TEXT);
                INSERT INTO "KundenÜbersicht" VALUES (1, 'Ärger GmbH');
                INSERT INTO order_item VALUES (1, 3);
                INSERT INTO "orderItem" VALUES (1, 'x');
                CREATE VIEW totals AS SELECT qty AS total FROM order_item;
                """,
            postgres: "")
        try await serve(DirectApplication(database: database)) { browser in
            let document = try #require(try await json(browser.client, "/openapi.json") as? [String: Any])
            let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
            for name in schemas.keys {
                #expect(name.range(of: "^[a-zA-Z0-9._-]+$", options: .regularExpression) != nil, "\(name)")
            }
            // One list schema for each table and view: none lost to a name alike.
            #expect(schemas.keys.filter { $0.hasSuffix("List") }.count == 4, "\(schemas.keys.sorted())")
            let paths = try #require(document["paths"] as? [String: Any])
            let validator = SchemaValidator(components: schemas)
            for (path, entity) in [("/e/KundenÜbersicht.json", "KundenÜbersicht"), ("/e/order_item.json", "order_item"), ("/e/orderItem.json", "orderItem"), ("/e/totals.json", "totals")] {
                let encoded = "/e/" + DirectPaths.encode(entity) + ".json"
                let list = try #require(try await json(browser.client, encoded) as? [String: Any], "\(path)")
                let get = try #require((paths[encoded] as? [String: Any])?["get"] as? [String: Any], "\(encoded)")
                let content = ((get["responses"] as? [String: Any])?["200"] as? [String: Any])?["content"] as? [String: Any]
                let schema = try #require((content?["application/json"] as? [String: Any])?["schema"] as? [String: Any])
                let problems = validator.problems(list, against: schema)
                #expect(problems.isEmpty, "\(entity): \(problems.prefix(5))")
                let rows = try #require(list["rows"] as? [[String: Any]])
                #expect(!rows.isEmpty)
                for row in rows {
                    if entity == "totals" {
                        #expect(row["self"] is NSNull, "a keyless row links nowhere")
                    } else {
                        let address = try #require(row["self"] as? String)
                        #expect(try await browser.client.execute(uri: address, method: .get, headers: [:], body: nil).status == .ok, "\(address)")
                    }
                }
            }
        }
    }
}
