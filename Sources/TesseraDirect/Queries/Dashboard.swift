import TesseraRules

/// A page of saved queries shown at a glance (`/d/NAME`): each tile a query's rows as a key
/// figure, a micro chart or a small table — Fiori's overview pages, from a file of queries.
///
/// ```yaml
/// dashboards:
///   morning:
///     title: Every morning
///     tiles:
///       - query: open-rentals
///         show: kpi
///       - query: rentals-by-month
///         show: line
///       - query: late-rentals
///         show: table
///         values:
///           before: 2005-06-01
/// ```
public struct Dashboard: Sendable, Identifiable, RuleValueConvertible, RuleMemberLookup {
    /// The name in its address (`/d/NAME`): letters, digits, `-` and `_`.
    public var name: String
    /// What its page and the start page call it; its name when `nil`.
    public var title: String?
    /// What it is for, under its title.
    public var description: String?
    /// Its tiles, in order.
    public var tiles: [Tile]
    /// Who may open it, as a rule's condition; everyone when `nil`. Each tile's query keeps
    /// its own condition too: a tile a person may not run is left out.
    public var allowed: TesseraRules.Qualifier?

    public var id: String { name }

    /// A dashboard named `name` of `tiles`.
    public init(name: String, title: String? = nil, description: String? = nil, tiles: [Tile], allowed: TesseraRules.Qualifier? = nil) {
        self.name = name
        self.title = title
        self.description = description
        self.tiles = tiles
        self.allowed = allowed
    }

    /// Its title, or its name.
    public var displayTitle: String { title ?? name }

    /// A dashboard compares as its name: `dashboard = 'morning'`.
    public var ruleValue: RuleValue { .string(name) }

    public static var ruleMemberNames: Set<String> { ["name", "title"] }

    public func ruleMember(named member: String) -> (any Sendable)? {
        switch member {
        case "name": name
        case "title": displayTitle
        default: nil
        }
    }

    /// One saved query's rows on a dashboard.
    public struct Tile: Sendable {
        /// The saved query it shows (one that reads).
        public var query: String
        /// How it shows the rows.
        public var show: Kind
        /// Its title; the query's when `nil`.
        public var title: String?
        /// The values of the query's parameters, by name, as a form would send them.
        public var values: [String: String]

        /// A tile showing the saved query `query` as `show`.
        public init(query: String, show: Kind, title: String? = nil, values: [String: String] = [:]) {
            self.query = query
            self.show = show
            self.title = title
            self.values = values
        }

        /// How a tile shows its query's rows.
        public enum Kind: String, Sendable, CaseIterable {
            /// The value in the last column of the last row, large (`KPIItem`); with more rows,
            /// that column's values as its trend.
            case kpi
            /// Each row a point: the first column its label, the last its value.
            case line, area, column, bar
            /// The first rows as a table, with a link to the query's page.
            case table
        }
    }
}

/// The dashboard a page shows (``Dashboard``): `dashboard.name`, `dashboard.title`; `null` on
/// other pages.
public enum DashboardKey: RuleKey {
    public static let defaultValue: Dashboard? = nil
}

extension RuleContext {
    /// The dashboard the page shows: ``DashboardKey``.
    public var dashboard: Dashboard? {
        get { self[DashboardKey.self] }
        set { self[DashboardKey.self] = newValue }
    }
}

/// The dashboard the start page shows above its tables, by name (``Dashboard``): a person's
/// overview of key figures, charts and tables as they open the application.
///
/// ```
/// task = 'query' and user.roles contains 'staff' => startDashboard = 'morning'
/// ```
///
/// `nil` (the default) shows none; a name no dashboard has, or one the person may not open,
/// shows none either.
public enum StartDashboardKey: RuleKey {
    public static let defaultValue: String? = nil
}

extension RuleContext {
    /// The dashboard the start page shows: ``StartDashboardKey``.
    public var startDashboard: String? {
        get { self[StartDashboardKey.self] }
        set { self[StartDashboardKey.self] = newValue }
    }
}
