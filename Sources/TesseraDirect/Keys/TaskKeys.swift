import TesseraRules

// The keys that say what the application is doing: Direct to SwiftUI's `task` and the keys that
// follow from it. Every key can be given, or set by a rule; the computed ones have a sensible
// default derived from the others.

/// What the page does: `query` (the list of entities), `list` (one entity's rows), `inspect` (one
/// row), `edit` (a form for one row, or a new one), `delete` (the confirmation of a delete).
public enum TaskKey: RuleKey {
    public static let defaultValue = DirectTask.query
}

/// What following a row or an entity does: from a list, or a row's related rows, `inspect` (the
/// row's page) by default, or `edit` (its form); from the entity list (task `query`), `list` (the
/// entity's rows) by default, or `edit` (a form for a new row). A row or entity that cannot be
/// changed is always shown, not edited.
public enum NextTaskKey: ComputedRuleKey {
    public static let defaultValue = DirectTask.inspect

    public static func value(in context: RuleContext) -> DirectTask {
        context.task == .query ? .list : .inspect
    }
}

/// The page component for the task: `EntityList`, `QueryList`, `Inspect`, `Edit` or
/// `ConfirmDelete`.
///
/// A rule names another of the look's pages, or hands over a view of yours:
/// `\.task == .inspect && \.entity.name == "customer" => \.page <= CustomerPage()`.
public enum PageKey: ComputedRuleKey {
    public static let defaultValue: DirectView = .entityList

    public static func value(in context: RuleContext) -> DirectView {
        switch context.task {
        case .list: .queryList
        case .inspect: .inspect
        case .edit: .edit
        case .delete: .confirmDelete
        case .history: .history
        case .bulk: .confirmBulk
        case .sql: .sqlQuery
        case .savedQuery: .savedQuery
        case .dashboard: .dashboard
        default: .entityList
        }
    }
}

/// The look: a set of pages. `basic` (tables and a property grid) or `fiori` (the business
/// components of `TesseraComponents`: lists of `ObjectItem`s, inspect pages under an
/// `ObjectHeader`, the entities' row counts as key figures).
///
/// A rule chooses it for the whole application or for some pages only:
/// `entity.name = 'film' => look = 'fiori'`.
public enum LookKey: RuleKey {
    public static let defaultValue = "basic"
}

/// Whether the application changes nothing: no edit, create or delete anywhere.
public enum ReadOnlyKey: RuleKey {
    public static let defaultValue = false
}

/// Whether the person may ask the database questions of their own on the SQL page (`/sql`):
/// read-only queries, which the engine runs so that they change nothing and, on SQLite, read
/// nothing the rules hide from that person. True unless a rule says otherwise, or the server
/// was started with `--no-sql`:
///
/// ```
/// not (user.roles contains 'analyst') => allowsSQL = false
/// ```
public enum AllowsSQLKey: RuleKey {
    public static let defaultValue = true
}

/// Whether the person may run the saved query the context names (``SavedQueryKey``), besides
/// its own `allowed` condition: who may run which query, said in the rules file and reloaded with
/// it. True unless a rule says otherwise. A query a person may not run is not listed for them
/// (start page, OpenAPI), its page and files answer 403, and a dashboard leaves its tiles out.
///
/// ```
/// savedQuery.name = 'payments' and not (user.roles contains 'admin') => allowsSavedQuery = false
/// ```
public enum AllowsSavedQueryKey: RuleKey {
    public static let defaultValue = true
}

/// Whether the person may open the dashboard the context names (``DashboardKey``), besides its
/// own `allowed` condition; true unless a rule says otherwise. A dashboard a person may not open
/// is not listed for them, and its page and live stream answer 403.
///
/// ```
/// dashboard.name = 'money' and not (user.roles contains 'owner') => allowsDashboard = false
/// ```
public enum AllowsDashboardKey: RuleKey {
    public static let defaultValue = true
}

/// How many rows a list shows at a time (Direct to Web's name); a `size` parameter in the
/// address asks for another number, up to 500.
public enum NumberOfObjectsPerBatchKey: RuleKey {
    public static let defaultValue = 25
}

/// Characters a list, and its JSON, read and show of each long text or JSON value of an entity:
/// `entity.name = 'document' => cellPreviewLength = 80`. `nil` (the default) for the
/// application's (`--cell-preview-length`, 300); kept between 64 and 100,000, as the flag is.
/// The rest of a value is a download away.
public enum CellPreviewLengthKey: RuleKey {
    public static let defaultValue: Int? = nil
}

/// Whether pages show, for every property, which rules chose its component, label and formatter.
public enum DebugKey: RuleKey {
    public static let defaultValue = false
}

extension RuleContext {
    /// What the page does: `query`, `list`, `inspect` or `edit`.
    public var task: DirectTask {
        get { self[TaskKey.self] }
        set { self[TaskKey.self] = newValue }
    }

    /// What following a row does: `inspect` or `edit`.
    public var nextTask: DirectTask {
        get { self[NextTaskKey.self] }
        set { self[NextTaskKey.self] = newValue }
    }

    /// The page component for the task.
    public var page: DirectView {
        get { self[PageKey.self] }
        set { self[PageKey.self] = newValue }
    }

    /// The look.
    public var look: String {
        get { self[LookKey.self] }
        set { self[LookKey.self] = newValue }
    }

    /// Whether the person may use the SQL page: ``AllowsSQLKey``.
    public var allowsSQL: Bool {
        get { self[AllowsSQLKey.self] }
        set { self[AllowsSQLKey.self] = newValue }
    }

    /// Whether the person may run the saved query of the context: ``AllowsSavedQueryKey``.
    public var allowsSavedQuery: Bool {
        get { self[AllowsSavedQueryKey.self] }
        set { self[AllowsSavedQueryKey.self] = newValue }
    }

    /// Whether the person may open the dashboard of the context: ``AllowsDashboardKey``.
    public var allowsDashboard: Bool {
        get { self[AllowsDashboardKey.self] }
        set { self[AllowsDashboardKey.self] = newValue }
    }

    /// Whether the application changes nothing.
    public var readOnly: Bool {
        get { self[ReadOnlyKey.self] }
        set { self[ReadOnlyKey.self] = newValue }
    }

    /// How many rows a list shows at a time.
    public var numberOfObjectsPerBatch: Int {
        get { self[NumberOfObjectsPerBatchKey.self] }
        set { self[NumberOfObjectsPerBatchKey.self] = newValue }
    }

    /// Characters a list reads and shows of a long value, when a rule says.
    public var cellPreviewLength: Int? {
        get { self[CellPreviewLengthKey.self] }
        set { self[CellPreviewLengthKey.self] = newValue }
    }

    /// Whether pages explain their rules.
    public var debug: Bool {
        get { self[DebugKey.self] }
        set { self[DebugKey.self] = newValue }
    }
}
