import Tessera
import TesseraRules

/// With `debug` on, under a list: which rule chose each column's component, label and formatter
/// (or that the default did), and whether the column is decided once for every row or row by row
/// because a rule that decides it reads the row.
struct ListRulesNote: View {
    let plan: PagePlan

    var body: some View {
        DisclosureGroup(isExpanded: true) {
            VStack(alignment: .leading, spacing: 10) {
                ForEach(Array(plan.properties.enumerated()), id: \.offset) { _, property in
                    VStack(alignment: .leading, spacing: 2) {
                        RuleExplanationNote(context: property.context)
                        Text(Self.decision(of: property))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .attribute("data-debug-plan", property.keysDecidedPerRow.isEmpty ? "page" : "row")
                    }
                }
            }
        } label: {
            Label("Rules of the columns", systemImage: "info.circle")
        }
        .attribute("data-debug", "columns")
    }

    /// "Decided once for every row", or which keys each row decides again.
    static func decision(of property: PropertyPlan) -> String {
        if property.keysDecidedPerRow.isEmpty { return "Decided once for every row." }
        return "Decided row by row, because a rule that decides it reads the row: " + property.keysDecidedPerRow.joined(separator: ", ") + "."
    }
}
