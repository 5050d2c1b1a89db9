/// How the SQL page (`/sql`) runs the queries people write there.
///
/// The queries are read-only by construction — the engine refuses anything else — and on SQLite
/// they cannot read what the rules hide from the person asking. On PostgreSQL, which has no hook
/// to refuse a column, the page is open only to people from whom the rules hide nothing, unless
/// ``role`` names a role whose privileges are what the page may read.
public struct DirectSQLSettings: Sendable, Hashable {
    /// Whether the page exists at all; the `allowsSQL` rule decides for each person where it does.
    public var isEnabled: Bool
    /// How long a query may run before the engine stops it: on the page, and for an export.
    public var timeLimit: Duration
    /// How long an export's reading may take in all.
    public var exportTimeLimit: Duration
    /// The most rows the page shows; the exports give every row.
    public var pageRowLimit: Int
    /// PostgreSQL only: the role the queries run as (`SET LOCAL ROLE`), whose privileges decide
    /// what they may read.
    public var role: String?

    /// The page, queries stopped after `timeLimit` (exports after `exportTimeLimit`), showing at
    /// most `pageRowLimit` rows, run as `role` on PostgreSQL.
    public init(
        isEnabled: Bool = true, timeLimit: Duration = .seconds(1), exportTimeLimit: Duration = .seconds(60), pageRowLimit: Int = 1000,
        role: String? = nil
    ) {
        self.isEnabled = isEnabled
        self.timeLimit = timeLimit
        self.exportTimeLimit = exportTimeLimit
        self.pageRowLimit = max(1, pageRowLimit)
        self.role = role
    }

    /// No SQL page.
    public static let disabled = DirectSQLSettings(isEnabled: false)
}
