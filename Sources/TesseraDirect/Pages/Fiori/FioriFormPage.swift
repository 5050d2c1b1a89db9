import Tessera
import TesseraComponents
import TesseraRules

/// The fiori look's `Edit` and `ConfirmDelete` pages: the basic look's form in a card, under the
/// object's header (which the frame writes); the form's buttons stay in view at the bottom of
/// the window, as in Fiori's footer toolbar.
struct FioriFormPage: View {
    let page: DirectView

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            if page.name == "Edit" {
                EditPage()
            } else {
                ConfirmDeletePage()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .attribute("data-object-section", nil)
    }
}
