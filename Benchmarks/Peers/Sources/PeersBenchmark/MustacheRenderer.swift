import Mustache

/// Hummingbird's Mustache: the template is parsed once into a `MustacheTemplate`, then rendered
/// for each page to a `String`, escaping every `{{value}}` for HTML. Logic-less, as Mustache is:
/// the status's colour and words come from sections over a flag. No streaming output.
struct MustacheRenderer: PageRenderer {
    static let name = "swift-mustache"
    static let delivery = "whole page (String)"

    static let template = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
        <title>Films</title><link rel="stylesheet" href="/assets/tessera.css"></head><body>\
        <main class="t-navigation-stack"><h1 class="t-navigation-title">Films</h1><div class="t-hstack">\
        <span class="t-fg-secondary">{{count}} films</span><div class="t-spacer"></div>\
        <a class="t-link" href="/film/new">New film</a></div><div class="t-table-scroll"><table class="t-table"><thead><tr>\
        <th scope="col">Title</th><th scope="col">Year</th><th scope="col">Rating</th><th scope="col">Length</th>\
        <th scope="col">Rate</th><th scope="col">Status</th><th scope="col">Description</th></tr></thead><tbody>\
        {{#films}}<tr data-tid="1/@{{id}}"><td><a class="t-link" href="{{path}}">{{title}}</a></td><td>{{year}}</td>\
        <td>{{rating}}</td><td>{{length}} min</td><td>{{rate}}</td><td><span class="t-clip \
        {{#isAvailable}}t-bg-green{{/isAvailable}}{{^isAvailable}}t-bg-orange{{/isAvailable}} t-font-caption" \
        style="border-radius:9999px;padding-inline:6px">\
        {{#isAvailable}}In stock{{/isAvailable}}{{^isAvailable}}Rented out{{/isAvailable}}</span></td>\
        <td>{{description}}</td></tr>{{/films}}</tbody></table></div></main></body></html>
        """

    let films: [Film]
    let template: MustacheTemplate

    init(films: [Film]) throws {
        self.films = films
        template = try MustacheTemplate(string: Self.template)
    }

    func render() throws -> Int {
        html().utf8.count
    }

    func html() -> String {
        template.render(["count": films.count, "films": films] as [String: Any])
    }
}

/// Mustache's own protocol for looking up a value by name, which it asks before it falls back
/// to reflecting the value with `Mirror`: the fast way its documentation offers for a type of
/// one's own.
extension Film: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "path": path
        case "title": title
        case "year": year
        case "rating": rating
        case "length": length
        case "rate": rate
        case "isAvailable": isAvailable
        case "description": description
        default: nil
        }
    }
}
