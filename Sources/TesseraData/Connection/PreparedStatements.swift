import PostgresNIO
import Synchronization

/// Which statements a pool's PostgreSQL connections run prepared, so that the server parses and
/// plans a page's statements once per connection rather than on every request.
///
/// A page runs the same few statements with other values: the row by its key, its links' rows
/// by theirs, a list's first page. Sent as they are, each is parsed, analysed and planned again
/// — for a read by key, most of what it costs the server. Prepared (a named statement on the
/// connection), it is only bound and run.
///
/// PostgresNIO prepares a statement on a connection the first time it runs there under its
/// name, and runs it by name afterwards (``PreparedRead``). What is decided here:
/// - which texts: one the pool sees a second time (preparing costs a round trip of its own,
///   which a statement run once does not repay), up to ``limit`` texts in all — PostgresNIO
///   keeps a connection's statements as long as the connection lives, so statements of ever new
///   shapes (lists searched by ever other columns) are sent as they are once the limit is
///   reached, and the server's memory per connection stays bounded;
/// - which connections no longer run a text prepared: one where the server refused the
///   prepared statement (a table altered under it, "cached plan must not change result type"),
///   since PostgresNIO would send the refused statement again.
final class PreparedStatements: Sendable {
    /// How many statement texts the pool prepares at most.
    static let limit = 500
    /// How many texts seen once the pool remembers (forgotten all at once).
    static let rememberedTexts = 4096

    private struct State: Sendable {
        /// The prepared texts, by text: their names.
        var names: [String: String] = [:]
        var seenOnce: Set<String> = []
        /// Texts that a connection (by its id) must send as they are.
        var refused: Set<Refusal> = []
    }

    private struct Refusal: Hashable, Sendable {
        let connection: Int
        let name: String
    }

    private let state = Mutex(State())

    init() {}

    /// The name `sql` is prepared under on `connection`, or nil when it is to be sent as it is:
    /// seen the first time, beyond the limit, or refused there before.
    func name(for sql: String, on connection: PostgresConnection) -> String? {
        state.withLock { state in
            if let name = state.names[sql] {
                return state.refused.isEmpty || !state.refused.contains(Refusal(connection: connection.id, name: name)) ? name : nil
            }
            guard state.seenOnce.remove(sql) != nil else {
                if state.seenOnce.count >= Self.rememberedTexts { state.seenOnce.removeAll(keepingCapacity: true) }
                state.seenOnce.insert(sql)
                return nil
            }
            guard state.names.count < Self.limit else { return nil }
            let name = Self.name(of: sql)
            state.names[sql] = name
            return name
        }
    }

    /// Sends `name` as it is on `connection` from now on: the server refused the statement
    /// prepared there.
    func refuse(_ name: String, on connection: PostgresConnection) {
        state.withLock { state in
            // Connections come and go; their ids do not return. Bounded all the same.
            if state.refused.count >= Self.rememberedTexts { state.refused.removeAll() }
            state.refused.insert(Refusal(connection: connection.id, name: name))
        }
    }

    /// A name for `sql` that no other text gets: two 64-bit hashes of it (FNV-1a of the text, and
    /// of the text reversed) and its length — a name, not a secret.
    static func name(of sql: String) -> String {
        var reversed = FNV1a.offsetBasis
        for byte in sql.utf8.reversed() { reversed = FNV1a.step(reversed, byte) }
        return "tessera_" + String(FNV1a.hash(sql), radix: 36) + "_" + String(reversed, radix: 36) + "_" + String(sql.utf8.count, radix: 36)
    }
}

/// A statement PostgresNIO prepares on a connection the first time it runs it there and runs by
/// name afterwards: the text and name of ``PreparedRead/statement``, bound with values of no
/// declared type as every statement of this module is.
///
/// PostgresNIO's prepared statements are types whose name and text are static — written for
/// statements known when the program is compiled. Tessera's are made from the model while it
/// runs, so the name and text are the task's: set with `PreparedRead.$statement.withValue` around
/// the call that runs it, where PostgresNIO reads them.
struct PreparedRead: PostgresPreparedStatement {
    typealias Row = PostgresRow

    /// The name and text of the statement the task runs.
    @TaskLocal static var statement: (name: String, sql: String) = ("", "")

    static var name: String { statement.name }
    static var sql: String { statement.sql }

    let bindings: PostgresBindings

    func makeBindings() throws -> PostgresBindings { bindings }
    func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
}
