import Foundation

/// A page's HTML read for what it means: its elements with their attributes and text, its links,
/// its form fields. Enough of an HTML reader for Tessera's own well-formed output, so that tests
/// ask "which links are there" instead of matching bytes.
struct HTMLPage {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text: String
    }

    let html: String
    private(set) var elements: [Element] = []

    init(_ html: String) {
        self.html = html
        // Start tags with their attributes; each element's text runs to its matching end tag
        // (approximated by collecting text until the same-named end tag at the same depth).
        let tag = try! NSRegularExpression(pattern: #"<(/?)([a-zA-Z0-9]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(/?)>"#)
        let attribute = try! NSRegularExpression(pattern: #"([^\s=>]+)(?:="([^"]*)")?"#)
        let source = html as NSString
        var open: [(index: Int, name: String)] = []
        var lastEnd = 0
        let voids: Set<String> = ["input", "meta", "link", "br", "hr", "img", "rect", "path", "circle", "line", "polyline"]
        for match in tag.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            let between = source.substring(with: NSRange(location: lastEnd, length: match.range.location - lastEnd))
            let text = HTMLPage.decode(between)
            for entry in open { elements[entry.index].text += text }
            lastEnd = match.range.location + match.range.length
            let isEnd = source.substring(with: match.range(at: 1)) == "/"
            let name = source.substring(with: match.range(at: 2)).lowercased()
            if isEnd {
                if let position = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(position...) }
                continue
            }
            var attributes: [String: String] = [:]
            let attributeText = source.substring(with: match.range(at: 3))
            let attributeSource = attributeText as NSString
            for part in attribute.matches(in: attributeText, range: NSRange(location: 0, length: attributeSource.length)) {
                let key = attributeSource.substring(with: part.range(at: 1))
                let value = part.range(at: 2).location == NSNotFound ? "" : HTMLPage.decode(attributeSource.substring(with: part.range(at: 2)))
                attributes[key] = value
            }
            elements.append(Element(name: name, attributes: attributes, text: ""))
            if !voids.contains(name) && source.substring(with: match.range(at: 4)) != "/" {
                open.append((elements.count - 1, name))
            }
        }
    }

    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The page's text, as a person reads it (spaces squeezed).
    var text: String {
        (all("body").first?.text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The links, as (address, text).
    var links: [(href: String, text: String)] {
        all("a").map { ($0.attributes["href"] ?? "", $0.text.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The address of the first link whose text is `text`.
    func link(_ text: String) -> String? {
        links.first { $0.text == text }?.href
    }

    /// The value of the field named `name` (input, textarea or the selected option of a select).
    func field(_ name: String) -> String? {
        if let input = all("input").first(where: { $0.attributes["name"] == name }) { return input.attributes["value"] ?? "" }
        if let area = all("textarea").first(where: { $0.attributes["name"] == name }) {
            return area.text.hasPrefix("\n") ? String(area.text.dropFirst()) : area.text
        }
        return nil
    }

    /// The table's body rows, each as its cells' texts.
    var tableRows: [[String]] {
        // Body rows are the <tr> with an identity — a table's (data-tid) or a live list's
        // (data-element); their cells are the <td> after them.
        var rows: [[String]] = []
        var current: [String]?
        for element in elements {
            if element.name == "tr" {
                if let current { rows.append(current) }
                current = element.attributes["data-tid"] == nil && element.attributes["data-element"] == nil ? nil : []
            } else if element.name == "td", current != nil {
                current!.append(element.text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            } else if element.name == "table", let done = current {
                rows.append(done)
                current = nil
            }
        }
        if let current { rows.append(current) }
        return rows
    }

    /// The header cells' texts.
    var columnTitles: [String] {
        all("th").map { $0.text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }
}
