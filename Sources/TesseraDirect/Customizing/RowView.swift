import Tessera
import TesseraRules

/// The row the rules choose for the environment's object, as a list shows it: Direct to SwiftUI's
/// row of a `D2SQueryList`.
///
/// It shows the view the `rowComponent` key names for the rule context's `object` — a view a rule
/// handed over, or the look's replacement for the name — and otherwise the object as an
/// `ObjectItem`: its name linking to it, and its first properties, each shown by the component the
/// rules choose. A list of your own lays rows out with it:
///
/// ```swift
/// struct FilmShelf: View {
///     @Environment(\.displayGroup) private var group
///     @Environment(\.ruleContext) private var context
///
///     var body: some View {
///         ForEach(group?.rows ?? [], id: \.primaryKey) { film in
///             RowView().ruleContext { $0.object = film }
///         }
///     }
/// }
/// ```
public struct RowView: View {
    @Environment(\.ruleContext) private var context
    @Environment(\.directLook) private var look
    @Environment(\.directPaths) private var paths
    @Environment(\.pagePlan) private var pagePlan

    /// The row of the environment's `object`.
    public init() {}

    public var body: some View {
        let row = context.rowComponent
        if let custom = row.customView ?? look.replacement(for: row.name)?.customView {
            custom
        } else if row.name != RowComponentKey.defaultValue.name {
            UnknownComponent(kind: "row component", name: row.name)
        } else if let object = context.object, let entity = context.entity {
            // The page's plan when it is this list's (a plan holds for every row of the entity).
            FioriRows(plan: PagePlan.forPage(pagePlan, entity: entity, context: context, paths: paths)).item(for: object)
        }
    }
}
