import Tessera
import TesseraData

/// The addresses of the application's pages, under a base path:
///
/// | Address | Page |
/// |---|---|
/// | `/` | the entity list (`query`) |
/// | `/e/film?sort=-title&q=dinosaur&f.rating=PG` | the film list (`list`) |
/// | `/e/film/42` | film 42 (`inspect`); a composite key is `/e/film_actor/1,23` |
/// | `/e/film/42/edit` | its form (`edit`); a POST there saves |
/// | `/e/film/42/delete` | the delete confirmation; a POST there deletes |
/// | `/new/film` | the form for a new film; a POST there creates it |
///
/// Names and key values are percent-encoded, so any table name or key text makes a valid address.
public struct DirectPaths: Sendable, Hashable {
    /// Where the application is mounted: `""` for the root, `/admin` to serve it under `/admin`.
    public var basePath: String

    /// Paths under `basePath`, which must be empty or start with `/` and not end with one.
    public init(basePath: String = "") {
        self.basePath = basePath
    }

    /// The entity list.
    public var home: String { basePath.isEmpty ? "/" : basePath }

    /// An entity's list, with the parameters of `query`.
    public func list(_ entityName: String, query: ListQuery = ListQuery()) -> String {
        basePath + "/e/" + Self.encode(entityName) + query.queryString
    }

    /// Every row of an entity's list as CSV, with the parameters of `query` (its search,
    /// filters and order; not its page or page size).
    public func csv(_ entityName: String, query: ListQuery = ListQuery()) -> String {
        var query = query.firstPage
        query.pageSize = nil
        return basePath + "/e/" + Self.encode(entityName) + ".csv" + query.queryString
    }

    /// An entity's list as JSON, with the parameters of `query`.
    public func json(_ entityName: String, query: ListQuery = ListQuery()) -> String {
        basePath + "/e/" + Self.encode(entityName) + ".json" + query.queryString
    }

    /// A row as JSON.
    public func json(_ entityName: String, key: RowKey) -> String {
        inspect(entityName, key: key) + ".json"
    }

    /// A row's page.
    public func inspect(_ entityName: String, key: RowKey) -> String {
        rows(of: entityName) + Self.encode(key)
    }

    /// What every address of a row of `entityName` starts with: a list makes it once.
    func rows(of entityName: String) -> String {
        basePath + "/e/" + Self.encode(entityName) + "/"
    }

    /// A row's form.
    public func edit(_ entityName: String, key: RowKey) -> String {
        inspect(entityName, key: key) + "/edit"
    }

    /// Every byte of one value of a row, as a file: binary data, or a long text.
    public func download(_ entityName: String, key: RowKey, attribute: String) -> String {
        inspect(entityName, key: key) + "/download/" + Self.encode(attribute)
    }

    /// A list's thumbnail of one binary value of a row: the picture it holds, when it is a small
    /// one; else a file's icon.
    public func thumbnail(_ entityName: String, key: RowKey, attribute: String) -> String {
        inspect(entityName, key: key) + "/thumbnail/" + Self.encode(attribute)
    }

    /// A row's history: every change made to it through the application.
    public func history(_ entityName: String, key: RowKey) -> String {
        inspect(entityName, key: key) + "/history"
    }

    /// The recent changes of every row, narrowed to a person or an entity when they are given.
    public func history(user: String? = nil, entityName: String? = nil, before: Int64? = nil) -> String {
        history(HistoryQuery(user: user, entityName: entityName, before: before))
    }

    /// The recent changes of every row, narrowed as `query` says: its filters and its page.
    public func history(_ query: HistoryQuery) -> String {
        basePath + "/history" + query.queryString
    }

