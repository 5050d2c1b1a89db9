/// A value an undo wrote that the database did not keep as the history had it (SQLite keeps
/// `'yes'` in a boolean column, which reads back as `true`): thrown inside the undo's
/// transaction, so that nothing of the undo is kept, and answered with a refusal that names the
/// column. An undo that does not give a value back exactly would lose data unseen.
struct UndoMismatch: Error, Sendable {
    /// The column.
    var column: String
    /// Its value as the history kept it, the value the undo meant to write back.
    var kept: String?
    /// Its value as the database now keeps it.
    var stored: String?
}
