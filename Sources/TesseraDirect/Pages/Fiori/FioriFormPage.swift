import Tessera
import TesseraComponents
import TesseraRules

/// The fiori look's `Edit` and `ConfirmDelete` pages: the basic look's form in a card, under the
/// object's header (which the frame writes); the form's buttons stay in view at the bottom of
/// the window, as in Fiori's footer toolbar.
struct FioriFormPage: View {
    /// Whether it asks before a delete (`ConfirmDelete`) rather than edits (`Edit`).
    let deletes: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            if deletes {
                ConfirmDeletePage()
            } else {
                EditPage()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .attribute("data-object-section", nil)
    }
}
