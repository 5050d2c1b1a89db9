/// What a request for the film list asks: how many rows a page, and the text searched for — read
/// from the address as Tessera reads it, and written back into the page's links.
struct ListQuery {
    /// Rows a page (`size=`, 25 when absent).
    let size: Int
    /// The text searched for (`q=`), decoded; nil when absent or empty.
    let search: String?

    init(size: Int?, search: String?) {
        self.size = size ?? 25
        self.search = search.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The page kind the capture names the list's statements by: `search` for a search of 25
    /// rows, else `list25`, `list100`, `list500`.
    var pageKind: String {
        search == nil ? "list\(size)" : "search"
    }

    /// Writes `q=TEXT&amp;` when searched (the text percent-encoded, as in Tessera's links, then
    /// escaped for the attribute): what every link of the page that keeps the search starts with.
    func appendSearchParameter(into html: inout HTMLBuffer) {
        guard let search else { return }
        html.append("q=")
        appendEncoded(search, into: &html)
        html.append("&amp;")
    }

    /// `text` percent-encoded for an address: letters, digits and `-._~` as they are.
    func appendEncoded(_ text: String, into html: inout HTMLBuffer) {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(byte)
            default:
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hex[Int(byte >> 4)])
                encoded.append(hex[Int(byte & 0xF)])
            }
        }
        html.appendRaw(encoded)
    }

    /// The list's fingerprint, which its page links carry: FNV-1a of the entity, the (absent)
    /// qualifier, the search text and the columns searched — as `FetchSpecification` makes it.
    var fingerprint: UInt64 {
        var hash = FNV1a()
        hash.add("film\u{1}\u{1}")
        if let search { hash.add(search.utf8) }
        for column in ListPage.columns {
            hash.add(2)
            hash.add(column.name)
        }
        return hash.value
    }
}
