/// What a browser would read from a page, as a flat list: the doctype, each start tag with its
/// attributes (decoded, in name order), each end tag, and the text between tags (decoded, with
/// runs of white space made one space).
///
/// Two libraries' pages are equivalent when their lists are equal, whatever either chose for
/// the bytes: `&#39;` or `&#x27;` or a plain `'`, `<meta>` or `<meta/>`, attributes in another
/// order, line breaks between tags. Text that one left unescaped where it mattered reads as a
/// tag, and the lists differ.
enum HTMLEvent: Equatable, CustomStringConvertible {
    case doctype(String)
    case start(String, [Attribute])
    case end(String)
    case text(String)

    /// An attribute of a start tag, its value decoded.
    struct Attribute: Equatable {
        var name: String
        var value: String?
    }

    var description: String {
        switch self {
        case .doctype(let text): "<!\(text)>"
        case .start(let name, let attributes):
            "<\(name)" + attributes.map { " \($0.name)" + ($0.value.map { "=\"\($0)\"" } ?? "") }.joined() + ">"
        case .end(let name): "</\(name)>"
        case .text(let text): "text \"\(text)\""
        }
    }

    /// The events of `html`. A small tokeniser for the HTML these libraries write, not a full
    /// HTML parser: no comments, scripts or styles appear in the page.
    static func events(of html: String) -> [HTMLEvent] {
        var scanner = Scanner(bytes: Array(html.utf8))
        return scanner.events()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var result: [HTMLEvent] = []
        var pendingText: [UInt8] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func events() -> [HTMLEvent] {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "<"), position + 1 < bytes.count, isTagStart(bytes[position + 1]) {
                    flushText()
                    tag()
                } else {
                    pendingText.append(byte)
                    position += 1
                }
            }
            flushText()
            return result
        }

        private func isTagStart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || isNameByte(byte)
        }

        private func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ":")
        }

        private func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
        }

        private mutating func flushText() {
            let text = collapseWhiteSpace(decode(pendingText))
            pendingText.removeAll(keepingCapacity: true)
            if !text.isEmpty { result.append(.text(text)) }
        }

        private mutating func tag() {
            position += 1  // "<"
            if bytes[position] == UInt8(ascii: "!") {
                let start = position + 1
                while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
                result.append(.doctype(collapseWhiteSpace(String(decoding: bytes[start..<position], as: UTF8.self)).lowercased()))
                position += 1
                return
            }
            let isEnd = bytes[position] == UInt8(ascii: "/")
            if isEnd { position += 1 }
            let name = readName().lowercased()
            var attributes: [Attribute] = []
            while position < bytes.count {
                while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                guard position < bytes.count else { break }
                if bytes[position] == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                if bytes[position] == UInt8(ascii: "/") {
                    position += 1
                    continue
                }
                let attributeName = readName().lowercased()
                if attributeName.isEmpty {
                    // Not a name byte: step over it so a malformed tag cannot stop the scan.
                    position += 1
                    continue
                }
                while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                var value: String?
                if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                    position += 1
                    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                    value = decode(readValue())
                }
                attributes.append(Attribute(name: attributeName, value: value))
            }
            if isEnd {
                result.append(.end(name))
            } else {
                result.append(.start(name, attributes.sorted { $0.name < $1.name }))
            }
        }

        private mutating func readName() -> String {
            let start = position
            while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        private mutating func readValue() -> ArraySlice<UInt8> {
            guard position < bytes.count else { return [] }
            let quote = bytes[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                position += 1
                let start = position
                while position < bytes.count, bytes[position] != quote { position += 1 }
                defer { position += 1 }
                return bytes[start..<min(position, bytes.count)]
            }
            let start = position
            while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") { position += 1 }
            return bytes[start..<position]
        }

        /// Text with its character references replaced by the characters.
        private func decode<Bytes: Collection<UInt8>>(_ raw: Bytes) -> String {
            let text = String(decoding: raw, as: UTF8.self)
            guard text.contains("&") else { return text }
            var decoded = ""
            var rest = Substring(text)
            while let ampersand = rest.firstIndex(of: "&") {
                decoded += rest[..<ampersand]
                let afterAmpersand = rest.index(after: ampersand)
                if let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";"),
                   let character = Self.character(named: rest[afterAmpersand..<semicolon]) {
                    decoded.unicodeScalars.append(character)
                    rest = rest[rest.index(after: semicolon)...]
                } else {
                    decoded += "&"
                    rest = rest[afterAmpersand...]
                }
            }
            return decoded + rest
        }

        private static func character(named name: Substring) -> Unicode.Scalar? {
            switch name {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default:
                guard name.first == "#" else { return nil }
                let digits = name.dropFirst()
                let value = digits.first == "x" || digits.first == "X"
                    ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                return value.flatMap(Unicode.Scalar.init)
            }
        }

        private func collapseWhiteSpace(_ text: String) -> String {
            text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        }
    }
}

/// Why a library's page is not the page Tessera wrote, or nil when it is.
func difference(between reference: [HTMLEvent], and other: [HTMLEvent], library: String) -> String? {
    let common = min(reference.count, other.count)
    guard let index = (0..<common).first(where: { reference[$0] != other[$0] }) ?? (reference.count == other.count ? nil : common) else {
        return nil
    }
    func context(_ events: [HTMLEvent]) -> String {
        events[max(0, index - 3)..<min(events.count, index + 3)].map { "      \($0)" }.joined(separator: "\n")
    }
    return """
        \(library)'s page is not the page tessera wrote (\(reference.count) and \(other.count) tags and texts); \
        the first difference is at number \(index):
          tessera:    \(index < reference.count ? "\(reference[index])" : "(page ends)")
          \(library): \(index < other.count ? "\(other[index])" : "(page ends)")
          around it in tessera's:
        \(context(reference))
          around it in \(library)'s:
        \(context(other))
        """
}
