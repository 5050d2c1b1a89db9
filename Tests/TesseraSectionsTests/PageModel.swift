import TesseraSections

/// An element of HTML written by Tessera, parsed just enough to change it as the live script
/// does and write it back: the tests apply updates to a page and compare it with a fresh one.
final class HTMLNode {
    var name: String
    var attributes: [(name: String, value: String?)]
    var children: [HTMLNode] = []
    /// The text of a text node (name "#text"), as written (escaped).
    var text = ""
    var selfClosing = false
    weak var parent: HTMLNode?

    init(name: String, attributes: [(name: String, value: String?)] = []) {
        self.name = name
        self.attributes = attributes
    }

    func has(_ attribute: String) -> Bool { attributes.contains { $0.name == attribute } }

    subscript(attribute: String) -> String? {
        get { attributes.first { $0.name == attribute }?.value ?? nil }
        set {
            if let index = attributes.firstIndex(where: { $0.name == attribute }) {
                attributes[index].value = newValue
            } else {
                attributes.append((attribute, newValue))
            }
        }
    }

    func removeAttribute(_ attribute: String) { attributes.removeAll { $0.name == attribute } }

    func children(with attribute: String) -> [HTMLNode] { children.filter { $0.has(attribute) } }

    /// Every element below, in document order.
    var descendants: [HTMLNode] { children.flatMap { [$0] + $0.descendants } }

    func remove() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    func insert(_ node: HTMLNode, at index: Int) {
        node.remove()
        node.parent = self
        children.insert(node, at: index)
    }

    func before(_ node: HTMLNode) {
        let parent = self.parent!
        parent.insert(node, at: parent.children.firstIndex { $0 === self }!)
    }

    func after(_ node: HTMLNode) {
        let parent = self.parent!
        parent.insert(node, at: parent.children.firstIndex { $0 === self }! + 1)
    }

    func replace(with node: HTMLNode) {
        before(node)
        remove()
    }

    var html: String {
        if name == "#text" { return text }
        var html = "<" + name
        for (attribute, value) in attributes {
            html += " " + attribute
            if let value { html += "=\"" + value + "\"" }
        }
        if selfClosing { return html + "/>" }
        html += ">"
        if HTMLNode.voidElements.contains(name) { return html }
        return html + children.map(\.html).joined() + "</" + name + ">"
    }

    static let voidElements: Set<String> = ["input", "img", "meta", "link", "br", "hr"]

    /// The nodes of `html`.
    static func parse(_ html: String) -> [HTMLNode] {
        let root = HTMLNode(name: "#root")
        var stack = [root]
        var rest = Substring(html)
        while !rest.isEmpty {
            if rest.hasPrefix("</") {
                let end = rest.firstIndex(of: ">")!
                let name = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
                while let last = stack.last, last.name != name { stack.removeLast() }
                stack.removeLast()
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("<") {
                rest = rest.dropFirst()
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
                rest = rest.dropFirst(name.count)
                let node = HTMLNode(name: name)
                while true {
                    rest = rest.drop { $0 == " " }
                    if rest.hasPrefix("/>") {
                        node.selfClosing = true
                        rest = rest.dropFirst(2)
                        break
                    }
                    if rest.hasPrefix(">") {
                        rest = rest.dropFirst()
                        break
                    }
                    let attribute = String(rest.prefix { $0 != "=" && $0 != " " && $0 != ">" && $0 != "/" })
                    rest = rest.dropFirst(attribute.count)
                    if rest.hasPrefix("=\"") {
                        rest = rest.dropFirst(2)
                        let value = rest.prefix { $0 != "\"" }
                        rest = rest.dropFirst(value.count + 1)
                        node.attributes.append((attribute, String(value)))
                    } else {
                        node.attributes.append((attribute, nil))
                    }
                }
                stack.last!.insert(node, at: stack.last!.children.count)
                if !node.selfClosing && !voidElements.contains(name) { stack.append(node) }
            } else {
                let text = rest.prefix { $0 != "<" }
                let node = HTMLNode(name: "#text")
                node.text = String(text)
                stack.last!.insert(node, at: stack.last!.children.count)
                rest = rest.dropFirst(text.count)
            }
        }
        return root.children
    }
}

/// The sections of a page, as a browser running the live script holds them: it applies updates
/// the way the script does (Sources/TesseraServer/Live/LiveScript.swift), operation by operation,
/// then renumbers the rows' positions.
final class PageModel {
    private let document: HTMLNode
    /// The element holding the sections (`data-sections-content`).
    private var content: HTMLNode
    private(set) var version: SectionVersion

