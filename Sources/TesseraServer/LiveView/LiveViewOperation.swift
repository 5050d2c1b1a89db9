/// One change to a live view's page, as the live script applies it. Nodes stand in the page
/// between the comments `<!--t:ID-->` and `<!--/t:ID-->`; an HTML fragment may hold
/// `<!--t:ID/-->` for a node the page already shows, which the script moves there.
enum LiveViewOperation: Encodable, Equatable {
    /// Put `html` in place of node `id`.
    case replace(id: Int, html: String)
    /// Take node `id` away.
    case remove(id: Int)
    /// Put `html` (a node) right after node `after`, or right before node `before`.
    case insert(html: String, anchor: Anchor)
    /// Put node `id` right after or before another.
    case move(id: Int, anchor: Anchor)

    /// Where an inserted or moved node goes: beside a sibling.
    enum Anchor: Equatable {
        case after(Int)
        case before(Int)
    }

    private enum CodingKeys: String, CodingKey {
        case op, id, html, after, before
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .replace(let id, let html):
            try container.encode("replace", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(html, forKey: .html)
        case .remove(let id):
            try container.encode("remove", forKey: .op)
            try container.encode(id, forKey: .id)
        case .insert(let html, let anchor):
            try container.encode("insert", forKey: .op)
            try container.encode(html, forKey: .html)
            try encode(anchor, into: &container)
        case .move(let id, let anchor):
            try container.encode("move", forKey: .op)
            try container.encode(id, forKey: .id)
            try encode(anchor, into: &container)
        }
    }

    private func encode(_ anchor: Anchor, into container: inout KeyedEncodingContainer<CodingKeys>) throws {
        switch anchor {
        case .after(let id): try container.encode(id, forKey: .after)
        case .before(let id): try container.encode(id, forKey: .before)
        }
    }

    /// The bytes of HTML it carries.
    var htmlBytes: Int {
        switch self {
        case .replace(_, let html), .insert(let html, _): html.utf8.count
        case .remove, .move: 0
        }
    }
}
