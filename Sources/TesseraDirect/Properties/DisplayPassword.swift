import Tessera
import TesseraData

/// Whether a password is set — never the value, nor its length: Direct to SwiftUI's
/// `D2SDisplayPassword`. An empty text and `NULL` are "not set".
///
/// It keeps the value off the page it is shown on, not out of the application: a list can still
/// be searched, sorted and exported by the column. A column nobody may read is hidden
/// (`hiddenPropertyKeys`), which takes it out of all of those.
struct DisplayPassword: View {
    let value: DatabaseValue

    var body: some View {
        if value.isNull || value == .text("") {
            EmptyValue()
        } else {
            Label(DirectText.passwordIsSet, systemImage: "lock.fill").attribute("data-password", "set")
        }
    }
}
