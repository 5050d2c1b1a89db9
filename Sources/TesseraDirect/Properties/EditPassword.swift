import Tessera
import TesseraData

/// A password field for a text column: Direct to SwiftUI's `D2SEditPassword`, kept safe for the
/// web. It never writes the stored value, nor what was typed when the form comes back with a
/// mistake: a password does not travel back to the browser. Left empty, it keeps the stored value
/// (the application's save reads an empty password field of a row as "unchanged"); a new row's
/// field left empty saves no password, as any empty field would.
struct EditPassword: View {
    let cell: PropertyCell
    @Environment(\.editState) private var state
    @Environment(\.localization) private var localized

    var body: some View {
        if let attribute = cell.attribute {
            let isSet = cell.object.map { !$0[attribute.name].isNull && $0[attribute.name] != .text("") } ?? false
            SecureField(cell.label, name: state.fieldName(attribute.name), prompt: isSet ? localized(DirectText.unchanged) : nil)
                .controlAttribute("autocomplete", "new-password")
                .controlAttribute("maxlength", attribute.maximumLength.map(String.init))
                // Required only where there is no password yet: a row that has one keeps it;
                // nor in an inline table's empty row, which left empty is not saved.
                .controlAttribute("required", attribute.isRequired && !isSet && !state.isBlankRow ? "" : nil)
                .marksMistakes(of: attribute.name, state: state, helped: cell.help != nil)
        }
    }
}
