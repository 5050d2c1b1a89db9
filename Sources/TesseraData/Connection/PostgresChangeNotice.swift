import Foundation

/// What PostgreSQL tells a listening ``Database`` of one change: the payload of a notification
/// on the channel ``channel``, a JSON object naming the relation that changed.
///
/// ```json
/// {"schema": "public", "table": "film", "origin": "5F0C…", "keys": [["12"], ["13"]]}
/// ```
///
/// A save through a ``Database`` sends one for each table it wrote, in its own transaction, so
/// that a save rolled back announces nothing; `keys` holds the primary keys written (as text,
/// at most ``maximumKeys``, else `null`). The triggers ``Database/installChangeTriggers()``
/// makes send one per statement of any other program, without keys or origin. `origin` is the
/// writing ``Database``'s own token: its listener knows its own saves by it. The saving
/// transaction also sets it as ``originSetting``, for which the triggers stay quiet (the save
/// announced itself, with its keys). A payload that is not of this form (someone else's
/// `NOTIFY` on the channel) means that anything may have changed.
struct PostgresChangeNotice: Decodable, Sendable {
    /// The channel every ``Database`` of one PostgreSQL database listens on.
    static let channel = "tessera_changes"
    /// The transaction setting that holds the writing ``Database``'s token.
    static let originSetting = "tessera.origin"
    /// The most keys one notification lists; a save of more announces its table alone.
    static let maximumKeys = 100
    /// The longest payload PostgreSQL takes is 8000 bytes; the keys are left out beyond this.
    static let maximumKeysBytes = 6000

    var schema: String?
    var table: String?
    var origin: String?

    /// The notice in `payload`, or `nil` when it is not one.
    static func decode(_ payload: String) -> PostgresChangeNotice? {
        guard payload.utf8.count <= 8000 else { return nil }
        return try? JSONDecoder().decode(PostgresChangeNotice.self, from: Data(payload.utf8))
    }

    /// The statement, run first in a saving transaction, that tells the triggers whose it is.
    static func marking(origin: String) -> SQLFragment {
        var statement = SQLFragment("SELECT set_config('tessera.origin', ")
        statement.append(bind: .text(origin))
        statement.append(", true)")
        return statement
    }

    /// The statement that announces `written` (keys by entity name) inside the saving
    /// transaction: one notification per table, its JSON made by the server.
    static func announcement(_ written: [String: [RowKey]], model: Model, origin: String) -> SQLFragment? {
        let entities = written.keys.sorted().compactMap { try? model.entity(named: $0) }
        guard !entities.isEmpty else { return nil }
        var statement = SQLFragment(
            """
            SELECT pg_notify('tessera_changes', json_build_object('schema', coalesce(announced.schema, current_schema()), \
            'table', announced.name, 'origin', announced.origin, 'keys', announced.keys::json)::text) FROM (VALUES
            """)
        for (index, entity) in entities.enumerated() {
            statement.append(index == 0 ? " (" : ", (")
            statement.append(bind: entity.schema.map(DatabaseValue.text) ?? .null)
            statement.append("::text, ")
            statement.append(bind: .text(entity.tableName))
            statement.append("::text, ")
            statement.append(bind: .text(origin))
            statement.append("::text, ")
            statement.append(bind: keysJSON(written[entity.name] ?? []).map(DatabaseValue.text) ?? .null)
            statement.append("::text)")
        }
        statement.append(") AS announced(schema, name, origin, keys)")
        return statement
    }

    /// The keys as a JSON array of arrays of text, or `nil` when there are too many to list.
    static func keysJSON(_ keys: [RowKey]) -> String? {
        guard keys.count <= maximumKeys else { return nil }
        let texts = keys.map { key in key.values.map { $0.isNull ? nil : $0.text } }
        guard let data = try? JSONEncoder().encode(texts), data.count <= maximumKeysBytes else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
