import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// The live rows page: the buttons and the table.
struct LiveRowsPage: View {
    let region: LiveRegion
    let path: String
    let csrfToken: String

    var body: some View {
        NavigationStack {
            GalleryBackLink()
            VStack(alignment: .leading, spacing: 16) {
                Text("Add and remove rows; every window showing this page sees them come and go.").foregroundStyle(.secondary)
                HStack {
                    button("Add a row", action: "/add", role: nil)
                    button("Remove the last row", action: "/remove", role: .destructive)
                }
                region
            }
        }
        .navigationTitle("Live rows")
    }

    private func button(_ title: String, action: String, role: ButtonRole?) -> some View {
        Form(action: path + action) {
            CSRFTokenField(csrfToken)
            Button(submit: title, role: role)
        }
        .attribute("data-tessera-live", nil)
    }
}
