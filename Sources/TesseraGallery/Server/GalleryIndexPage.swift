import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// The gallery's first page: a link to every page, with what it shows.
struct GalleryIndexPage: View {
    let components: [GalleryEntry]
    let screens: [GalleryEntry]
    /// The page of icons.
    var icons = [IconsPage.entry]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Text("Every page here is served by Tessera, from the same views an application uses.")
                    .foregroundStyle(.secondary)
                Section("Components") { entryList(components) }
                Section("Composed sections") { entryList(screens) }
                Section("Icons") { entryList(icons) }
            }
        }
        .navigationTitle("Tessera gallery")
    }

    private func entryList(_ entries: [GalleryEntry]) -> some View {
        List(entries, id: \.path) { entry in
            VStack(alignment: .leading, spacing: 4) {
                Link(entry.title, destination: entry.path).font(.headline)
                Text(entry.summary).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}
