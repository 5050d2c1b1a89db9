/// How an engine writes the SQL an ``SQLFragment`` holds: identifiers in double quotes (a quote
/// inside a name doubled), values as parameters — `?` for SQLite, `$1`, `$2`, … for PostgreSQL.
///
/// The two engines quote identifiers alike, as standard SQL does, and differ only in how a
/// parameter is written; so the module writes its statements itself, in one pass over the
/// fragment, rather than through a general SQL builder's serializer.
struct SQLDialect: Sendable {
    let engine: Database.Engine

    init(_ engine: Database.Engine) {
        self.engine = engine
    }

    /// The statement `fragment` makes: its SQL and its values in parameter order.
    func statement(_ fragment: SQLFragment) -> SQLStatement {
        var statement = SQLStatement(sql: "", binds: [])
        statement.sql.reserveCapacity(256)
        fragment.write(into: &statement, dialect: self)
        return statement
    }

    /// Writes the parameter of the value just appended to `statement.binds`.
    func writeParameter(into statement: inout SQLStatement) {
        switch engine {
        case .sqlite: statement.sql.append("?")
        case .postgres:
            statement.sql.append("$")
            statement.sql.append(String(statement.binds.count))
        }
    }

    /// Writes `name` as a quoted identifier.
    func writeIdentifier(_ name: String, into sql: inout String) {
        sql.append("\"")
        if name.utf8.contains(UInt8(ascii: "\"")) {
            sql.append(name.replacing("\"", with: "\"\""))
        } else {
            sql.append(name)
        }
        sql.append("\"")
    }
}
