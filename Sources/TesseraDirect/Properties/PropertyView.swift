import Tessera
import TesseraData
import TesseraRules

/// One property of the page's object, shown or edited by the component the rules choose.
///
/// `context` is the page's rule context with ``RuleContext/propertyKey`` set. The component's view
/// — the look's own, or a view of yours that a rule hands over — finds that context in the
/// environment (`@Environment(\.ruleContext)`, `@Environment(\.propertyValue)`, …).
public struct PropertyView: View {
    let context: RuleContext

    /// The property `context.propertyKey` of `context.object`.
    public init(context: RuleContext) {
        self.context = context
    }

    public var body: some View {
        ComponentView(component: context.component, context: context)
            .environment(\.ruleContext, context)
    }
}

/// The look's components, by name.
struct ComponentView: View {
    let component: DirectView
    let context: RuleContext

    var body: some View {
        if let custom = component.customView {
            custom
        } else {
            switch component.name {
            case "DisplayString", "DisplayNumber", "DisplayDate", "DisplayTimestamp":
                DisplayValue(context: context, multiline: false)
            case "DisplayBlob":
                // The size, and beside it (a space apart, not run together) the download.
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    DisplayValue(context: context, multiline: false)
                    DownloadLink(context: context)
                }
            case "DisplayLargeString":
                VStack(alignment: .leading, spacing: 4) {
                    DisplayValue(context: context, multiline: true)
                    DownloadLink(context: context)
                }
            case "DisplayJSON":
                VStack(alignment: .leading, spacing: 4) {
                    DisplayJSON(context: context)
                    DownloadLink(context: context)
                }
            case "DisplayList":
                DisplayList(context: context)
            case "DisplayBool":
                DisplayBool(value: context.propertyValue)
            case "DisplayToOne":
                DisplayToOne(context: context)
            case "DisplayToMany":
                DisplayToMany(context: context)
            case "EditString", "EditNumber", "EditDate", "EditTimestamp":
                EditText(context: context, kind: component.name)
            case "EditLargeString":
                EditLargeString(context: context)
            case "EditBool":
                EditBool(context: context)
            case "EditEnumeration":
                EditEnumeration(context: context)
            case "EditToOne":
                EditToOne(context: context)
            default:
                UnknownComponent(kind: "component", name: component.name)
            }
        }
    }
}

/// `NULL`, as every component shows it.
struct EmptyValue: View {
    var body: some View {
        Text("—").foregroundStyle(.secondary).accessibilityLabel("empty")
    }
}

struct DisplayValue: View {
    let context: RuleContext
    let multiline: Bool
    @Environment(\.locale) private var locale

    var body: some View {
        if let whole = ValueFormatter.text(of: context.propertyValue, formatter: context.formatter, locale: locale) {
            // A row's own page shows the whole value; every other page shows many values at once.
            let text = context.task == "inspect" ? whole : DisplayLimit.prefix(whole, DisplayLimit.cell)
            if multiline && context.task == "list" {
                Text(text).lineLimit(2)
            } else {
                Text(text)
            }
        } else {
            EmptyValue()
        }
    }
}

/// A JSON document: on a row's page laid out a member a line, in monospace; elsewhere a prefix
/// of it as it is stored.
struct DisplayJSON: View {
    let context: RuleContext

    var body: some View {
        if let text = context.propertyValue.text {
            if context.task == "inspect" && text.utf8.count <= DownloadLink.longText {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(StructuredText.prettyJSON(text).enumerated()), id: \.offset) { _, line in
                        // Leading spaces as no-break spaces: HTML would fold them away.
                        Text(String(line.prefix { $0 == " " }.map { _ in "\u{A0}" }) + line.drop { $0 == " " }).monospaced()
                    }
                }
                .accessibilityLabel(DisplayLimit.prefix(text, DisplayLimit.cell))
            } else {
                Text(DisplayLimit.prefix(text, DisplayLimit.cell)).monospaced()
            }
        } else {
            EmptyValue()
        }
    }
}

/// An array: on a row's page its elements one a line (NULL as the empty mark); elsewhere a
/// prefix of its elements joined by commas. An array that does not read as one shows its text.
struct DisplayList: View {
    let context: RuleContext

