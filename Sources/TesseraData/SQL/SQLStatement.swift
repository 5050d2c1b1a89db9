/// Serialized SQL with its binds, ready for a connection.
struct SQLStatement: Sendable {
    var sql: String
    var binds: [DatabaseValue]
}
