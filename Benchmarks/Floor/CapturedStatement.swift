/// One statement of a page as Tessera's statement log wrote it (`tessera serve
/// --log-statements`): its SQL text and the values bound to it, as the engine received them.
struct CapturedStatement: Sendable {
    /// A bound value: on SQLite typed as SQLite received it, on PostgreSQL always text (or NULL).
    enum Value: Sendable, Equatable {
        case null
        case integer(Int64)
        case double(Double)
        case text(String)
    }

    /// Where it is among all the statements of the capture, for each connection's prepared copy.
    let index: Int
    let sql: String
    let binds: [Value]
}
