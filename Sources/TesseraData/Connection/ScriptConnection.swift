/// One connection of its own, outside any ``Database``'s pool, that runs SQL text as written:
/// what setting a database up takes — scripts, schemas, bulk loads — where the model and its
/// qualifiers have nothing to say yet.
///
/// It is `package`, not public: the sample-database generator (`TesseraSampleData`) and the
/// tests load databases through it, and applications read and write through ``Database``, which
/// binds every value and quotes every name for them. Errors come out as ``DatabaseError``s that
/// keep the engine's details, as ``Database``'s do.
package struct ScriptConnection: Sendable {
    /// The engine at the other end.
    package let engine: Database.Engine
    private let connection: any DatabaseConnection
    private let dialect: SQLDialect

    private init(engine: Database.Engine, connection: any DatabaseConnection) {
        self.engine = engine
        self.connection = connection
        self.dialect = SQLDialect(engine)
    }

    /// Opens a connection to `location` (an SQLite path or a PostgreSQL URL); an SQLite file that
    /// does not exist yet is made when `create` is true.
    package static func open(_ location: DatabaseLocation, create: Bool = true) async throws -> ScriptConnection {
        do {
            switch location {
            case .sqlite(let path):
                return ScriptConnection(engine: .sqlite, connection: try await SQLiteDatabaseConnection.open(path: path, create: create))
            case .postgres(let server):
                return ScriptConnection(engine: .postgres, connection: try await PostgresDatabaseConnection.open(server))
            }
        } catch {
            throw Database.explain(error)
        }
    }

    /// Runs one statement, discarding any rows. `binds` fill its parameters, written with
    /// ``parameter(_:)``.
    package func execute(_ sql: String, binds: [DatabaseValue] = []) async throws {
        do {
            // Rows, not execute: a script's statement may be a query (PostgreSQL's setval, a
            // PRAGMA that answers), and SQLite's execute path wants none.
            _ = try await connection.rows(SQLStatement(sql: sql, binds: binds))
        } catch {
            throw Database.explain(error)
        }
    }

    /// Runs one query and returns its rows as the engine sent them.
    package func rows(_ sql: String, binds: [DatabaseValue] = []) async throws -> [[DatabaseValue]] {
        do {
            return try await connection.rows(SQLStatement(sql: sql, binds: binds))
        } catch {
            throw Database.explain(error)
        }
    }

    /// `name` quoted as an identifier of this engine, whatever it holds.
    package func quoted(_ name: String) -> String {
        var text = ""
        dialect.writeIdentifier(name, into: &text)
        return text
    }

    /// The text of the `number`th parameter (from 1): `?` on SQLite, `$number` on PostgreSQL.
    package func parameter(_ number: Int) -> String {
        engine == .sqlite ? "?" : "$\(number)"
    }

    /// Closes the connection.
    package func close() async {
        await connection.close()
    }
}
