import Tessera
import TesseraServer

/// The page around the contacts' live list.
struct SeedContactsPage: View {
    let region: LiveRegion

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Link("Gallery", destination: "/")
                Text("ComposedUI's contacts: the family allows several selected at once, a friend opens and is deselected at once.")
                    .foregroundStyle(.secondary)
                region
            }
        }
        .navigationTitle("Contacts, in ComposedUI's spelling")
    }
}
