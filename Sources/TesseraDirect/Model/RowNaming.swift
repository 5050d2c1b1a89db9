import TesseraData

/// How a row is named for people — in a link to it, its page's title, its breadcrumb, a picker:
/// one attribute (`name`), or a template of several (`{first_name} {last_name}`,
/// `#{invoice_id} · {invoice_date}`), which may follow to-one links to the rows that name it
/// (`{inventory.film.title} · {customer.first_name} {customer.last_name}`: a rental is its
/// film and its customer).
///
/// A part that follows links reads the related rows the row was fetched with
/// (`Row.related`; ``relationshipPaths`` says which to fetch); without them it is
/// empty, as a `NULL` is.
///
/// The `keyWhenRelationship` rule key takes either: a rule that says
/// `keyWhenRelationship = '{first_name} {last_name}'` names related customers by both names. By
/// default ``DisplayName/naming(of:)`` chooses what people use.
public struct RowNaming: Sendable, Hashable, CustomStringConvertible {
    enum Part: Sendable, Hashable {
        case attribute(String)
        /// An attribute of the row at the end of a path of to-one relationships.
        case related(path: [String], attribute: String)
        case text(String)
    }

    let parts: [Part]
    /// Relationships whose parts are left out: the link back to the row whose page lists these.
    private var omittedLinks: Set<String> = []

    private init(parts: [Part]) {
        self.parts = parts
    }

    /// This naming without what it reads through `relationship`, when it follows links: how a
    /// customer's page names their rentals — by the film, not again by the customer. A naming
    /// left with nothing names no row.
    public func leavingOut(_ relationship: String) -> RowNaming {
        guard followsRelationships else { return self }
        var naming = self
        naming.omittedLinks.insert(relationship)
        return naming
    }

    /// A naming by one attribute's value.
    public init(attribute: String) {
        self.init(parts: [.attribute(attribute)])
    }

    /// A naming by the namings of the rows its to-one relationships lead to, in order, separated
    /// by `separator`: each related naming's attributes read through its relationship.
    init(following links: [(relationship: String, naming: RowNaming)], separator: String = " · ") {
        var parts: [Part] = []
        for (index, link) in links.enumerated() {
            if index > 0 { parts.append(.text(separator)) }
            for part in link.naming.parts {
                switch part {
                case .attribute(let name): parts.append(.related(path: [link.relationship], attribute: name))
                case .related(let path, let name): parts.append(.related(path: [link.relationship] + path, attribute: name))
                case .text(let text): parts.append(.text(text))
                }
            }
        }
        self.init(parts: parts)
    }

    /// This naming followed by `text` and the value of `attribute`: a link's name and the row's
    /// own date.
    func followed(by text: String, attribute: String) -> RowNaming {
        RowNaming(parts: parts + [.text(text), .attribute(attribute)])
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
            let steps = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if steps.count > 1, !steps.contains(where: \.isEmpty) {
                parts.append(.related(path: Array(steps.dropLast()), attribute: steps[steps.count - 1]))
            } else if !name.isEmpty {
                parts.append(.attribute(String(name)))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.init(parts: parts)
    }

    /// The row's own attributes it reads, in order: the first is the one to sort by. (Those it
    /// reads through relationships are not among them.)
    public var attributeNames: [String] {
        parts.compactMap { if case .attribute(let name) = $0 { name } else { nil } }
    }

    /// Whether it reads through relationships: a row named so is named by the rows it links to.
    public var followsRelationships: Bool {
        parts.contains { if case .related = $0 { true } else { false } }
    }

    /// The paths of relationships it follows, each once, in order: what to fetch with a row to
    /// name it (`FetchSpecification.prefetchingRelationshipPaths`). Not those through a link
    /// left out (``leavingOut(_:)``): what they lead to is not read.
    public var relationshipPaths: [[String]] {
        var paths: [[String]] = []
        for part in parts {
            if case .related(let path, _) = part, !omittedLinks.contains(path[0]), !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// The attributes it reads through relationships: each part's path of relationships and the
    /// attribute at its end.
    var relatedAttributes: [(path: [String], attribute: String)] {
        parts.compactMap { if case .related(let path, let name) = $0 { (path, name) } else { nil } }
    }

    /// The template (`{first_name} {last_name}`), or the attribute's name for a naming by one.
    public var description: String {
        if parts.count == 1, case .attribute(let name) = parts[0] { return name }
        return parts.map { part in
            switch part {
            case .attribute(let name): "{\(name)}"
            case .related(let path, let name): "{\((path + [name]).joined(separator: "."))}"
            case .text(let text): text
            }
        }.joined()
    }

    /// The row's name, or `nil` when none of the attributes it reads has a value. The text
    /// between two attributes separates them: it is left out with an empty one
    /// (`{first_name} {last_name}` of a row without a first name is its last name alone).
    public func name(of row: Row) -> String? {
        name { _, part in value(of: part, in: row) }
    }

    /// Where each attribute it reads is in `entity`'s rows, one position a part (`nil` for text,
    /// and for a name the entity lacks): what ``name(of:at:)`` reads a page of rows by.
    func positions(in entity: Entity) -> [Row.Position?] {
        parts.map { part in
            switch part {
            case .attribute(let name): entity.rowPosition(of: name)
            // A column whose name has dots, which a template wrote as a path.
            case .related(let path, let name): entity.rowPosition(of: (path + [name]).joined(separator: "."))
            case .text: nil
            }
        }
    }

    /// The row's name, its values read at `positions` (from ``positions(in:)`` for the row's
    /// entity) instead of by name.
    func name(of row: Row, at positions: [Row.Position?]) -> String? {
        name { index, part in positions[index].map { row[$0] } ?? value(of: part, in: row) }
    }

    /// The value an attribute part reads of `row`: its own, or the related row's at the end of
    /// the part's path (`NULL` where a link is empty or its rows were not fetched).
    private func value(of part: Part, in row: Row) -> DatabaseValue {
        switch part {
        case .attribute(let name):
            return row[name]
        case .related(let path, _) where omittedLinks.contains(path[0]):
            return .null
        case .related(let path, let name):
            let whole = (path + [name]).joined(separator: ".")
            if row.hasValue(for: whole) { return row[whole] }
            var current = row
            for step in path {
                guard let next = current.related[step]?.first else { return .null }
                current = next
            }
            return current[name]
        case .text:
            return .null
        }
    }

    /// The name from the values `value` gives for each attribute part, by the part's index.
    private func name(_ value: (Int, Part) -> DatabaseValue) -> String? {
        // By one attribute, the common naming: its text, no string built.
        if parts.count == 1, case .attribute = parts[0] {
            guard let value = value(0, parts[0]).text, !value.isEmpty else { return nil }
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
            case .attribute, .related:
                if let value = value(index, part).text, !value.isEmpty {
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
