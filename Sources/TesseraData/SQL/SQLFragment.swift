/// SQL text being built from three kinds of pieces: fixed words written by this module,
/// identifiers (quoted by the dialect), and values (bound as parameters).
///
/// This is the only way the module makes SQL, and it is why no value or name from outside ever
/// becomes SQL text: `raw` pieces are string literals of this module's code (or integers it
/// computed), identifiers are quoted (``SQLDialect``: the quote doubled inside the name), and
/// values are bound as parameters (`?` for SQLite, `$1…` for PostgreSQL). Names reach here only
/// after the model lookup that proves they exist.
struct SQLFragment: Sendable {
    enum Piece: Sendable {
        case raw(String)
        case identifier(String)
        case bind(DatabaseValue)
        case fragment(SQLFragment)
    }

    private(set) var pieces: [Piece] = []

    init() {}

    init(_ raw: StaticString) { pieces = [.raw(raw.description)] }

    /// SQL the module wrote itself from a fragment before (a select list, kept as text), never
    /// text from outside.
    init(written sql: String) { pieces = [.raw(sql)] }

    /// The statement of a saved query that changes rows, as its operator wrote it in the
    /// application's configuration (``Database/runChange(_:user:recordsHistory:maximumRows:)``):
    /// text from a file the server was started with, never from a request. Its parameters are
    /// bound, each a ``Piece/bind(_:)`` of its own.
    init(savedStatement sql: String) { pieces = [.raw(sql)] }

    /// Appends fixed SQL. `StaticString` keeps runtime text out: only literals compile here.
    mutating func append(_ raw: StaticString) { pieces.append(.raw(raw.description)) }

    /// Appends a fixed keyword chosen at run time among literals (such as `ASC` or `DESC`).
    mutating func appendKeyword(_ keyword: Keyword) { pieces.append(.raw(keyword.rawValue)) }

    /// Appends a quoted identifier.
    mutating func append(identifier: String) { pieces.append(.identifier(identifier)) }

    /// Appends the entity's relation: `"table"`, or `"schema"."table"` for one of another schema.
    mutating func append(relation entity: Entity) {
        if let schema = entity.schema {
            pieces.append(.identifier(schema))
            pieces.append(.raw("."))
        }
        pieces.append(.identifier(entity.tableName))
    }

    /// Appends `"table"."column"` (`"schema"."table"."column"` for a relation of another schema).
    mutating func append(relation entity: Entity, column: String) {
        append(relation: entity)
        pieces.append(.raw("."))
        pieces.append(.identifier(column))
    }

    /// Appends a type as PostgreSQL's catalogue writes it (`format_type`'s output, read by
    /// reflection into ``Attribute/declaredType``: `character varying(200)`, `inventory.stock_condition`),
    /// for a cast to a column's own type. The catalogue quotes the names inside it; text from a
    /// request never reaches here, only an attribute of the model.
    mutating func append(castTypeOf attribute: Attribute) { pieces.append(.raw(attribute.declaredType)) }

    /// Appends `text` as an SQL string literal (`'it''s'`): a name of the model, where a
    /// statement kept as text cannot hold a parameter.
    mutating func append(stringLiteral text: String) {
        pieces.append(.raw("'" + text.replacingOccurrences(of: "'", with: "''") + "'"))
    }

    /// Appends a bound parameter.
    mutating func append(bind value: DatabaseValue) { pieces.append(.bind(value)) }

    /// Appends an integer the program computed (a page's size, an offset) as a literal, not a
    /// parameter. SQLite plans a statement again whenever a new value is bound to its `LIMIT`,
    /// which undoes keeping it prepared; a literal makes a statement per size instead, and a list
    /// has few sizes.
    mutating func append(integer value: Int) { pieces.append(.raw(String(value))) }

    mutating func append(_ fragment: SQLFragment) { pieces.append(.fragment(fragment)) }

    /// Appends `fragments` separated by `separator`.
    mutating func append(joining fragments: [SQLFragment], separator: StaticString) {
        for (index, fragment) in fragments.enumerated() {
            if index > 0 { append(separator) }
            append(fragment)
        }
    }

    var isEmpty: Bool { pieces.isEmpty }

    /// Writes the fragment's SQL and values into `statement`, as `dialect` writes them.
    func write(into statement: inout SQLStatement, dialect: SQLDialect) {
        for piece in pieces {
            switch piece {
            case .raw(let sql): statement.sql.append(sql)
            case .identifier(let name): dialect.writeIdentifier(name, into: &statement.sql)
            case .bind(let value):
                statement.binds.append(value)
                dialect.writeParameter(into: &statement)
            case .fragment(let fragment): fragment.write(into: &statement, dialect: dialect)
            }
        }
    }
}
