/// What the database does to the rows that refer to a row when that row is deleted: the
/// `ON DELETE` clause of their foreign key (Core Data and EOF call it a relationship's delete
/// rule).
public enum DeleteRule: String, Sendable, Hashable, CaseIterable {
    /// `NO ACTION` (the default): the delete fails while rows refer to the row.
    case noAction
    /// `RESTRICT`: the delete fails while rows refer to the row, checked at once.
    case restrict
    /// `CASCADE`: the rows that refer to the row are deleted with it.
    case cascade
    /// `SET NULL`: the rows that refer to the row keep their place but refer to nothing.
    case setNull
    /// `SET DEFAULT`: the rows that refer to the row refer to their column's default instead.
    case setDefault

    /// Whether rows that refer to a row stop its deletion.
    public var blocksDeletion: Bool { self == .noAction || self == .restrict }

    /// The rule named as SQLite's `pragma_foreign_key_list` writes it (`CASCADE`, `SET NULL`…)
    /// or as PostgreSQL's `pg_constraint.confdeltype` does (`c`, `n`…); `noAction` for others.
    init(engineName: String) {
        switch engineName.uppercased() {
        case "CASCADE", "C": self = .cascade
        case "RESTRICT", "R": self = .restrict
        case "SET NULL", "N": self = .setNull
        case "SET DEFAULT", "D": self = .setDefault
        default: self = .noAction
        }
    }
}
