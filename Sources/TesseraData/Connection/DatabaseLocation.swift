import Foundation

/// Where a database is: an SQLite file path, or a PostgreSQL URL.
///
/// `app.sqlite`, `/var/data/app.db` and `file:app.sqlite` are SQLite files;
/// `postgres://user:password@host:5432/dbname` (or `postgresql://`) is a PostgreSQL server.
public enum DatabaseLocation: Sendable, Hashable, CustomStringConvertible {
    /// An SQLite database file.
    case sqlite(path: String)
    /// A PostgreSQL server and database.
    case postgres(PostgresServer)

    /// The parts of a PostgreSQL URL.
    public struct PostgresServer: Sendable, Hashable {
        /// The host name or address.
        public var host: String
        /// The port, 5432 unless the URL says otherwise.
        public var port: Int
        /// The user name, `postgres` unless the URL says otherwise.
        public var username: String
        /// The password, if the URL has one.
        public var password: String?
        /// The database name, the user name unless the URL says otherwise (as `psql` does).
        public var database: String
        /// The schema to reflect and work in (`?schema=name` in the URL), or several separated
        /// by commas (`?schema=public,inventory`: the connection's search path, as PostgreSQL
        /// reads one). Relations of the first go by their names, those of the others by
        /// `schema.name`. Without it the user's search path decides (usually `public`).
        public var schema: String?
        /// Whether statements a connection runs again are prepared on it (named statements the
        /// server parses and plans once); `?prepare=off` in the URL sends each as it is — for a
        /// pooler between the application and the server that does not keep them (PgBouncer
        /// before 1.21 in transaction mode).
        public var preparesStatements: Bool

        /// Creates the parts of a PostgreSQL location.
        public init(
            host: String, port: Int = 5432, username: String = "postgres", password: String? = nil, database: String, schema: String? = nil,
            preparesStatements: Bool = true
        ) {
            self.host = host
            self.port = port
            self.username = username
            self.password = password
            self.database = database
            self.schema = schema
            self.preparesStatements = preparesStatements
        }
    }

    /// Reads a path or URL.
    ///
    /// - Throws: ``DatabaseError`` for a URL of another scheme, or one without a host.
    public init(_ string: String) throws(DatabaseError) {
        let lowered = string.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            guard let components = URLComponents(string: string), let host = components.host, !host.isEmpty else {
                throw DatabaseError(.connection, "'\(string)' is not a PostgreSQL URL. Write it as postgres://user:password@host:5432/database.")
            }
            let username = components.user.flatMap { $0.removingPercentEncoding ?? $0 } ?? "postgres"
            var database = String(components.path.drop(while: { $0 == "/" }))
            database = database.removingPercentEncoding ?? database
            self = .postgres(PostgresServer(
                host: host, port: components.port ?? 5432, username: username,
                password: components.password.flatMap { $0.removingPercentEncoding ?? $0 },
                database: database.isEmpty ? username : database,
                schema: components.queryItems?.first { $0.name == "schema" || $0.name == "search_path" }?.value,
                preparesStatements: !["off", "false", "0", "no"].contains(components.queryItems?.first { $0.name == "prepare" }?.value?.lowercased())))
            return
        }
        if let colon = string.firstIndex(of: ":"), string[..<colon].count > 1, string[string.index(after: colon)...].hasPrefix("//"),
           !lowered.hasPrefix("file:") {
            throw DatabaseError(.connection, "'\(string[..<colon])' databases are not supported. Give an SQLite file path (app.sqlite) or a postgres:// URL.")
        }
        if lowered.hasPrefix("file:") {
            self = .sqlite(path: String(string.dropFirst(5)))
        } else {
            self = .sqlite(path: string)
        }
    }

    /// The path, or the URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): return path
        case .postgres(let server):
            return "postgres://\(server.username)@\(server.host):\(server.port)/\(server.database)" + (server.schema.map { "?schema=\($0)" } ?? "")
        }
    }
}
