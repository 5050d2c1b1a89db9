import Tessera

/// The list's rows as cards on a phone: its name, a few telling values each with its label, and
/// its checkbox — not a table scrolled sideways behind two columns of controls. A `<style>` of
/// the page's own, since which cells are which depends on the list's columns; the rest is in
/// ``DirectStylesheet``.
struct ListCardStyle: PrimitiveView {
    /// The cells' positions in a row (from 1, as `nth-child` counts).
    let selectCell: Int?
    let openCell: Int?
    let nameCell: Int?
    /// Whether the heading's cell is the link that opens the row; if not, the chevron shows.
    let nameOpens: Bool
    /// Whether the heading is the open link, carrying the row's name (a row named by its links).
    let headsWithOpenLink: Bool
    /// The cells shown under the name, with their labels.
    let detailCells: [(position: Int, label: String)]

    init(plan: PagePlan) {
        var position = 0
        func next() -> Int {
            position += 1
            return position
        }
        selectCell = plan.selectsRows ? next() : nil
        openCell = plan.opensRows ? next() : nil
        let naming = plan.openingPropertyKey ?? plan.naming?.attributeNames.first
        // A row named by the rows it links to (a rental, by its film and customer) is headed by
        // the link that opens it, which carries its name (``OpenRowLink/name``).
        headsWithOpenLink = openCell != nil && (plan.naming?.followsRelationships ?? false)
        let keys = Set(plan.entity.primaryKeyAttributes.map(\.name))
        var name: Int?
        var details: [(Int, String)] = []
        for property in plan.properties {
            let cell = next()
            if !headsWithOpenLink, property.propertyKey == naming || (naming == nil && name == nil && !keys.contains(property.propertyKey)) {
                name = cell
            } else if !keys.contains(property.propertyKey) {
                details.append((cell, property.headerLabel))
            }
        }
        // Without a name among the columns, the first detail is the card's heading.
        if headsWithOpenLink { name = openCell } else if name == nil, !details.isEmpty { name = details.removeFirst().0 }
        nameCell = name
        nameOpens = headsWithOpenLink || (name != nil && plan.openingPropertyKey != nil)
        detailCells = Array(details.prefix(3))
    }

    /// `text` as a CSS string's content: nothing in it can end the string, or the element.
    static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&", "\n", "\r", "\u{0C}", "\0":
                result += "\\" + String(scalar.value == 0 ? 0xFFFD : scalar.value, radix: 16) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    var css: String {
        let row = "[data-list-page] .t-table tbody tr td"  // no ">": the text is escaped as HTML
        var rules: [String] = []
        if let nameCell { rules.append("\(row):nth-child(\(nameCell)){display:block;grid-column:1;grid-row:1;font-weight:600}") }
        if headsWithOpenLink { rules.append("\(row) .t-open-name{display:inline;margin-inline-end:4px}") }
        if let selectCell { rules.append("\(row):nth-child(\(selectCell)){display:block;grid-column:2;grid-row:1}") }
        // The name opens the row; where the heading is no link, the chevron does.
        if let openCell, !nameOpens { rules.append("\(row):nth-child(\(openCell)){display:block;grid-column:2;grid-row:\(selectCell == nil ? 1 : 2)}") }
        for (position, label) in detailCells {
            rules.append("\(row):nth-child(\(position)){display:block;grid-column:1/-1}")
            rules.append("\(row):nth-child(\(position))::before{content:\(Self.cssString(label + ": "));color:var(--t-secondary)}")
        }
        // The name the open link carries shows only on a card.
        let table = headsWithOpenLink ? "[data-list-page] .t-open-name{display:none}" : ""
        return table + "@media (max-width:640px){" + rules.joined() + "}"
    }

    static func _render(_ view: ListCardStyle, into output: inout HTMLOutput, context: RenderContext) {
        let css = view.css
        output.element("style", HTMLAttributes(), context: context) { output, context in
            output.text(css, context: context)
        }
    }
}
