import Tessera

/// The page measured: a catalogue of films as a table with a header, links, a status tag and
/// escaped text — what a business application shows all day.
struct FilmTablePage: View {
    var films: [Film]

    var body: some View {
        HTMLDocument(title: "Films") {
            NavigationStack {
                Group {
                    HStack {
                        Text("\(films.count) films").foregroundStyle(.secondary)
                        Spacer()
                        Link("New film", destination: "/film/new")
                    }
                    Table(films) {
                        TableColumn("Title") { film in
                            Link(film.title, destination: "/film/\(film.id)")
                        }
                        TableColumn("Year", value: \.year)
                        TableColumn("Rating", value: \.rating)
                        TableColumn("Length") { film in
                            Text("\(film.length) min")
                        }
                        TableColumn("Rate", value: \.rate)
                        TableColumn("Status") { film in
                            Text(film.isAvailable ? "In stock" : "Rented out")
                                .font(.caption)
                                .padding(.horizontal, 6)
                                .background(film.isAvailable ? .green : .orange)
                                .clipShape(Capsule())
                        }
                        TableColumn("Description", value: \.description)
                    }
                }
                .navigationTitle("Films")
            }
        }
    }
}
