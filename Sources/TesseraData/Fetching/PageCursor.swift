import Foundation

/// Where a page starts: the sort-key values of the row just before it (or just after it, going
/// backwards), as an opaque token for a URL.
///
/// This is keyset pagination: the next page is "rows after these values in this order", which an
/// index finds directly, so page 10,000 costs what page 1 costs (`OFFSET` would read and throw
/// away every row before it).
///
/// ```swift
/// let link = "/film?page=\(page.nextCursor!.token)"
/// // … later, from the request:
/// let cursor = try PageCursor(token: request.query["page"])
/// let next = try await database.fetch(spec, at: cursor)
/// ```
///
/// A token is base64url text holding the values, the list it belongs to (a fingerprint of the
/// entity, qualifier, search and order) and a checksum. A damaged, forged or foreign token is
/// refused with a ``DatabaseError`` of kind ``DatabaseError/Kind/invalidCursor``; its values are
/// checked against the sort attributes' types and only ever bound as parameters, so the most a
/// hand-made token can do is start the same list at another row.
///
/// A link stays short whatever the rows hold: when the sort values of the row are too long for a
/// link (a list sorted by a column of long text), the token names the row by its primary key
/// instead, and the values are read from the row when the page is fetched; a relation without a
/// primary key is paged by position then.
public struct PageCursor: Sendable, Hashable {
    /// How a cursor names the row its page starts beside.
    enum Anchor: Sendable, Hashable {
        /// ``values`` are the row's sort-key values.
        case sortValues
        /// ``values`` are the row's primary key; its sort values were too long for a link and
        /// are read from the row itself.
        case primaryKey
        /// The page starts this many rows into the list (``values`` is empty): the relation has
        /// no primary key and the row's sort values were too long for a link.
        case offset(Int)
    }

    /// The most characters of sort values a token holds; a row whose values are longer is named
    /// by its primary key. Keeps links well under what browsers and proxies accept.
    static let valueLimit = 1_024

    /// Which side of the remembered row the page lies on.
    public enum Direction: String, Sendable, Hashable {
        /// The rows after it (the next page).
        case after = "a"
        /// The rows before it (the previous page).
        case before = "b"
    }

    /// Forwards or backwards.
    public var direction: Direction
    /// The values of the sort keys (the orderings, then the primary key) of the remembered row.
    public var values: [DatabaseValue]
    /// The entity the cursor pages through.
    public var entityName: String
    let fingerprint: UInt64
    let anchor: Anchor
    /// Where the row is in the list (0 for the first row), for a relation without a primary key:
    /// were a later page's row unfit for a link, that page would be reached by its position.
    let position: Int?

    init(
        direction: Direction, values: [DatabaseValue], entityName: String, fingerprint: UInt64, anchor: Anchor = .sortValues,
        position: Int? = nil
    ) {
        self.direction = direction
        self.values = values
        self.entityName = entityName
        self.fingerprint = fingerprint
        self.anchor = anchor
        self.position = position
    }

    /// A cursor of the page of `specification`'s list that starts `start` rows in: a numbered
    /// page's link ("page 7 of 40"). Such a page is read with `OFFSET`, which reads and skips
    /// the rows before it: offer numbers for the first rows (Tessera's lists, 100,000), refuse
    /// a cursor further in (``start``), and use the keyset cursors of ``Page`` beyond them.
    public init(start: Int, of specification: FetchSpecification) {
        self.init(
            direction: .after, values: [], entityName: specification.entityName, fingerprint: specification.fingerprint,
            anchor: .offset(max(0, start)))
    }

    /// How many rows into its list the page of a cursor made by position starts (a numbered
    /// page's, or one of a relation without a primary key); `nil` for a cursor beside a row.
    /// A cursor's checksum keeps out damage, not forgery: check it before reading so far in.
    public var start: Int? {
        if case .offset(let start) = anchor { start } else { nil }
    }

    /// Whether values can be carried in a link: short enough, and none binary (which is read
    /// as its size only).
    static func fits(_ values: [DatabaseValue]) -> Bool {
        var length = 0
        for value in values {
            if value.binarySize != nil { return false }
            length += value.text?.utf8.count ?? 0
            if length > valueLimit { return false }
        }
        return true
    }

    /// The cursor as URL-safe text (base64url, no padding).
    ///
    /// Written by hand rather than with JSONSerialization and Data's base64: a list page makes two
    /// cursors (its previous and next links) on every request, and Foundation's boxing made them a
    /// twentieth of a short page's cost. ``init(token:)`` reads any JSON, so tokens made before
    /// still read.
    public var token: String {
        let payload = Self.payload(
            direction: direction, values: values, entityName: entityName, fingerprint: fingerprint, anchor: anchor, position: position)
        let checked = payload + "\u{1}" + String(FNV1a.hash("tessera-cursor\u{1}" + payload), radix: 36)
        return Self.base64URL(Array(checked.utf8))
    }

