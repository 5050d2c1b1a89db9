import PostgresKit
import SQLiteKit

/// The SQLKit dialect of each engine: how it quotes identifiers and numbers its parameters.
enum SQLBuilderDialect {
    static func dialect(for engine: Database.Engine) -> DialectDatabase {
        switch engine {
        case .sqlite: return DialectDatabase(dialect: SQLiteDialect())
        case .postgres: return DialectDatabase(dialect: PostgresDialect())
        }
    }
}
