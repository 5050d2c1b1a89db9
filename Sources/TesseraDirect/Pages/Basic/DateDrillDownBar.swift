import Tessera
import TesseraData

/// A list's drill-down by date above its rows, in both looks: the way back ("All dates ›
/// 2005 ›"), where the list stands ("May 2005"), then the periods under it with their rows —
/// each a link that narrows the list.
struct DateDrillDownBar: View {
    let drillDown: DateDrillDown
    let label: String
    let entityName: String
    let paths: DirectPaths

    var body: some View {
        HStack(spacing: 10) {
            Text(label + ":").foregroundStyle(.secondary)
            ForEach(Array(drillDown.trail.enumerated()), id: \.offset) { _, step in
                HStack(spacing: 10) {
                    Link(step.title, destination: paths.list(entityName, query: step.query))
                    Text("›").foregroundStyle(.secondary).attribute("aria-hidden", "true")
                }
            }
            if let current = drillDown.current {
                Text(current).bold().attribute("aria-current", "page")
            }
            ForEach(Array(drillDown.periods.enumerated()), id: \.offset) { _, step in
                Link(destination: paths.list(entityName, query: step.query)) {
                    Text(step.title)
                    Text(" " + (step.count ?? 0).formatted()).foregroundStyle(.secondary).font(.footnote).attribute("data-period-count", nil)
                }
                .accessibilityLabel([step.title, drillDown.current].compactMap { $0 }.joined(separator: " ") + ": \((step.count ?? 0).formatted()) rows")
            }
        }
        .attribute("data-date-drill-down", nil)
        .attribute("role", "navigation")
        .accessibilityLabel(label + " by date")
    }
}
