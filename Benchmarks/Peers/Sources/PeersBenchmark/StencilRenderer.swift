import Stencil

/// Stencil, the Django-like template language: the template is tokenised once, with an
/// environment that has an `escape` filter. Stencil parses the tokens again for each rendering
/// (its `Template.render` does) and returns a `String`; it has no streaming output.
///
/// Stencil escapes nothing by itself and has no escaping filter built in, so the template pipes
/// every value that comes from data through `escape`, a filter registered here as any Stencil
/// user must register one; it escapes what the others escape (`& < > " '`).
struct StencilRenderer: PageRenderer {
    static let name = "Stencil"
    static let delivery = "whole page (String)"

    static let template = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
        <title>Films</title><link rel="stylesheet" href="/assets/tessera.css"></head><body>\
        <main class="t-navigation-stack"><h1 class="t-navigation-title">Films</h1><div class="t-hstack">\
        <span class="t-fg-secondary">{{ count }} films</span><div class="t-spacer"></div>\
        <a class="t-link" href="/film/new">New film</a></div><div class="t-table-scroll"><table class="t-table"><thead><tr>\
        <th scope="col">Title</th><th scope="col">Year</th><th scope="col">Rating</th><th scope="col">Length</th>\
        <th scope="col">Rate</th><th scope="col">Status</th><th scope="col">Description</th></tr></thead><tbody>\
        {% for film in films %}<tr data-tid="1/@{{ film.id }}"><td><a class="t-link" href="{{ film.path|escape }}">\
        {{ film.title|escape }}</a></td><td>{{ film.year }}</td><td>{{ film.rating|escape }}</td>\
        <td>{{ film.length }} min</td><td>{{ film.rate|escape }}</td><td><span class="t-clip \
        {% if film.isAvailable %}t-bg-green{% else %}t-bg-orange{% endif %} t-font-caption" \
        style="border-radius:9999px;padding-inline:6px">{{ film.status|escape }}</span></td>\
        <td>{{ film.description|escape }}</td></tr>{% endfor %}</tbody></table></div></main></body></html>
        """

    let films: [Film]
    let template: Template

    init(films: [Film]) {
        self.films = films
        let html = Extension()
        html.registerFilter("escape") { (value: Any?) in
            guard let value else { return nil }
            return escapeHTML(value as? String ?? "\(value)")
        }
        template = Template(templateString: Self.template, environment: Environment(extensions: [html]))
    }

    func render() throws -> Int {
        try html().utf8.count
    }

    func html() throws -> String {
        try template.render(["count": films.count, "films": films])
    }
}

/// Stencil's protocol for looking up a value by name, which it asks before it falls back to
/// reflecting the value with `Mirror`.
extension Film: DynamicMemberLookup {
    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "id": id
        case "path": path
        case "title": title
        case "year": year
        case "rating": rating
        case "length": length
        case "rate": rate
        case "isAvailable": isAvailable
        case "status": status
        case "description": description
        default: nil
        }
    }
}

/// `text` with `& < > " '` replaced by their character references; the text itself when it has
/// none of them, which is most text.
func escapeHTML(_ text: String) -> String {
    let utf8 = text.utf8
    guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
        return text
    }
    var escaped = ""
    escaped.reserveCapacity(utf8.count + 16)
    for character in text.unicodeScalars {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.unicodeScalars.append(character)
        }
    }
    return escaped
}
