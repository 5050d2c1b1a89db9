/// An error the database engine reported, with what the module needs to explain it: the
/// PostgreSQL SQLSTATE and fields, or SQLite's message (which names the columns of a failed
/// constraint: `UNIQUE constraint failed: customer.email`).
struct EngineError: Error, Sendable, CustomStringConvertible {
    var engine: Database.Engine
    var message: String
    var sqliteReason: String? = nil
    var sqlState: String? = nil
    var detail: String? = nil
    var constraintName: String? = nil
    var columnName: String? = nil

    var description: String { detail.map { "\(message) (\($0))" } ?? message }

    /// The kind of constraint that failed, if it was one.
    var constraint: ConstraintKind? {
        switch engine {
        case .postgres:
            switch sqlState {
            case "23505": return .unique
            case "23503": return .foreignKey
            case "23514": return .check
            case "23502": return .notNull
            default: return nil
            }
        case .sqlite:
            if message.hasPrefix("UNIQUE constraint failed") { return .unique }
            if message.hasPrefix("FOREIGN KEY constraint failed") { return .foreignKey }
            if message.hasPrefix("CHECK constraint failed") { return .check }
            if message.hasPrefix("NOT NULL constraint failed") { return .notNull }
            return nil
        }
    }

    enum ConstraintKind { case unique, foreignKey, check, notNull }
}
