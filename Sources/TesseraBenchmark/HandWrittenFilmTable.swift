import Tessera

/// The same page written by hand into a byte buffer: no views, no modifiers, no identity, just
/// appends and escaping. What a renderer cannot beat; Tessera's ratio to it is its overhead.
struct HandWrittenFilmTable {
    var films: [Film]

    func write(into out: inout [UInt8]) {
        out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Films</title><style>")
        out.append(Stylesheet.standard.css)
        out.append("</style></head><body><main class=\"t-navigation-stack\"><h1 class=\"t-navigation-title\">Films</h1><div class=\"t-hstack\"><span class=\"t-fg-secondary\">")
        out.append("\(films.count) films")
        out.append("</span><div class=\"t-spacer\"></div><a class=\"t-link\" href=\"/film/new\">New film</a></div><div class=\"t-table-scroll\"><table class=\"t-table\"><thead><tr>")
        for title in ["Title", "Year", "Rating", "Length", "Rate", "Status", "Description"] {
            out.append("<th scope=\"col\">")
            out.append(title)
            out.append("</th>")
        }
        out.append("</tr></thead><tbody>")
        for film in films {
            out.append("<tr data-tid=\"1/@")
            out.append(String(film.id))
            out.append("\"><td><a class=\"t-link\" href=\"/film/")
            out.append(String(film.id))
            out.append("\">")
            out.appendEscaped(film.title)
            out.append("</a></td><td>")
            out.append(String(film.year))
            out.append("</td><td>")
            out.appendEscaped(film.rating)
            out.append("</td><td>")
            out.append(String(film.length))
            out.append(" min</td><td>")
            out.appendEscaped(film.rate)
            out.append("</td><td><span class=\"t-clip ")
            out.append(film.isAvailable ? "t-bg-green" : "t-bg-orange")
            out.append(" t-font-caption\" style=\"border-radius:9999px;padding-inline:6px\">")
            out.append(film.isAvailable ? "In stock" : "Rented out")
            out.append("</span></td><td>")
            out.appendEscaped(film.description)
            out.append("</td></tr>")
        }
        out.append("</tbody></table></div></main></body></html>")
    }
}

extension [UInt8] {
    mutating func append(_ string: String) {
        append(contentsOf: string.utf8)
    }

    mutating func appendEscaped(_ string: String) {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            default: append(byte)
            }
        }
    }
}
