#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TesseraData
import TesseraRules
import Yams

/// The saved queries of an application (``SavedQuery``), in the order the start page lists them:
/// given in Swift, or read from a YAML file (`tessera serve --queries FILE`).
///
/// ```yaml
/// queries:
///   late-rentals:
///     title: Rentals out longer than a week
///     description: Films not back, oldest first.
///     sql: |
///       SELECT rental_id, customer_id, rental_date FROM rental
///       WHERE return_date IS NULL AND rental_date < :before
///       ORDER BY rental_date
///     allowed: user.roles contains 'staff'
///   top-films:
///     sql: SELECT title, rental_rate FROM film ORDER BY rental_rate DESC LIMIT :n
///     parameters:
///       n: integer
/// ```
///
/// Under `queries`, each name (letters, digits, `-`, `_`) holds `sql` and, if it likes,
/// `title`, `description`, `parameters` (a type for a parameter the text does not type: `text`,
/// `integer`, `double`, `decimal`, `boolean`, `date`, `timestamp`, `uuid` or `json`), `allowed`
/// (who may run it, as a rule file's condition) and `write: true` (an `INSERT`, `UPDATE` or
/// `DELETE` that its page runs when its form is sent, recorded in the history). A file with a
/// mistake is refused whole, with every mistake's line.
public struct SavedQueries: Sendable {
    /// The queries, in order.
    public let queries: [SavedQuery]
    private let byName: [String: Int]
    /// The dashboards, in order (``Dashboard``).
    public let dashboards: [Dashboard]

    /// None: no page at `/q/`.
    public init() {
        queries = []
        byName = [:]
        dashboards = []
    }

    /// `queries` and `dashboards` of them, whose names must be valid and different, and each
    /// tile a query of `queries` that reads.
    ///
    /// - Throws: ``SavedQueriesError`` with every name that is not, and every tile that does not
    ///   name such a query.
    public init(_ queries: [SavedQuery], dashboards: [Dashboard] = []) throws(SavedQueriesError) {
        var byName: [String: Int] = [:]
        var problems: [SavedQueriesError.Problem] = []
        for (index, query) in queries.enumerated() {
            if !SavedQuery.isValidName(query.name) {
                problems.append(.init(line: nil, message: "'\(query.name)' cannot be a query's name: use letters, digits, '-' and '_' (it is part of an address)"))
            } else if byName[query.name] != nil {
                problems.append(.init(line: nil, message: "two queries are named '\(query.name)'"))
            }
            byName[query.name] = index
        }
        var dashboardNames = Set<String>()
        for dashboard in dashboards {
            if !SavedQuery.isValidName(dashboard.name) {
                problems.append(.init(line: nil, message: "'\(dashboard.name)' cannot be a dashboard's name: use letters, digits, '-' and '_' (it is part of an address)"))
            } else if !dashboardNames.insert(dashboard.name).inserted {
                problems.append(.init(line: nil, message: "two dashboards are named '\(dashboard.name)'"))
            }
            for tile in dashboard.tiles {
                guard let index = byName[tile.query] else {
                    problems.append(.init(line: nil, message: "dashboard '\(dashboard.name)': a tile shows '\(tile.query)', which is not a query of the file"))
                    continue
                }
                if queries[index].isWritable {
                    problems.append(.init(line: nil, message: "dashboard '\(dashboard.name)': a tile shows '\(tile.query)', which writes; a tile shows a query that reads"))
                }
            }
        }
        guard problems.isEmpty else { throw SavedQueriesError(fileName: nil, problems: problems) }
        self.queries = queries
        self.byName = byName
        self.dashboards = dashboards
    }

    /// The dashboard named `name`.
    public func dashboard(named name: String) -> Dashboard? {
        dashboards.first { $0.name == name }
    }

    /// The query named `name`.
    public subscript(name: String) -> SavedQuery? {
        byName[name].map { queries[$0] }
    }

    public var isEmpty: Bool { queries.isEmpty }

    /// The largest file read: a file of queries is the operator's, but one that is not a file of
    /// queries (a database given by mistake) should fail at once.
    static let maximumFileSize = 4 << 20

