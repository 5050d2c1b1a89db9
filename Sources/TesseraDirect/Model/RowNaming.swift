import TesseraData

/// How a row is named for people — in a link to it, its page's title, its breadcrumb, a picker:
/// one attribute (`name`), or a template of several (`{first_name} {last_name}`,
/// `#{invoice_id} · {invoice_date}`).
///
/// The `keyWhenRelationship` rule key takes either: a rule that says
/// `keyWhenRelationship = '{first_name} {last_name}'` names related customers by both names. By
/// default ``DisplayName/naming(of:)`` chooses what people use.
public struct RowNaming: Sendable, Hashable, CustomStringConvertible {
    enum Part: Sendable, Hashable {
        case attribute(String)
        case text(String)
    }

    let parts: [Part]

    private init(parts: [Part]) {
        self.parts = parts
    }

    /// A naming by one attribute's value.
    public init(attribute: String) {
        self.init(parts: [.attribute(attribute)])
    }

    /// A naming by `template`: text with attribute names in braces (`{first_name} {last_name}`);
    /// text without braces is one attribute's name.
    public init(template: String) {
        guard template.contains("{") else {
            self.init(attribute: template)
            return
        }
        var parts: [Part] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty { parts.append(.attribute(String(name))) }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.init(parts: parts)
    }

    /// The attributes it reads, in order: the first is the one to sort by.
    public var attributeNames: [String] {
        parts.compactMap { if case .attribute(let name) = $0 { name } else { nil } }
    }

    /// The template (`{first_name} {last_name}`), or the attribute's name for a naming by one.
    public var description: String {
        if parts.count == 1, case .attribute(let name) = parts[0] { return name }
        return parts.map { part in
            switch part {
            case .attribute(let name): "{\(name)}"
            case .text(let text): text
            }
        }.joined()
    }

    /// The row's name, or `nil` when none of the attributes it reads has a value. The text
    /// between two attributes separates them: it is left out with an empty one
    /// (`{first_name} {last_name}` of a row without a first name is its last name alone).
    public func name(of row: Row) -> String? {
        name { _, name in row[name] }
    }

    /// Where each attribute it reads is in `entity`'s rows, one position a part (`nil` for text,
    /// and for a name the entity lacks): what ``name(of:at:)`` reads a page of rows by.
    func positions(in entity: Entity) -> [Row.Position?] {
        parts.map { part in
            if case .attribute(let name) = part { entity.rowPosition(of: name) } else { nil }
        }
    }

    /// The row's name, its values read at `positions` (from ``positions(in:)`` for the row's
    /// entity) instead of by name.
    func name(of row: Row, at positions: [Row.Position?]) -> String? {
        name { index, name in positions[index].map { row[$0] } ?? row[name] }
    }

    /// The name from the values `value` gives for each attribute part, by the part's index and name.
    private func name(_ value: (Int, String) -> DatabaseValue) -> String? {
        // By one attribute, the common naming: its text, no string built.
        if parts.count == 1, case .attribute(let name) = parts[0] {
            guard let value = value(0, name).text, !value.isEmpty else { return nil }
            return value
        }
        var result = ""
        var separator = ""
        var included = false
        var lastIncluded = false
        for (index, part) in parts.enumerated() {
            switch part {
            case .text(let text):
                separator += text
            case .attribute(let name):
                if let value = value(index, name).text, !value.isEmpty {
                    // Text before the first attribute is a prefix ("#"): it goes with it.
                    if included || parts[..<index].allSatisfy({ if case .text = $0 { true } else { false } }) { result += separator }
                    result += value
                    included = true
                    lastIncluded = true
                } else {
                    lastIncluded = false
                }
                separator = ""
            }
        }
        guard included else { return nil }
        return result + (lastIncluded ? separator : "")
    }
}
