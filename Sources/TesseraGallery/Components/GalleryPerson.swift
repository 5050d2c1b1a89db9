import Tessera

/// A person the gallery's specimens picture: a name, and a drawing of its initials on a colour,
/// which the gallery serves among its own pictures (`/assets/`), as an application serves its
/// own, so that specimens show them with `Image("people/al.svg")`.
struct GalleryPerson: Sendable {
    let name: String
    let initials: String
    let colour: String

    /// Where the gallery serves the drawing.
    var path: String { "/assets/" + file }

    /// The drawing's name among the gallery's pictures.
    var file: String { "people/\(initials.lowercased()).svg" }

    /// The drawing: fixed text of the gallery's own, not from any request.
    var svg: String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 40 40\"><rect width=\"40\" height=\"40\" fill=\"#\(colour)\"/>"
            + "<text x=\"20\" y=\"25\" font-family=\"sans-serif\" font-size=\"15\" font-weight=\"600\" fill=\"#fff\" text-anchor=\"middle\">\(initials)</text></svg>"
    }

    /// The picture, labelled with the name.
    var image: Image { Image(file, label: name) }

    static let all = [
        GalleryPerson(name: "Ada Lovelace", initials: "AL", colour: "0057D2"),
        GalleryPerson(name: "Alan Turing", initials: "AT", colour: "256F3A"),
        GalleryPerson(name: "Grace Hopper", initials: "GH", colour: "AA0808"),
        GalleryPerson(name: "Katherine Johnson", initials: "KJ", colour: "8A4B00"),
        GalleryPerson(name: "Edsger Dijkstra", initials: "ED", colour: "6B2FBA"),
        GalleryPerson(name: "Barbara Liskov", initials: "BL", colour: "475E75"),
    ]
}
