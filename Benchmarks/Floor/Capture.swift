import Foundation

/// The statements Tessera ran for each page, read from the file `Benchmarks/serve-vs-floor.sh`
/// writes out of Tessera's statement log: for each page kind, the statements of a warm request
/// (`every`: what each request runs) and those the first request ran besides (`kept`: counts and
/// the like, which Tessera keeps for `--count-lifetime` and runs again when they run out).
///
/// ```json
/// {"countLifetime": 10,
///  "pages": {"list25": {"every": [{"sql": "SELECT …", "binds": [{"integer": 25}]}],
///                       "kept": [{"sql": "SELECT count(*) …", "binds": []}]}}}
/// ```
struct Capture: Sendable {
    /// A page kind's statements, in the order Tessera ran them.
    struct Page: Sendable {
        let every: [CapturedStatement]
        let kept: [CapturedStatement]
    }

    let pages: [String: Page]
    /// Every statement of every page, by its ``CapturedStatement/index``.
    let statements: [CapturedStatement]
    /// Seconds a kept result is used before it is asked again (Tessera's `--count-lifetime`).
    let countLifetime: Double

    /// The page kind `name`'s statements, or a failure that says the capture has none.
    func page(_ name: String) throws -> Page {
        guard let page = pages[name] else { throw FloorFailure("the capture has no statements for the page '\(name)'") }
        return page
    }

    /// Reads the capture at `path`.
    init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let pages = root["pages"] as? [String: Any]
        else { throw FloorFailure("\(path) is not a capture: no \"pages\"") }
        countLifetime = (root["countLifetime"] as? NSNumber)?.doubleValue ?? 10
        var statements: [CapturedStatement] = []
        func read(_ list: Any?, of page: String) throws -> [CapturedStatement] {
            guard let list = list as? [[String: Any]] else { return [] }
            return try list.map { entry in
                guard let sql = entry["sql"] as? String, let binds = entry["binds"] as? [Any] else {
                    throw FloorFailure("a statement of the page '\(page)' has no sql or binds")
                }
                let statement = CapturedStatement(index: statements.count, sql: sql, binds: try binds.map(Self.value))
                statements.append(statement)
                return statement
            }
        }
        var readPages: [String: Page] = [:]
        for (name, value) in pages {
            let page = value as? [String: Any] ?? [:]
            readPages[name] = Page(every: try read(page["every"], of: name), kept: try read(page["kept"], of: name))
        }
        self.pages = readPages
        self.statements = statements
    }

    /// A bound value as the capture writes it: `null`, or an object of one member naming its
    /// type — `{"integer": 25}`, `{"double": 4.99}`, `{"text": "drama"}` — which the script read
    /// from the log's JSON (an integer there is SQLite's integer, a number with a point its
    /// double, a string text).
    private static func value(_ json: Any) throws -> CapturedStatement.Value {
        if json is NSNull { return .null }
        if let typed = json as? [String: Any], typed.count == 1 {
            if let text = typed["text"] as? String { return .text(text) }
            if let number = typed["integer"] as? NSNumber { return .integer(number.int64Value) }
            if let number = typed["double"] as? NSNumber { return .double(number.doubleValue) }
        }
        throw FloorFailure("a bound value the floor cannot bind: \(json)")
    }
}