    /// The page showing `content`'s HTML at `version`.
    init(content html: String, version: SectionVersion) {
        document = HTMLNode(name: "#document")
        for node in HTMLNode.parse(html) { document.insert(node, at: document.children.count) }
        content = document.descendants.first { $0.has("data-sections-content") }!
        self.version = version
    }

    var html: String { document.children.map(\.html).joined() }

    private var sections: [HTMLNode] { content.children(with: "data-section") }
    private func rowsContainer(_ section: HTMLNode) -> HTMLNode {
        section.has("data-rows") ? section : section.children(with: "data-rows")[0]
    }
    private func rows(_ section: HTMLNode) -> [HTMLNode] { rowsContainer(section).children(with: "data-element") }

    private static func fragment(_ html: String) -> HTMLNode { HTMLNode.parse(html)[0] }

    enum Failure: Error { case outOfStep(SectionVersion, SectionVersion) }

    /// Applies `update`, as the script does.
    func apply(_ update: SectionUpdate) throws {
        guard update.previousVersion == version else { throw Failure.outOfStep(update.previousVersion, version) }
        for operation in update.operations { apply(operation) }
        version = update.version
        renumber()
    }

    /// Shows `html` instead of every section, as a reset does.
    func reset(_ html: String, version: SectionVersion) {
        let new = Self.fragment(html)
        content.replace(with: new)
        content = new
        self.version = version
    }

    private func apply(_ operation: SectionUpdate.Operation) {
        let sections = self.sections
        switch operation.kind {
        case .insertSection:
            let node = Self.fragment(operation.html!)
            if operation.section < sections.count { sections[operation.section].before(node) } else { content.insert(node, at: content.children.count) }
        case .removeSection:
            sections[operation.section].remove()
        case .reloadSection:
            sections[operation.section].replace(with: Self.fragment(operation.html!))
        case .updateHeaderFooter:
            replaceSupplementary(sections[operation.section], "data-section-header", operation.header, first: true)
            replaceSupplementary(sections[operation.section], "data-section-footer", operation.footer, first: false)
        case .insertElement:
            insertRow(sections[operation.section], at: operation.item!, Self.fragment(operation.html!))
        case .removeElement:
            rows(sections[operation.section])[operation.item!].remove()
        case .updateElement:
            rows(sections[operation.section])[operation.item!].replace(with: Self.fragment(operation.html!))
        case .moveElement:
            let row = rows(sections[operation.section])[operation.item!]
            row.remove()
            insertRow(sections[operation.section], at: operation.to!, row)
        }
    }

    private func insertRow(_ section: HTMLNode, at index: Int, _ row: HTMLNode) {
        let container = rowsContainer(section)
        let rows = self.rows(section)
        if index < rows.count {
            rows[index].before(row)
        } else if let last = rows.last {
            last.after(row)
        } else if let header = container.children(with: "data-section-header").first {
            header.after(row)
        } else {
            container.insert(row, at: 0)
        }
    }

    private func replaceSupplementary(_ section: HTMLNode, _ attribute: String, _ html: String?, first: Bool) {
        let existing = section.children(with: attribute).first
        guard let html, !html.isEmpty else {
            existing?.remove()
            return
        }
        let node = Self.fragment(html)
        if let existing {
            existing.replace(with: node)
        } else {
            section.insert(node, at: first ? 0 : section.children.count)
        }
    }

    /// Positions in `data-position` and in the controls' URLs; first and last rows' moves.
    private func renumber() {
        var position = 0
        for section in sections {
            let rows = self.rows(section)
            for (index, row) in rows.enumerated() {
                row["data-position"] = String(position)
                for control in row.descendants where control.has("formaction") {
                    control["formaction"] = control["formaction"]!.replacing(/position=\d+/, with: "position=\(position)")
                }
                for control in row.descendants where control.has("data-move") {
                    let up = control["data-move"] == "-1"
                    control.removeAttribute("disabled")
                    if up ? index == 0 : index == rows.count - 1 { control.attributes.append(("disabled", nil)) }
                }
                position += 1
            }
        }
    }
}
