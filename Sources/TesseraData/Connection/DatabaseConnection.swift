/// One open connection to either engine, as the rest of the module uses it: run a statement,
/// get its rows as raw values.
///
/// Raw values are what the engine sent: SQLite's storage classes (`.integer`, `.double`, `.text`,
/// `.blob(size:)`, `.null`), and for PostgreSQL text or `.null` (this module selects every column
/// as text there and lets the model type it). ``RowDecoder`` turns them into typed values.
protocol DatabaseConnection: Sendable {
    /// Runs `statement` and returns every row it produced.
    func rows(_ statement: SQLStatement) async throws -> [[DatabaseValue]]
    /// Runs `statement`, discarding any rows.
    func execute(_ statement: SQLStatement) async throws
    /// Whether the connection can no longer be used (the server closed it).
    var isClosed: Bool { get }
    /// Closes the connection.
    func close() async
    /// This connection as a transaction uses it: a statement that fails there fails the
    /// transaction, and is not sent again in another form.
    var inTransaction: any DatabaseConnection { get }
}

extension DatabaseConnection {
    var inTransaction: any DatabaseConnection { self }
}
