/// An error from the data layer that is not about a field's value: an unknown name, a broken
/// page link, a read-only entity, a connection that failed, a server that went away, a lock held
/// too long, a query the database refused.
///
/// The ``message`` says what happened and what to do about it:
///
/// ```
/// There is no table or view named 'flim'. Did you mean 'film'?
/// ```
///
/// Field-level problems are ``ValidationError``s, and a row changed by someone else since it was
/// read is an ``OptimisticLockingConflict``.
public struct DatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is, to react to it in code.
    public enum Kind: String, Sendable, Hashable {
        /// The path or URL could not be opened, or the server could not be reached.
        case connection
        /// A name that is not a table or view of the model.
        case unknownEntity
        /// A name that is not an attribute of the entity.
        case unknownAttribute
        /// A name that is not a relationship of the entity.
        case unknownRelationship
        /// A qualifier that does not fit the entity (the text parsed; see ``QualifierParseError``
        /// for text that does not).
        case invalidQualifier
        /// A page cursor that is damaged, forged or made for another list.
        case invalidCursor
        /// A save to a view or a table without a primary key.
        case readOnlyEntity
        /// A row to update or delete that no longer exists.
        case rowNotFound
        /// The database refused a statement for a reason not covered above.
        case database
        /// The server cannot be reached right now, or the connection to it broke: the same
        /// operation works again once it answers. (A database that cannot be opened at all is
        /// ``connection``.)
        case unavailable
        /// Another session holds a lock the operation waited for until it gave up (SQLite's
        /// busy file, PostgreSQL's lock timeout or deadlock): the same operation works again
        /// once it is released.
        case busy
        /// A PostgreSQL materialized view created `WITH NO DATA` and not refreshed since: it has
        /// no rows to read until `REFRESH MATERIALIZED VIEW` fills it.
        case notPopulated
        /// A statement given a time limit (a facet's counts, a suggestion) ran longer and the
        /// engine stopped it: nothing is wrong with it but its cost on this data.
        case timedOut
        /// An ad-hoc query (``SQLQuery``) that is not one query with its parameters: empty, more
        /// than one statement, a parameter without a value, text the engine cannot parse.
        case invalidQuery
        /// An ad-hoc query that would do what the SQL page does not allow: change the database or
        /// its settings, attach a file, end a transaction, call a function outside those allowed,
        /// read a table or column the rules hide. The engine refused it; nothing happened.
        case refused
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// What happened and what to do.
    public var message: String
    /// What the engine itself said, when the failure is the engine's: kept so that a program
    /// can react to the exact condition (`engine?.sqlState == "23505"`) and a log can show it.
    public var engine: EngineDetails?

    /// The engine's own account of a failure: PostgreSQL's error fields, or SQLite's message.
    public struct EngineDetails: Sendable, Hashable {
        /// The engine's message, as it wrote it.
        public var message: String
        /// PostgreSQL's SQLSTATE (`23505` for a unique violation, `22P02` for invalid text for
        /// a type); `nil` on SQLite.
        public var sqlState: String?
        /// The constraint that failed, where the engine names it.
        public var constraintName: String?
        /// The column concerned, where the engine names it.
        public var columnName: String?
        /// PostgreSQL's detail line (`Key (email)=(a@b.c) already exists.`).
        public var detail: String?
        /// Where in an ad-hoc query's text (``SQLQuery/text``) the engine found the mistake, as an
        /// offset in Unicode scalars from its start; `nil` when the engine does not say, and for
        /// every statement of the module's own.
        public var position: Int?
    }

    /// Creates an error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// Creates an error of `kind` saying `message`, keeping what the engine said.
    init(_ kind: Kind, _ message: String, engine error: EngineError) {
        self.init(kind, message)
        self.engine = EngineDetails(
            message: error.message, sqlState: error.sqlState, constraintName: error.constraintName, columnName: error.columnName,
            detail: error.detail, position: error.position)
    }

    /// The ``message``.
    public var description: String { message }
}
