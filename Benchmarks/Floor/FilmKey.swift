/// The film a captured row statement reads: its one bound value (`"film"."film_id" = ?`), an
/// integer on SQLite, its text on PostgreSQL.
enum FilmKey {
    static func of(_ statement: CapturedStatement) throws -> Int64 {
        switch statement.binds.first {
        case .integer(let key)?: return key
        case .text(let text)?: if let key = Int64(text) { return key }
        default: break
        }
        throw FloorFailure("the statement \(statement.sql.prefix(60))… binds no film key")
    }
}
