import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// The contacts page around the live list.
struct ContactsPage: View {
    let region: LiveRegion
    let resetPath: String
    let csrfToken: String
    let returnPath: String

    var body: some View {
        NavigationStack {
            GalleryBackLink()
            VStack(alignment: .leading, spacing: 16) {
                Text("Select family members (several at once) or one friend; delete, move or send friends to the family. Open this page in two windows: each change shows in both.")
                    .foregroundStyle(.secondary)
                region
                Form(action: resetPath) {
                    CSRFTokenField(csrfToken)
                    HiddenField(name: PostResponse.returnField, value: returnPath)
                    Button(submit: "Reset the contacts", role: .cancel)
                }
                .attribute("data-tessera-live", nil)
            }
        }
        .navigationTitle("Contacts")
    }
}