    /// The SQL page, with `query` written in its form and run: an address that can be shared.
    /// `format` (`"csv"`, `"json"`) gives every row of the result as a file instead.
    public func sql(_ query: String? = nil, parameters: [(name: String, value: String)] = [], format: String? = nil) -> String {
        var items: [String] = []
        if let query { items.append("sql=" + Self.encode(query)) }
        for parameter in parameters { items.append("p." + Self.encode(parameter.name) + "=" + Self.encode(parameter.value)) }
        return basePath + "/sql" + (format.map { "." + $0 } ?? "") + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// The page of the saved query `name` (`/q/NAME`) with `values` for its parameters, or its
    /// rows as a file of `format` (`csv`, `json`).
    public func savedQuery(_ name: String, values: [(name: String, value: String)] = [], format: String? = nil) -> String {
        let items = values.map { Self.encode($0.name) + "=" + Self.encode($0.value) }
        return basePath + "/q/" + Self.encode(name) + (format.map { "." + $0 } ?? "") + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// The page of the dashboard `name` (`/d/NAME`).
    public func dashboard(_ name: String) -> String {
        basePath + "/d/" + Self.encode(name)
    }

    /// The live stream of the dashboard `name` (`/d/NAME/live`): an event each time a table its
    /// tiles read changes, after which the page reads its tiles again — at once when changes were
    /// told since the server counted `since` (`?since=N`), before the page read them.
    public func dashboardEvents(_ name: String, since: UInt64? = nil) -> String {
        dashboard(name) + "/live" + (since.map { "?since=\($0)" } ?? "")
    }

    /// Where the Undo button of the history entry numbered `entry`, a change to the row of
    /// `entityName` keyed `key`, posts: under the row's address, so that what the row's lists
    /// show is refreshed after it as after any other save of the row.
    public func undo(_ entityName: String, key: RowKey, entry: Int64) -> String {
        inspect(entityName, key: key) + "/undo/\(entry)"
    }

    /// Where a row's form adds and removes the rows of a many-to-many relationship.
    public func related(_ entityName: String, key: RowKey, relationship: String) -> String {
        inspect(entityName, key: key) + "/related/" + Self.encode(relationship)
    }

    /// The rows a to-one picker of the form of `entityName` offers for `search`, as JSON: what
    /// the picker asks for as the person types, a page at a time (`after`, a page cursor's token).
    public func choices(_ entityName: String, relationship: String, search: String? = nil, after: String? = nil) -> String {
        var parameters: [String] = []
        if let search { parameters.append("q=" + Self.encode(search)) }
        if let after { parameters.append("after=" + Self.encode(after)) }
        return basePath + "/choices/" + Self.encode(entityName) + "/" + Self.encode(relationship)
            + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
    }

    /// Where a list's bulk form is sent: the confirmation, then the action.
    public func bulk(_ entityName: String) -> String {
        basePath + "/e/" + Self.encode(entityName) + "/bulk"
    }

    /// A row's delete confirmation.
    public func delete(_ entityName: String, key: RowKey) -> String {
        inspect(entityName, key: key) + "/delete"
    }

    /// The form for a new row.
    public func create(_ entityName: String) -> String {
        basePath + "/new/" + Self.encode(entityName)
    }

    /// A key as one path segment: each value percent-encoded, joined by commas.
    ///
    /// Keys that a path cannot hold as they are — the empty string (an empty segment would be
    /// another address), `.` and `..` (dot segments, which browsers resolve away, encoded or
    /// not) — are written after a `~`, and `NULL` (which SQLite lets a legacy primary key
    /// hold) as `~~`; a `~` in a key is always percent-encoded, so a raw one only ever marks these.
    public static func encode(_ key: RowKey) -> String {
        // A key of one value (most keys) is that value's segment: no array, no joining.
        if key.values.count == 1 { return encode(keyValue: key.values[0]) }
        return key.values.map(encode(keyValue:)).joined(separator: ",")
    }

    private static func encode(keyValue value: DatabaseValue) -> String {
        if case .integer(let number) = value { return String(number) }
        guard let text = value.text else { return "~~" }
        if text.isEmpty || text == "." || text == ".." { return "~" + text }
        return PercentEncoding.encode(text, encodingTilde: true)
    }

    /// The texts of a key segment made by ``encode(_:)-(RowKey)``; `nil` for `NULL`.
    public static func decodeKey(_ segment: some StringProtocol) throws(DirectError) -> [String?] {
        var texts: [String?] = []
        for part in segment.split(separator: ",", omittingEmptySubsequences: false) {
            if part == "~~" {
                texts.append(nil)
            } else {
                texts.append(try decode(part.hasPrefix("~") ? part.dropFirst() : part))
            }
        }
        return texts
    }

    /// Percent-decodes one path segment.
    public static func decode(_ segment: some StringProtocol) throws(DirectError) -> String {
        guard let decoded = String(segment).removingPercentEncoding else {
            throw DirectError(.badRequest, "The address is malformed: '\(segment)' is not valid percent-encoding.")
        }
        return decoded
    }

    /// Percent-encodes `text` so that it is one path segment or one query value.
    public static func encode(_ text: String) -> String {
        PercentEncoding.encode(text)
    }
}
