import Foundation
import Tessera
import Testing

/// The SVG pictures in `html`, each from `<svg` to `</svg>`.
func svgs(in html: String) -> [Substring] {
    var found: [Substring] = []
    var rest = html[...]
    while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
        found.append(rest[start.lowerBound..<end.upperBound])
        rest = rest[end.upperBound...]
    }
    return found
}

/// The one plot picture in `html` (a chart's; icons aside): the `<svg role="img">` with a viewBox.
func plotSVG(in html: String, sourceLocation: SourceLocation = #_sourceLocation) -> Substring {
    let pictures = svgs(in: html).filter { $0.contains(#"role="img""#) && !$0.contains("t-icon") }
    #expect(pictures.count == 1, "one plot picture in \(html)", sourceLocation: sourceLocation)
    return pictures.first ?? ""
}

/// The value of `name` in the first tag of `tag`.
func attribute(_ name: String, in tag: Substring) -> String? {
    let head = tag.prefix { $0 != ">" }
    guard let start = head.range(of: " \(name)=\"") else { return nil }
    let rest = head[start.upperBound...]
    return String(rest.prefix { $0 != "\"" })
}

/// The name of a plot's picture, as written in its `<title>` (escaped).
func pictureName(_ svg: Substring) -> String? {
    svg.firstMatch(of: /<svg[^>]*><title>(.*?)<\/title>/).map { String($0.1) }
}

/// A rectangle of a plot, as drawn.
struct DrawnRect: Equatable {
    var x: Double, y: Double, width: Double, height: Double
    var style: String
}

/// The rectangles of `svg`, in order.
func rects(in svg: Substring) -> [DrawnRect] {
    svg.matches(of: /<rect x="([-\d.e+]+)" y="([-\d.e+]+)" width="([-\d.e+]+)" height="([-\d.e+]+)"(?: rx="[-\d.]+")? style="([^"]*)"/).map {
        DrawnRect(x: Double($0.1)!, y: Double($0.2)!, width: Double($0.3)!, height: Double($0.4)!, style: String($0.5))
    }
}

/// The points of the first polyline of `svg`.
func polylinePoints(in svg: Substring) -> [(x: Double, y: Double)] {
    guard let match = svg.firstMatch(of: /<polyline points="([^"]*)"/) else { return [] }
    return match.1.split(separator: " ").map { pair in
        let parts = pair.split(separator: ",")
        return (Double(parts[0])!, Double(parts[1])!)
    }
}

/// The rows of a chart's table of data: each row's cells, the heading cell first.
func tableRows(in html: String) -> [[String]] {
    guard let body = html.firstMatch(of: /<tbody>(.*?)<\/tbody>/) else { return [] }
    return body.1.matches(of: /<tr>(.*?)<\/tr>/).map { row in
        row.1.matches(of: /<t[hd][^>]*>(.*?)<\/t[hd]>/).map { String($0.1) }
    }
}

/// Expects every number written in `svg`'s attributes to be finite, and neither `nan` nor `inf`
/// anywhere in it.
func expectWellFormedNumbers(_ svg: Substring, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(svg.firstMatch(of: /(?i)\b(nan|inf|infinity)\b/) == nil, "\(svg)", sourceLocation: sourceLocation)
    for match in svg.matches(of: /(?:x|y|width|height|r|cx|cy|points|d)="([^"]*)"/) {
        for number in match.1.matches(of: /-?[\d.]+(?:e[-+]?\d+)?/) {
            #expect(Double(number.0)?.isFinite == true, "\(number.0) in \(match.0)", sourceLocation: sourceLocation)
        }
    }
}
