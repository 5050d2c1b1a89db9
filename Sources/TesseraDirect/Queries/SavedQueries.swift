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

    /// None: no page at `/q/`.
    public init() {
        queries = []
        byName = [:]
    }

    /// `queries`, whose names must be valid and different.
    ///
    /// - Throws: ``SavedQueriesError`` naming the first query whose name is not.
    public init(_ queries: [SavedQuery]) throws(SavedQueriesError) {
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
        guard problems.isEmpty else { throw SavedQueriesError(fileName: nil, problems: problems) }
        self.queries = queries
        self.byName = byName
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
        let queries = reader.queries(in: root)
        guard reader.problems.isEmpty else { throw SavedQueriesError(fileName: fileName, problems: reader.problems) }
        do {
            try self.init(queries)
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

        mutating func queries(in root: Node?) -> [SavedQuery] {
            guard let root, case .mapping(let top) = root else {
                problem(root, "holds no queries: write 'queries:' and under it each query by its name")
                return []
            }
            var found: Node?
            for (key, value) in top {
                if key.string == "queries" {
                    found = value
                } else {
                    problem(key, "'\(key.string ?? "?")' is not part of a file of queries: write 'queries:' and under it each query by its name")
                }
            }
            guard let found else {
                problem(root, "holds no 'queries:'")
                return []
            }
            guard case .mapping(let entries) = found else {
                problem(found, "'queries' holds each query under its name, as a mapping (name: then its sql, title, …)")
                return []
            }
            return entries.compactMap { key, value in query(named: key, value) }
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
                    query.title = text(value, of: name, field: "title")
                case "description":
                    query.description = text(value, of: name, field: "description")
                case "parameters":
                    query.parameterTypes = parameterTypes(value, of: name)
                case "allowed":
                    guard let text = text(value, of: name, field: "allowed") else { continue }
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

        mutating func text(_ node: Node, of name: String, field: String) -> String? {
            guard case .scalar = node, let text = node.string else {
                problem(node, "query '\(name)': '\(field)' is text")
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
