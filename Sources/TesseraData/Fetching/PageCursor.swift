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
public struct PageCursor: Sendable, Hashable {
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

    init(direction: Direction, values: [DatabaseValue], entityName: String, fingerprint: UInt64) {
        self.direction = direction
        self.values = values
        self.entityName = entityName
        self.fingerprint = fingerprint
    }

    /// The cursor as URL-safe text (base64url, no padding).
    public var token: String {
        let payload = Self.payload(direction: direction, values: values, entityName: entityName, fingerprint: fingerprint)
        let checked = payload + "\u{1}" + String(FNV1a.hash("tessera-cursor\u{1}" + payload), radix: 36)
        return Data(checked.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
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
        self.init(direction: direction, values: values, entityName: entityName, fingerprint: fingerprint)
    }

    private static func payload(direction: Direction, values: [DatabaseValue], entityName: String, fingerprint: UInt64) -> String {
        let object: [String: Any] = [
            "d": direction.rawValue, "e": entityName, "f": String(fingerprint, radix: 16),
            "v": values.map { [tag(of: $0), $0.text ?? ""] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
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
        case .blob: return "x"
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
