import Tessera
import TesseraData
import TesseraRules

/// The row a to-one relationship points to, summarized: its link by name, as `DisplayToOne`
/// shows it, and the first values its own list shows — Direct to SwiftUI's
/// `D2SDisplayToOneSummary`. A film's language reads "English", a rental's customer "MARY SMITH ·
/// mary.smith@… · Store 1".
///
/// The values are those of the destination's list as the rules decide it for the person (its
/// `displayPropertyKeys`, less what they hide), without its key, the columns that name it, and
/// links to further rows (which are not loaded with it); at most three, each formatted as the
/// list formats it.
struct DisplayToOneSummary: View {
    let cell: PropertyCell
    @Environment(\.pagePlans) private var pagePlans

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            DisplayToOne(cell: cell)
            if let relationship = cell.relationship, relationship.kind == .toOne,
                let target = cell.object?.related[relationship.name]?.first
            {
                ForEach(Array(Self.summary(of: relationship, in: cell.context, paths: cell.paths, plans: pagePlans).enumerated()), id: \.offset) { _, property in
                    Text("·").foregroundStyle(.secondary).attribute("aria-hidden", "true")
                    PlannedCellView(property: property, row: target)
                }
            }
        }
        .attribute("data-summary", nil)
    }

    /// The plans of the destination's values a summary shows.
    static func summary(of relationship: Relationship, in context: RuleContext, paths: DirectPaths, plans: RuleAnswerCache<PagePlan>?) -> [PropertyPlan] {
        guard let (destination, plan) = listPlan(ofDestinationOf: relationship, in: context, paths: paths, plans: plans) else { return [] }
        let naming = Set(plan.naming?.attributeNames ?? [])
        return Array(plan.properties.filter { property in
            guard let attribute = destination.attributeIfPresent(named: property.propertyKey) else { return false }
            return !attribute.isPrimaryKey && !naming.contains(attribute.name) && !attribute.isMaintainedTimestamp
                && attribute.valueType != .blob && attribute.valueType != .json
        }.prefix(3))
    }
}
