import Foundation

/// One change to a row, as the history keeps it: who made it, when, to which row, and the values
/// before and after.
///
/// Values are kept as the text the row's page shows (``DatabaseValue/text``), `nil` for `NULL`,
/// so that a decimal keeps its digits and a timestamp its form; binary data is kept as its size.
public struct HistoryEntry: Sendable, Hashable, Identifiable {
    /// What was done to the row.
    public enum Action: String, Sendable, Hashable, CaseIterable {
        case create, update, delete
    }

    /// The entry's number: entries are numbered in the order they were written.
    public var id: Int64
    /// When, in milliseconds since 1970 by the server's clock.
    public var time: Int64
    /// Who, or `nil` when nobody signed in.
    public var user: String?
    /// What was done.
    public var action: Action
    /// The row's entity.
    public var entityName: String
    /// The row's primary key values, as text (`nil` for `NULL`), in the key's order.
    public var key: [String?]
    /// The values before the change: every column of a deleted row, the changed columns of an
    /// updated one; `nil` for a created row.
    public var before: [String: String?]?
    /// The values after the change: every column of a created row, the changed columns of an
    /// updated one; `nil` for a deleted row.
    public var after: [String: String?]?

    public init(
        id: Int64 = 0, time: Int64, user: String?, action: Action, entityName: String, key: [String?], before: [String: String?]?,
        after: [String: String?]?
    ) {
        self.id = id
        self.time = time
        self.user = user
        self.action = action
        self.entityName = entityName
        self.key = key
        self.before = before
        self.after = after
    }

    /// The names of the columns the entry holds values of, before or after.
    public var columnNames: Set<String> {
        Set((before ?? [:]).keys).union((after ?? [:]).keys)
    }

    /// A value as the history keeps it: its text (``DatabaseValue/text``), `nil` for `NULL`, and
    /// binary data as its size. Compare a row's value with an entry's by this text: it is all
    /// the entry has.
    public static func keptText(of value: DatabaseValue) -> String? {
        if let size = value.binarySize { return "(\(size) bytes of binary data)" }
        return value.text
    }

    private static func quoted(_ text: String) -> String {
        var json = ""
        JSONString.append(text, to: &json)
        return json
    }

    /// `values` as a JSON object of strings and nulls.
    static func json(_ values: [String: String?]?) -> DatabaseValue {
        guard let values else { return .null }
        let members = values.keys.sorted().map { name in
            quoted(name) + ":" + (values[name]!.map(quoted) ?? "null")
        }
        return .text("{" + members.joined(separator: ",") + "}")
    }

    /// `key` as a JSON array of strings and nulls: how it is stored, and compared.
    static func json(key: [String?]) -> String {
        "[" + key.map { $0.map(quoted) ?? "null" }.joined(separator: ",") + "]"
    }

    /// The values a stored JSON object holds; `nil` for SQL `NULL` or text that is no object of
    /// strings and nulls.
    static func values(fromJSON value: DatabaseValue) -> [String: String?]? {
        guard let text = value.text, let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        var values: [String: String?] = [:]
        for (name, value) in object {
            values[name] = value as? String
        }
        return values
    }

    /// The key a stored JSON array holds.
    static func key(fromJSON text: String) -> [String?] {
        guard let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any] else { return [] }
        return array.map { $0 as? String }
    }
}