    /// Reads a token made by ``token``.
    ///
    /// - Throws: ``DatabaseError`` (``DatabaseError/Kind/invalidCursor``) when the token is not
    ///   one: the page link was cut short, edited or made up.
    public init(token: String) throws(DatabaseError) {
        let invalid = DatabaseError(
            .invalidCursor, "This page link is damaged or was edited, so the page it points to is unknown. Start again from the first page.")
        guard token.count < 100_000, token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { throw invalid }
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8),
              let separator = text.lastIndex(of: "\u{1}")
        else { throw invalid }
        let payload = String(text[..<separator])
        guard String(text[text.index(after: separator)...]) == String(FNV1a.hash("tessera-cursor\u{1}" + payload), radix: 36),
              let object = try? JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any],
              let directionText = object["d"] as? String, let direction = Direction(rawValue: directionText),
              let entityName = object["e"] as? String, let fingerprintText = object["f"] as? String,
              let fingerprint = UInt64(fingerprintText, radix: 16), let encodedValues = object["v"] as? [[String]]
        else { throw invalid }
        var values: [DatabaseValue] = []
        for pair in encodedValues {
            guard pair.count == 2, let value = Self.decode(tag: pair[0], text: pair[1]) else { throw invalid }
            values.append(value)
        }
        let anchor: Anchor
        switch (object["r"], object["o"]) {
        case (nil, nil): anchor = .sortValues
        case (let flag as String, nil) where flag == "k": anchor = .primaryKey
        case (nil, let offset as String):
            guard let position = Int(offset), (0..<(1 << 48)).contains(position), values.isEmpty else { throw invalid }
            anchor = .offset(position)
        default: throw invalid
        }
        var position: Int?
        if let text = object["p"] {
            guard let text = text as? String, let number = Int(text), (0..<(1 << 48)).contains(number) else { throw invalid }
            position = number
        }
        self.init(direction: direction, values: values, entityName: entityName, fingerprint: fingerprint, anchor: anchor, position: position)
    }

    /// The cursor's fields as a JSON object, its keys in order.
    private static func payload(
        direction: Direction, values: [DatabaseValue], entityName: String, fingerprint: UInt64, anchor: Anchor, position: Int?
    ) -> String {
        var json = "{\"d\":"
        appendJSON(direction.rawValue, to: &json)
        json += ",\"e\":"
        appendJSON(entityName, to: &json)
        json += ",\"f\":"
        appendJSON(String(fingerprint, radix: 16), to: &json)
        if case .offset(let offset) = anchor {
            json += ",\"o\":"
            appendJSON(String(offset), to: &json)
        }
        if let position {
            json += ",\"p\":"
            appendJSON(String(position), to: &json)
        }
        if case .primaryKey = anchor { json += ",\"r\":\"k\"" }
        json += ",\"v\":["
        for (index, value) in values.enumerated() {
            json += index == 0 ? "[" : ",["
            appendJSON(tag(of: value), to: &json)
            json += ","
            appendJSON(value.text ?? "", to: &json)
            json += "]"
        }
        json += "]}"
        return json
    }

    /// Appends `text` as a JSON string (``init(token:)`` reads any JSON, so the escaping may
    /// change without a token made before failing to read).
    private static func appendJSON(_ text: String, to json: inout String) {
        JSONString.append(text, to: &json)
    }

    /// `bytes` in base64url (RFC 4648 §5), without padding.
    private static func base64URL(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        let count = bytes.count / 3 * 4 + [0, 2, 3][bytes.count % 3]
        return String(unsafeUninitializedCapacity: count) { buffer in
            var out = 0
            var index = 0
            while index + 2 < bytes.count {
                let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                for shift in [18, 12, 6, 0] { buffer[out] = alphabet[Int(word >> UInt32(shift) & 63)]; out += 1 }
                index += 3
            }
            let rest = bytes.count - index
            if rest > 0 {
                let word = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
                for shift in [18, 12, 6, 0].prefix(rest + 1) { buffer[out] = alphabet[Int(word >> UInt32(shift) & 63)]; out += 1 }
            }
            return out
        }
    }

    private static func tag(of value: DatabaseValue) -> String {
        switch value {
        case .null: return "n"
        case .integer: return "i"
        case .double: return "r"
        case .decimal: return "m"
        case .text: return "t"
        case .bool: return "b"
        case .date: return "d"
        case .timestamp: return "s"
        case .uuid: return "u"
        case .json: return "j"
        case .blob, .bytes: return "x"
        }
    }

    private static func decode(tag: String, text: String) -> DatabaseValue? {
        switch tag {
        case "n": return .null
        case "i": return Int64(text).map(DatabaseValue.integer)
        case "r": return Double(text).map(DatabaseValue.double)
        case "m": return .decimal(text)
        case "t": return .text(text)
        case "b": return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case "d": return .date(text)
        case "s": return .timestamp(text)
        case "u": return .uuid(text)
        case "j": return .json(text)
        default: return nil
        }
    }
}
