import Tessera

/// The gallery's first page: a link to every page, with what it shows.
struct GalleryIndexPage: View {
    let entries: [GalleryEntry]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Text("Every page here is served by Tessera, from the same views an application uses.")
                    .foregroundStyle(.secondary)
                Section("Composed sections") {
                    List(entries, id: \.path) { entry in
                        VStack(alignment: .leading, spacing: 4) {
                            Link(entry.title, destination: entry.path).font(.headline)
                            Text(entry.summary).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
        .navigationTitle("Tessera gallery")
    }
}
