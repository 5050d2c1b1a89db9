import Tessera
import TesseraData

/// A history entry's Undo button: a POST form with the page's CSRF token, like every form of the
/// application that changes data. The history page shows it only where the person may undo the
/// entry; the server asks the same rules again when it is pressed.
struct UndoButton: View {
    /// Where it posts (`DirectPaths.undo`).
    let address: String
    /// What the entry did, which says what undoing it does.
    let action: HistoryEntry.Action
    @Environment(\.formToken) private var formToken


    var body: some View {
        Form(action: address) {
            FormHiddenFields(token: formToken, version: nil)
            Button(submit: DirectText.undo)
        }
        .attribute("data-undo", nil)
        // What undoing does, for a screen reader and a tooltip: "Undo" alone does not say that
        // undoing a creation deletes the row.
        .attribute("title", DirectText.undoExplanation(action))
    }
}
