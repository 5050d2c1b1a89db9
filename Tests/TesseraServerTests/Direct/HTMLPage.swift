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
        // One pass over the bytes (a regular expression over NSString took a third of the whole
        // suite's time): start tags with their attributes, end tags, and the text between them,
        // decoded into one buffer. An element's text is the buffer from where it opened to where
        // its end tag (or one of an enclosing element) closed it.
        let bytes = Array(html.utf8)
        var text: [UInt8] = []
        var open: [(index: Int, name: String, textStart: Int)] = []
        var position = 0
        var textStart = 0
        func close(from openIndex: Int) {
            for entry in open[openIndex...] {
                elements[entry.index].text = String(decoding: text[entry.textStart...], as: UTF8.self)
            }
            open.removeSubrange(openIndex...)
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<"), let tag = Self.tag(in: bytes, at: position) else {
                position += 1
                continue
            }
            Self.decode(bytes[textStart..<position], into: &text)
            position = tag.end
            textStart = tag.end
            if tag.isEnd {
                if let index = open.lastIndex(where: { $0.name == tag.name }) { close(from: index) }
                continue
            }
            elements.append(Element(name: tag.name, attributes: tag.attributes, text: ""))
            if !Self.voids.contains(tag.name) && !tag.closesItself {
                open.append((elements.count - 1, tag.name, text.count))
            }
        }
        Self.decode(bytes[textStart...], into: &text)
        if !open.isEmpty { close(from: 0) }
    }

    private static let voids: Set<String> = ["input", "meta", "link", "br", "hr", "img", "rect", "path", "circle", "line", "polyline"]

    private struct Tag {
        var name: String
        var isEnd: Bool
        var attributes: [String: String]
        var closesItself: Bool
        var end: Int
    }

    /// The tag starting at `start` (a `<`): `<name attr attr="value" …>`, `</name>` or
    /// `<name … />`, attribute values in double quotes; `nil` when the bytes there are not one
    /// (a comment, a doctype, a `<` in text), which then count as text.
    private static func tag(in bytes: [UInt8], at start: Int) -> Tag? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        }
        var index = start + 1
        let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isEnd { index += 1 }
        let nameStart = index
        while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
        guard index > nameStart else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        var attributes: [String: String] = [:]
        while true {
            let spaceStart = index
            while index < bytes.count && isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                return Tag(name: name, isEnd: isEnd, attributes: attributes, closesItself: false, end: index + 1)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                return Tag(name: name, isEnd: isEnd, attributes: attributes, closesItself: true, end: index + 2)
            default:
                // An attribute follows white space only.
                guard index > spaceStart else { return nil }
                let keyStart = index
                while index < bytes.count && !isSpace(bytes[index]) && bytes[index] != UInt8(ascii: "=") && bytes[index] != UInt8(ascii: ">") {
                    index += 1
                }
                let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
                var value: [UInt8] = []
                if index + 1 < bytes.count && bytes[index] == UInt8(ascii: "=") && bytes[index + 1] == UInt8(ascii: "\"") {
                    let valueStart = index + 2
                    guard let quote = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                    decode(bytes[valueStart..<quote], into: &value)
                    index = quote + 1
                } else if index < bytes.count && bytes[index] == UInt8(ascii: "=") {
                    return nil
                }
                attributes[key] = String(decoding: value, as: UTF8.self)
            }
        }
    }

    /// Appends `source` to `target` with the character references Tessera writes decoded.
    private static func decode(_ source: ArraySlice<UInt8>, into target: inout [UInt8]) {
        var index = source.startIndex
        next: while index < source.endIndex {
            let byte = source[index]
            if byte == UInt8(ascii: "&") {
                for (reference, character) in references where source[index...].starts(with: reference) {
                    target.append(character)
                    index += reference.count
                    continue next
                }
            }
            target.append(byte)
            index += 1
        }
    }

    private static let references: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")), (Array("&#x27;".utf8), UInt8(ascii: "'")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

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
