import Foundation
import Tessera
import TesseraData
import TesseraRules

/// The `History` page of both looks: changes made through the application, newest first — one
/// row's (`/e/ENTITY/KEY/history`) or everyone's recent ones (`/history`), narrowed to a person,
/// an entity or days. Each change says who made it, when, and each value before and after, with
/// an Undo button where the person may undo it.
public struct HistoryPage: View {
    @Environment(\.historyListing) private var listing
    @Environment(\.directPaths) private var paths

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if let listing {
            VStack(alignment: .leading, spacing: 16) {
                if !listing.isRowHistory {
                    HistoryFilter(listing: listing)
                }
                if listing.items.isEmpty {
                    Text(listing.olderAddress == nil && listing.query.before == nil && !listing.query.isFiltered ? DirectText.noChangesYet : .noChangesFound)
                        .foregroundStyle(.secondary)
                        .attribute("data-history-empty", nil)
                } else {
                    VStack(alignment: .leading, spacing: 12) {
                        ForEach(listing.items, id: \.entry.id) { item in
                            HistoryItemView(item: item, showsRow: !listing.isRowHistory)
                        }
                    }
                    .attribute("data-history", nil)
                }
                if let older = listing.olderAddress {
                    Link(destination: older) { Label(DirectText.olderChanges, systemImage: "chevron.right") }
                        .attribute("data-history-older", nil)
                }
            }
        }
    }
}

/// One change: what, to which row, by whom and when, then each value before and after.
struct HistoryItemView: View {
    let item: HistoryListing.Item
    let showsRow: Bool

    private var verb: DirectText { Self.verb(of: item) }
    private var rowName: String { Self.rowName(of: item) }

    /// What was done: "Created", "Changed", "Deleted".
    static func verb(of item: HistoryListing.Item) -> DirectText {
        .historyAction(item.entry.action)
    }

    /// The row changed, as its table and key: "Film 42" (its values may be gone).
    static func rowName(of item: HistoryListing.Item) -> String {
        "\(item.entityDisplayName) \(item.entry.key.map { $0 ?? "NULL" }.joined(separator: ", "))"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Text(verb).bold()
                if showsRow {
                    if let address = item.rowAddress {
                        Link(rowName, destination: address)
                    } else {
                        Text(rowName)
                    }
                }
                Text(DirectText.changedBy(item.entry.user)).foregroundStyle(.secondary)
                Text(HistoryTime.text(item.entry.time)).foregroundStyle(.secondary).font(.footnote)
                if showsRow {
                    Link(DirectText.history, destination: item.historyAddress).font(.footnote)
                }
                if let undo = item.undoAddress {
                    Spacer()
                    UndoButton(address: undo, action: item.entry.action)
                }
            }
            .attribute("data-history-summary", nil)
            if !item.changes.isEmpty {
                Grid(alignment: .topLeading, horizontalSpacing: 12, verticalSpacing: 4) {
                    ForEach(Array(item.changes.enumerated()), id: \.offset) { _, change in
                        GridRow {
                            Text(change.label).foregroundStyle(.secondary)
                            HistoryChangeText(change: change)
                        }
                    }
                }
                .font(.footnote)
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.secondary.opacity(0.06))
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .attribute("data-history-entry", String(item.entry.id))
        .attribute("data-history-action", item.entry.action.rawValue)
    }
}

/// A value before and after: `old → new`, or the one side a created or deleted row has.
struct HistoryChangeText: View {
    let change: HistoryListing.Change

    private static func shown(_ value: String?) -> String {
        guard let value else { return "—" }
        return DisplayLimit.prefix(value, DisplayLimit.cell)
    }

    var body: some View {
        // In a stack of its own: a grid's cell is a table cell, which would undo the row's
        // spacing were the row the cell.
        VStack(alignment: .leading, spacing: 0) { values }
    }

    @ViewBuilder private var values: some View {
        HStack(spacing: 6) {
            if let before = change.before {
                Text(Self.shown(before)).strikethrough(change.after != nil).attribute("data-before", nil)
            }
            if change.before != nil && change.after != nil {
                Text("→").foregroundStyle(.secondary)
            }
            if let after = change.after {
                Text(Self.shown(after)).attribute("data-after", nil)
            }
        }
    }
}

/// A history entry's time, in UTC: `2026-11-27 14:05:09 UTC`.
enum HistoryTime {
    static func text(_ milliseconds: Int64) -> String {
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ number: Int?) -> String { String(format: "%02d", number ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) UTC"
    }
}

/// On the entity list: the person's last changes (everyone's, without a sign-in), each a line
/// with a link to the row, and the whole history's link — where one left off, at a glance.
struct RecentChangesView: View {
    @Environment(\.recentChanges) private var changes
    @Environment(\.directPaths) private var paths
    @Environment(\.ruleContext) private var context

    var body: some View {
        if !changes.isEmpty {
            VStack(alignment: .leading, spacing: 6) {
                Text(DirectText.recentChanges(isYours: context.user != nil)).font(.headline).accessibilityHeading(.h2)
                ForEach(changes, id: \.entry.id) { item in
                    HStack(spacing: 6) {
                        Text(HistoryItemView.verb(of: item))
                        if let address = item.rowAddress {
                            Link(HistoryItemView.rowName(of: item), destination: address)
                        } else {
                            Text(HistoryItemView.rowName(of: item))
                        }
                        Text(HistoryTime.text(item.entry.time)).foregroundStyle(.secondary).font(.footnote)
                    }
                }
                Link(DirectText.allChanges, destination: paths.history(user: context.user?.name)).font(.footnote)
            }
            .attribute("data-recent-changes", nil)
        }
    }
}
