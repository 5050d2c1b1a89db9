import LeafKit
import NIOCore
import NIOPosix

/// Vapor's Leaf, through LeafKit's `LeafRenderer` as Vapor sets it up: templates come from a
/// source (here one in memory, not the file system), the first rendering (an untimed one) parses
/// the template and caches it as in a running Vapor application, and each rendering resolves the
/// context and serialises into one `ByteBuffer`, escaping every `#(value)` for HTML. Leaf's
/// context is `LeafData`, built from the films for each page as Vapor's encoder builds it for
/// each request. No streaming output.
struct LeafRenderer: PageRenderer {
    static let name = "Leaf"
    static let delivery = "whole page (ByteBuffer)"

    static let template = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
        <title>Films</title><link rel="stylesheet" href="/assets/tessera.css"></head><body>\
        <main class="t-navigation-stack"><h1 class="t-navigation-title">Films</h1><div class="t-hstack">\
        <span class="t-fg-secondary">#(count) films</span><div class="t-spacer"></div>\
        <a class="t-link" href="/film/new">New film</a></div><div class="t-table-scroll"><table class="t-table"><thead><tr>\
        <th scope="col">Title</th><th scope="col">Year</th><th scope="col">Rating</th><th scope="col">Length</th>\
        <th scope="col">Rate</th><th scope="col">Status</th><th scope="col">Description</th></tr></thead><tbody>\
        #for(film in films):<tr data-tid="1/@#(film.id)"><td><a class="t-link" href="#(film.path)">#(film.title)</a></td>\
        <td>#(film.year)</td><td>#(film.rating)</td><td>#(film.length) min</td><td>#(film.rate)</td>\
        <td><span class="t-clip #if(film.isAvailable):t-bg-green#else:t-bg-orange#endif t-font-caption" \
        style="border-radius:9999px;padding-inline:6px">#(film.status)</span></td>\
        <td>#(film.description)</td></tr>#endfor</tbody></table></div></main></body></html>
        """

    let films: [Film]
    let renderer: LeafKit.LeafRenderer

    init(films: [Film]) {
        self.films = films
        renderer = LeafKit.LeafRenderer(
            configuration: LeafConfiguration(rootDirectory: "/"),
            sources: .singleSource(TemplatesInMemory(templates: ["films": Self.template])),
            eventLoop: MultiThreadedEventLoopGroup.singleton.any()
        )
    }

    func render() throws -> Int {
        try buffer().readableBytes
    }

    func html() throws -> String {
        String(buffer: try buffer())
    }

    private func buffer() throws -> ByteBuffer {
        let context: [String: LeafData] = ["count": .int(films.count), "films": .array(films.map(\.leafData))]
        // With the template cached, the future is already complete: `wait` returns at once.
        return try renderer.render(path: "films", context: context).wait()
    }
}

extension Film: LeafDataRepresentable {
    var leafData: LeafData {
        .dictionary([
            "id": .int(id),
            "path": .string(path),
            "title": .string(title),
            "year": .int(year),
            "rating": .string(rating),
            "length": .int(length),
            "rate": .string(rate),
            "isAvailable": .bool(isAvailable),
            "status": .string(status),
            "description": .string(description),
        ])
    }
}

/// Templates held in memory, by name: a `LeafSource` for a program that ships its templates in
/// its code.
struct TemplatesInMemory: LeafSource {
    var templates: [String: String]

    func file(template: String, escape: Bool, on eventLoop: any EventLoop) throws -> EventLoopFuture<ByteBuffer> {
        guard let text = templates[template] else {
            return eventLoop.makeFailedFuture(LeafError(.noTemplateExists(template)))
        }
        return eventLoop.makeSucceededFuture(ByteBuffer(string: text))
    }
}
