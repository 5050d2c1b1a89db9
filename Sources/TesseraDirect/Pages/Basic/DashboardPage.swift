import Tessera
import TesseraComponents
import TesseraData

/// The `Dashboard` page of both looks (`/d/NAME`): its description, then its tiles in a grid as
/// wide as the page gives — each a saved query's rows as a key figure (`KPIItem`), a micro chart
/// or a small table, titled by a link to the query's page.
public struct DashboardPage: View {
    @Environment(\.dashboardListing) private var listing

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let listing {
            VStack(alignment: .leading, spacing: 16) {
                if let description = listing.dashboard.description {
                    Text(description).foregroundStyle(.secondary)
                }
                DashboardTiles(listing: listing)
            }
            .attribute("data-query-page", nil)
        }
    }
}

/// A dashboard's tiles in a grid as wide as the page gives: on its page, and on the start page
/// when a rule makes it the start dashboard.
///
/// Where the server keeps dashboards live, the grid names its stream (`data-live-dashboard`):
/// the script listens there and, when a table its tiles read changes, reads the page again and
/// puts the new tiles in place of these.
struct DashboardTiles: View {
    let listing: DashboardListing
    @Environment(\.dashboardsAreLive) private var isLive
    @Environment(\.dashboardChanges) private var changes
    @Environment(\.directPaths) private var paths

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(Array(listing.tiles.enumerated()), id: \.offset) { _, tile in
                DashboardTile(tile: tile)
            }
        }
        .attribute("data-dashboard", listing.dashboard.name)
        .attribute("data-live-dashboard", paths.dashboardEvents(listing.dashboard.name, since: changes), when: isLive)
    }
}

/// One tile: its title, a link to its query, and its rows as the tile shows them — or why
/// there are none.
struct DashboardTile: View {
    let tile: DashboardListing.Tile

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let failure = tile.failure {
                Link(tile.title, destination: tile.address).font(.headline)
                Text(failure).font(.footnote).foregroundStyle(.red).attribute("role", "alert")
            } else if let result = tile.result {
                switch tile.show {
                case .kpi:
                    KPIItem(kpi: Self.kpiText(result), subtitle: tile.title, trend: Self.trend(result).map { LinePlot($0) })
                    Link(DirectText.theQuery, destination: tile.address).font(.footnote)
                case .table:
                    Link(tile.title, destination: tile.address).font(.headline)
                    SQLQueryResultView(result: result, linkedEntities: tile.linkedEntities, address: tile.address, csvAddress: nil, jsonAddress: nil)
                case .line, .area, .column, .bar:
                    MicroChartOfKind(kind: Self.chartKind(tile.show), title: tile.title, subtitle: Self.subtitle(result), points: Self.points(result))
                    Link(DirectText.theQuery, destination: tile.address).font(.footnote)
                }
            }
        }
        .padding(16)
        .attribute("data-dashboard-tile", tile.show.rawValue)
    }

    static func chartKind(_ kind: Dashboard.Tile.Kind) -> DirectChartKind {
        switch kind {
        case .area: .area
        case .column: .column
        case .bar: .bar
        default: .line
        }
    }

    /// The value in the last column of the last row: what a key figure shows.
    static func kpiText(_ result: SQLQueryResult) -> String {
        guard let value = result.rows.last?.last else { return "–" }
        if let number = number(value) {
            return number.rounded() == number && abs(number) < 1e15 ? Int64(number).formatted() : number.formatted(.number.precision(.fractionLength(0...2)))
        }
        return value.text.map { DisplayLimit.prefix($0, 40) } ?? "–"
    }

    /// The last column's values, when there are several rows of numbers: a key figure's trend.
    static func trend(_ result: SQLQueryResult) -> [Double]? {
        guard result.rows.count > 1 else { return nil }
        let values = result.rows.compactMap { $0.last.flatMap(number) }
        return values.count == result.rows.count ? values : nil
    }

    /// Each row a point: the first column its label, the last its value.
    static func points(_ result: SQLQueryResult) -> [MicroChartPoint] {
        result.rows.compactMap { row in
            guard let value = row.last.flatMap(number) else { return nil }
            let label = row.count > 1 ? (row.first?.text ?? "") : ""
            return MicroChartPoint(label, value, valueText: row.last?.text)
        }
    }

    /// What the chart draws: its columns' names.
    static func subtitle(_ result: SQLQueryResult) -> String {
        guard let last = result.columns.last?.name else { return "" }
        guard result.columns.count > 1, let first = result.columns.first?.name else { return last }
        return "\(last) by \(first)" + (result.hasMoreRows ? ", the first \(result.rows.count)" : "")
    }

    static func number(_ value: DatabaseValue) -> Double? {
        switch value {
        case .integer(let integer): Double(integer)
        case .double(let double): double.isFinite ? double : nil
        case .decimal(let text), .text(let text): Double(text)
        default: nil
        }
    }
}