    /// The queries of the YAML file at `path` (the format above).
    ///
    /// - Throws: ``SavedQueriesError`` with every mistake and its line, or why the file cannot be read.
    public init(contentsOfFile path: String) throws(SavedQueriesError) {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > Self.maximumFileSize {
                throw SavedQueriesError(fileName: path, problems: [.init(line: nil, message: "the file is \(size) bytes; a file of queries is at most \(Self.maximumFileSize)")])
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as SavedQueriesError {
            throw error
        } catch {
            throw SavedQueriesError(fileName: path, problems: [.init(line: nil, message: "cannot be read: \(error.localizedDescription)")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SavedQueriesError(fileName: path, problems: [.init(line: nil, message: "is not UTF-8 text")])
        }
        try self.init(yaml: text, fileName: path)
    }

    /// The queries of `yaml` (the format above), read under `fileName` in messages.
    ///
    /// - Throws: ``SavedQueriesError`` with every mistake and its line.
    public init(yaml: String, fileName: String = "queries.yaml") throws(SavedQueriesError) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw SavedQueriesError(fileName: fileName, problems: [.init(line: Self.line(of: error), message: "is not YAML: \(Self.describe(error))")])
        } catch {
            throw SavedQueriesError(fileName: fileName, problems: [.init(line: nil, message: "is not YAML: \(error)")])
        }
        var reader = Reader(fileName: fileName)
        let (queries, dashboards) = reader.queriesAndDashboards(in: root)
        guard reader.problems.isEmpty else { throw SavedQueriesError(fileName: fileName, problems: reader.problems) }
        do {
            try self.init(queries, dashboards: dashboards)
        } catch {
            throw SavedQueriesError(fileName: fileName, problems: error.problems)
        }
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: nil
        }
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _), .composer(let context, let problem, _, _):
            [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        default: "\(error)"
        }
    }

    /// Reads queries out of a document, collecting every mistake.
    private struct Reader {
        let fileName: String
        var problems: [SavedQueriesError.Problem] = []

        mutating func problem(_ node: Node?, _ message: String) {
            problems.append(.init(line: node?.mark?.line, message: message))
        }

        mutating func queriesAndDashboards(in root: Node?) -> ([SavedQuery], [Dashboard]) {
            guard let root, case .mapping(let top) = root else {
                problem(root, "holds no queries: write 'queries:' and under it each query by its name")
                return ([], [])
            }
            var queriesNode: Node?
            var dashboardsNode: Node?
            for (key, value) in top {
                switch key.string {
                case "queries": queriesNode = value
                case "dashboards": dashboardsNode = value
                default:
                    problem(key, "'\(key.string ?? "?")' is not part of a file of queries: write 'queries:' and under it each query by its name (and 'dashboards:')")
                }
            }
            guard let queriesNode else {
                problem(root, "holds no 'queries:'")
                return ([], [])
            }
            guard case .mapping(let entries) = queriesNode else {
                problem(queriesNode, "'queries' holds each query under its name, as a mapping (name: then its sql, title, …)")
                return ([], [])
            }
            let queries = entries.compactMap { key, value in query(named: key, value) }
            var dashboards: [Dashboard] = []
            if let dashboardsNode {
                if case .mapping(let entries) = dashboardsNode {
                    dashboards = entries.compactMap { key, value in dashboard(named: key, value) }
                } else {
                    problem(dashboardsNode, "'dashboards' holds each dashboard under its name, as a mapping (name: then its title, tiles)")
                }
            }
            return (queries, dashboards)
        }

        mutating func dashboard(named key: Node, _ node: Node) -> Dashboard? {
            guard let name = key.string, SavedQuery.isValidName(name) else {
                problem(key, "'\(key.string ?? "?")' cannot be a dashboard's name: use letters, digits, '-' and '_' (it is part of an address)")
                return nil
            }
            guard case .mapping(let fields) = node else {
                problem(node, "dashboard '\(name)' holds its tiles (and title, description, allowed) under it")
                return nil
            }
            var dashboard = Dashboard(name: name, tiles: [])
            var hasTiles = false
            for (field, value) in fields {
                switch field.string {
                case "title": dashboard.title = text(value, of: "dashboard '\(name)'", field: "title")
                case "description": dashboard.description = text(value, of: "dashboard '\(name)'", field: "description")
                case "allowed":
                    guard let text = text(value, of: "dashboard '\(name)'", field: "allowed") else { continue }
                    do {
                        dashboard.allowed = try RuleFile.condition(text, fileName: fileName, registry: DirectRuleKeys.registry)
                    } catch {
                        for diagnostic in error.diagnostics {
                            problem(value, "dashboard '\(name)': 'allowed' does not read as a rule's condition: \(diagnostic.message) (column \(diagnostic.column))")
                        }
                    }
                case "tiles":
                    guard case .sequence(let items) = value else {
                        problem(value, "dashboard '\(name)': 'tiles' is a list, each '- query: NAME' with 'show: kpi' (or line, area, column, bar, table)")
                        continue
                    }
                    hasTiles = true
                    dashboard.tiles = items.compactMap { tile($0, of: name) }
                default:
                    problem(field, "dashboard '\(name)': '\(field.string ?? "?")' is not one of title, description, tiles, allowed")
                }
            }
            if !hasTiles { problem(node, "dashboard '\(name)' has no 'tiles'") }
            return dashboard
        }

        mutating func tile(_ node: Node, of dashboard: String) -> Dashboard.Tile? {
            guard case .mapping(let fields) = node else {
                problem(node, "dashboard '\(dashboard)': a tile is 'query: NAME' with 'show: kpi' (or line, area, column, bar, table)")
                return nil
            }
            var query: String?
            var show = Dashboard.Tile.Kind.table
            var title: String?
            var values: [String: String] = [:]
            for (field, value) in fields {
                switch field.string {
                case "query": query = value.string
                case "show":
                    guard let text = value.string, let kind = Dashboard.Tile.Kind(rawValue: text) else {
                        problem(value, "dashboard '\(dashboard)': 'show' is one of \(Dashboard.Tile.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                        continue
                    }
                    show = kind
                case "title": title = value.string
                case "values":
                    guard case .mapping(let entries) = value else {
                        problem(value, "dashboard '\(dashboard)': 'values' gives each parameter's value by its name")
                        continue
                    }
                    for (key, value) in entries {
                        if let name = key.string, let text = value.string { values[name] = text }
                    }
                default:
                    problem(field, "dashboard '\(dashboard)': a tile's '\(field.string ?? "?")' is not one of query, show, title, values")
                }
            }
            guard let query else {
                problem(node, "dashboard '\(dashboard)': a tile has no 'query'")
                return nil
            }
            return Dashboard.Tile(query: query, show: show, title: title, values: values)
        }

        mutating func query(named key: Node, _ node: Node) -> SavedQuery? {
            guard let name = key.string, SavedQuery.isValidName(name) else {
                problem(key, "'\(key.string ?? "?")' cannot be a query's name: use letters, digits, '-' and '_' (it is part of an address)")
                return nil
            }
            guard case .mapping(let fields) = node else {
                problem(node, "query '\(name)' holds its sql (and title, description, parameters, allowed) under it")
                return nil
            }
            var query = SavedQuery(name: name, sql: "")
            var hasSQL = false
            for (field, value) in fields {
                switch field.string {
                case "sql":
                    guard let text = value.string, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                        problem(value, "query '\(name)': 'sql' is the query's text")
                        continue
                    }
                    query.sql = text
                    hasSQL = true
                case "title":
                    query.title = text(value, of: "query '\(name)'", field: "title")
                case "description":
                    query.description = text(value, of: "query '\(name)'", field: "description")
                case "parameters":
                    query.parameterTypes = parameterTypes(value, of: name)
                case "allowed":
                    guard let text = text(value, of: "query '\(name)'", field: "allowed") else { continue }
                    do {
                        query.allowed = try RuleFile.condition(text, fileName: fileName, registry: DirectRuleKeys.registry)
                    } catch {
                        for diagnostic in error.diagnostics {
                            problem(value, "query '\(name)': 'allowed' does not read as a rule's condition: \(diagnostic.message) (column \(diagnostic.column))")
                        }
                    }
                case "write":
                    guard let flag = value.bool else {
                        problem(value, "query '\(name)': 'write' is true or false")
                        continue
                    }
                    query.isWritable = flag
                default:
                    problem(field, "query '\(name)': '\(field.string ?? "?")' is not one of sql, title, description, parameters, allowed, write")
                }
            }
            if !hasSQL, !problems.contains(where: { $0.message.hasPrefix("query '\(name)': 'sql'") }) {
                problem(node, "query '\(name)' has no 'sql'")
            }
            return hasSQL ? query : nil
        }

        mutating func text(_ node: Node, of owner: String, field: String) -> String? {
            guard case .scalar = node, let text = node.string else {
                problem(node, "\(owner): '\(field)' is text")
                return nil
            }
            return text
        }

        mutating func parameterTypes(_ node: Node, of name: String) -> [String: ValueType] {
            guard case .mapping(let entries) = node else {
                problem(node, "query '\(name)': 'parameters' gives each parameter's type by its name (days: integer)")
                return [:]
            }
            var types: [String: ValueType] = [:]
            let names = ValueType.allCases.filter { $0 != .blob }.map(\.rawValue)
            for (key, value) in entries {
                guard let parameter = key.string, !parameter.isEmpty else { continue }
                guard let text = value.string, let type = ValueType(rawValue: text), type != .blob else {
                    problem(value, "query '\(name)': the type of '\(parameter)' is one of \(names.joined(separator: ", "))")
                    continue
                }
                types[parameter] = type
            }
            return types
        }
    }
}

/// Why saved queries were refused: each mistake, with its line in the file where there is one.
public struct SavedQueriesError: Error, Sendable, CustomStringConvertible {
    /// One mistake.
    public struct Problem: Sendable {
        /// The line of the file, from 1.
        public var line: Int?
        public var message: String
    }

    /// The file read, if any.
    public var fileName: String?
    public var problems: [Problem]

    /// Every mistake, a line each: `queries.yaml:4: query 'x' has no 'sql'`.
    public var description: String {
        problems.map { problem in
            let place = [fileName, problem.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
            return place.isEmpty ? problem.message : "\(place): \(problem.message)"
        }.joined(separator: "\n")
    }
}
