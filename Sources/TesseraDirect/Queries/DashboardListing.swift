import TesseraData

/// What a dashboard's page (task `dashboard`, `/d/NAME`) shows: its tiles, each its query's rows
/// or why they could not be read.
public struct DashboardListing: Sendable {
    /// The dashboard.
    public var dashboard: Dashboard
    /// The tiles the person may see, in order.
    public var tiles: [Tile]

    /// One tile, read.
    public struct Tile: Sendable {
        /// Its title.
        public var title: String
        /// How it shows the rows.
        public var show: Dashboard.Tile.Kind
        /// The rows, when the query ran.
        public var result: SQLQueryResult?
        /// Why it did not.
        public var failure: String?
        /// The query's page with the tile's values: where its tile leads.
        public var address: String
        /// For each column, the table its values are keys of (as ``SQLQueryListing/linkedEntities``).
        public var linkedEntities: [String?] = []
    }
}