    var body: some View {
        if let text = context.propertyValue.text {
            if let elements = StructuredText.arrayElements(text) {
                if elements.isEmpty {
                    Text("None").foregroundStyle(.secondary)
                } else if context.task == "inspect" {
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(Array(elements.enumerated()), id: \.offset) { _, element in
                            if let element { Text(element.isEmpty ? "\u{201C}\u{201D}" : element) } else { EmptyValue() }
                        }
                    }
                } else {
                    Text(DisplayLimit.prefix(elements.map { $0 ?? "—" }.joined(separator: ", "), DisplayLimit.cell))
                }
            } else {
                Text(DisplayLimit.prefix(text, context.task == "inspect" ? Int.max : DisplayLimit.cell))
            }
        } else {
            EmptyValue()
        }
    }
}

/// On a row's page, a link that saves every byte of a value: binary data (a page shows its size)
/// or a text long enough that a file reads better than the page.
struct DownloadLink: View {
    let context: RuleContext
    @Environment(\.directPaths) private var paths

    /// Characters of text past which a text gets a download link too.
    static let longText = 20_000

    var body: some View {
        if context.task == "inspect", let object = context.object, let attribute = context.attribute, showsLink(for: context.propertyValue) {
            Link("Download", destination: paths.download(object.entityName, key: object.primaryKey, attribute: attribute.name))
                .font(.footnote)
                .accessibilityLabel("Download \(context.displayNameForProperty)")
        }
    }

    private func showsLink(for value: DatabaseValue) -> Bool {
        switch value {
        case .blob(let size): size > 0
        case .text(let text), .json(let text): text.utf8.count > Self.longText
        default: false
        }
    }
}

struct DisplayBool: View {
    let value: DatabaseValue

    var body: some View {
        switch value {
        case .bool(true): Label("Yes", systemImage: "checkmark")
        case .bool(false): Text("No")
        case .null: EmptyValue()
        default: Text(value.description)
        }
    }
}

/// A to-one relationship: a link to the row it points to, named by `keyWhenRelationship`.
struct DisplayToOne: View {
    let context: RuleContext
    @Environment(\.directPaths) private var paths

    var body: some View {
        if let relationship = context.relationship, let target = context.object?.related[relationship.name]?.first {
            Link(RowName.of(target, naming: context.keyWhenRelationship), destination: paths.inspect(relationship.destinationEntity, key: target.primaryKey))
        } else if let relationship = context.relationship, let object = context.object,
            let column = relationship.joins.first?.sourceAttribute, let text = object[column].text
        {
            // The row was not loaded with the page: its key still says which one it is.
            Text(text)
        } else {
            EmptyValue()
        }
    }
}

/// A to-many relationship on an inspect page: its first rows as links, and a link to all.
struct DisplayToMany: View {
    let context: RuleContext
    @Environment(\.relatedRows) private var relatedRows
    @Environment(\.directPaths) private var paths

    var body: some View {
        if let preview = relatedRows[context.propertyKey] {
            let naming = DestinationNaming.attribute(preview.relationship, in: context)
            VStack(alignment: .leading, spacing: 4) {
                if preview.rows.isEmpty {
                    Text("None").foregroundStyle(.secondary)
                }
                ForEach(Array(preview.rows.enumerated()), id: \.offset) { _, row in
                    Link(RowName.of(row, naming: naming), destination: paths.inspect(row.entityName, key: row.primaryKey))
                }
                if let fullList = preview.fullList, preview.hasMore {
                    Link("All \(context.displayNameForProperty.lowercased()) →", destination: paths.list(preview.fullListEntity, query: fullList))
                } else if preview.hasMore {
                    Text("and more").foregroundStyle(.secondary)
                }
            }
        } else {
            EmptyValue()
        }
    }
}

/// The attribute that names rows of a relationship's destination.
enum DestinationNaming {
    static func attribute(_ relationship: Relationship, in context: RuleContext) -> String? {
        guard let destination = try? context.model?.entity(named: relationship.destinationEntity) else { return nil }
        return DisplayName.naming(of: destination)?.description
    }
}

/// How a row is named in links: by its naming (an attribute, or a template of several), else by
/// its key.
enum RowName {
    static func of(_ row: Row, naming: String?) -> String {
        of(row, naming: naming.map(RowNaming.init(template:)))
    }

    static func of(_ row: Row, naming: RowNaming?) -> String {
        if let naming, let name = naming.name(of: row) { return DisplayLimit.prefix(name, DisplayLimit.name) }
        // Nothing to name it by: what it is and its key ("Inventory 112"), never a bare "#112"
        // that says nothing in a list of links to rows of several kinds.
        let key = row.primaryKey.values.map(\.description).joined(separator: ", ")
        let kind = DisplayName.forIdentifier(row.entityName)
        return key.isEmpty ? kind : "\(kind) \(DisplayLimit.prefix(key, DisplayLimit.name))"
    }
}
