import Tessera
import TesseraRules

/// The basic look's `EntityList` page (task `query`): every visible entity with its row count.
public struct EntityListPage: View {
    @Environment(\.entitySummaries) private var summaries
    @Environment(\.ruleContext) private var context
    @Environment(\.directPaths) private var paths

    /// The page; it reads what it shows from the environment.
    public init() {}

    public var body: some View {
        if summaries.isEmpty {
            Text("This database has no tables or views to show.").foregroundStyle(.secondary)
        } else {
            Table(summaries, id: \.entity.name) {
                TableColumn("Entity") { summary in
                    Link(name(of: summary), destination: paths.list(summary.entity.name))
                }
                TableColumn("Rows") { summary in
                    if let failure = summary.countFailure {
                        Text(summary.countText).foregroundStyle(.secondary).help(failure)
                    } else {
                        Text(summary.countText)
                    }
                }
                TableColumn("Kind") { summary in
                    Text(summary.entity.kindDescription)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    private func name(of summary: EntitySummary) -> String {
        var entityContext = context
        entityContext.entity = summary.entity
        return entityContext.displayNameForEntity
    }
}
