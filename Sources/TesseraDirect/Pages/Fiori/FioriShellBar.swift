import Tessera
import TesseraRules

/// The fiori look's shell bar: the bar across the top of every page of a Fiori application, with
/// the product's name (linking home), the application's secondary title — the entity the page
/// belongs to — and, at the far end, whether the server is read-only or showing its rules.
struct FioriShellBar: View {
    let context: RuleContext
    let paths: DirectPaths

    var body: some View {
        HStack(spacing: 12) {
            HomeLink(paths: paths).attribute("data-shell-brand", nil)
            if context.entity != nil {
                // Cut short with an ellipsis rather than push the bar past a phone's width.
                Text(context.displayNameForEntity).lineLimit(1).attribute("data-shell-title", nil)
            }
            Spacer()
            ServerModeTags(context: context)
            ChangesLink(paths: paths)
            SignedInUserView(context: context)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .attribute("data-shell-bar", nil)
        .attribute("role", "navigation")
        .accessibilityLabel(DirectText.application)
    }
}
