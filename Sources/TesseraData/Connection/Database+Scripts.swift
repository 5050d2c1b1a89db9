import Foundation

extension Database {
    /// Runs SQL statements separated by `;` at the ends of lines (a `;` ending a line ends a
    /// statement, so put one per line end), creating the SQLite file when
    /// it is missing: for a program's own schema set-up (tests, migrations), never for text
    /// from a user. Not part of the stable API (import it with `@_spi(Schema)`).
    @_spi(Schema)
    public static func runScript(_ script: String, at location: String) async throws {
        let connection = try await ScriptConnection.open(try DatabaseLocation(location))
        do {
            for statement in script.components(separatedBy: ";\n") {
                let sql = statement.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
                if sql.isEmpty { continue }
                try await connection.execute(sql)
            }
        } catch {
            await connection.close()
            throw error
        }
        await connection.close()
    }
}
