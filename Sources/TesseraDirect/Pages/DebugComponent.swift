import Tessera
import TesseraRules

/// What a page shows under it with `debug` on: the view the `debugComponent` key names — the
/// look's "Rules of the page", or a view of yours.
struct DebugComponent: View {
    let context: RuleContext

    var body: some View {
        LookSlot(context.debugComponent, default: DebugComponentKey.defaultValue.name) {
            PageRulesNote(context: context)
        }
    }
}
