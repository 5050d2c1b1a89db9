import Tessera

/// The page as a Tessera view: a navigation stack with a title, a toolbar line and a table with a
/// link, a status tag and escaped text in every row.
struct FilmTablePage: View {
    var films: [Film]

    var body: some View {
        // Linked, as `tessera serve` links it: the page is the rows, not a copy of the stylesheet.
        HTMLDocument(title: "Films", stylesheet: .linked("/assets/tessera.css")) {
            NavigationStack {
                Group {
                    HStack {
                        Text("\(films.count) films").foregroundStyle(.secondary)
                        Spacer()
                        Link("New film", destination: "/film/new")
                    }
                    Table(films, id: \.id) {
                        TableColumn("Title") { film in
                            Link(film.title, destination: film.path)
                        }
                        TableColumn("Year", value: \.year)
                        TableColumn("Rating", value: \.rating)
                        TableColumn("Length") { film in
                            Text("\(film.length) min")
                        }
                        TableColumn("Rate", value: \.rate)
                        TableColumn("Status") { film in
                            Text(film.status)
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

/// Tessera through its streaming renderer, as `tessera serve` uses it: the HTML goes to the sink
/// a 64 KiB chunk at a time and never exists whole. The sink here counts the bytes of each chunk
/// where a server would write them to its socket.
struct TesseraRenderer: PageRenderer {
    static let name = "tessera"
    static let delivery = "streams 64 KiB chunks"

    let films: [Film]
    let renderer = HTMLRenderer()

    init(films: [Film]) {
        self.films = films
    }

    func render() throws -> Int {
        var sink = CountingSink()
        try renderer.render(FilmTablePage(films: films), into: &sink)
        return sink.byteCount
    }

    func html() throws -> String {
        renderer.renderString(FilmTablePage(films: films))
    }
}

/// Tessera writing the whole page into one array of bytes, as a library without streaming must:
/// the same renderer, for a comparison of memory that streaming does not decide.
struct TesseraWholePageRenderer: PageRenderer {
    static let name = "tessera-whole"
    static let delivery = "whole page ([UInt8])"

    let films: [Film]
    let renderer = HTMLRenderer()

    init(films: [Film]) {
        self.films = films
    }

    func render() throws -> Int {
        renderer.renderBytes(FilmTablePage(films: films)).count
    }

    func html() throws -> String {
        renderer.renderString(FilmTablePage(films: films))
    }
}
