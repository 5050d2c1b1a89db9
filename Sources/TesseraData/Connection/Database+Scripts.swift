import Foundation

extension Database {
    /// Runs SQL statements separated by `;` at the ends of lines (a `;` ending a line ends a
    /// statement, so put one per line end), creating the SQLite file when
    /// it is missing: for a program's own schema set-up (tests, migrations), never for text
    /// from a user. Not part of the stable API (import it with `@_spi(Schema)`).
    @_spi(Schema)
    public static func runScript(_ script: String, at location: String) async throws {
        let connection: any DatabaseConnection
        switch try DatabaseLocation(location) {
        case .sqlite(let path): connection = try await SQLiteDatabaseConnection.open(path: path, create: true)
        case .postgres(let server): connection = try await PostgresDatabaseConnection.open(server)
        }
        do {
            for statement in script.components(separatedBy: ";\n") {
                let sql = statement.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
                if sql.isEmpty { continue }
                _ = try await connection.rows(SQLStatement(sql: sql, binds: []))
            }
        } catch {
            await connection.close()
            throw Database.explain(error)
        }
        await connection.close()
    }
}
