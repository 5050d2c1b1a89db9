import Tessera
import TesseraData
import TesseraRules

/// One property of the page's object, shown or edited by the component the rules choose.
///
/// `context` is the page's rule context with ``TesseraRules/RuleContext/propertyKey`` set. The
/// component's view — the look's own, or a view of yours that a rule hands over — finds that
/// context in the environment (`@Environment(\.ruleContext)`, `@Environment(\.propertyValue)`, …).
public struct PropertyView: View {
    let context: RuleContext
    @Environment(\.directPaths) private var paths

    /// The property `context.propertyKey` of `context.object`.
    public init(context: RuleContext) {
        self.context = context
    }

    public var body: some View {
        PropertyCellView(cell: PropertyCell(plan: PropertyPlan(oneRow: context, paths: paths), row: nil))
            .environment(\.ruleContext, context)
    }
}

/// A property of a row shown by its component: the look's own, or a view of yours, which finds
/// the property's context in the environment.
///
/// It renders the component directly rather than through a `body` of `if`s and a `switch`: a list
/// shows thousands of cells, and a `switch` of fourteen components built the nested conditional
/// views of all fourteen, for every cell. (The branches leave no trace in the HTML.)
struct PropertyCellView: PrimitiveView {
    let cell: PropertyCell

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        let context = view.cell.withNilText(context)
        switch view.cell.resolvedComponent(in: context.environment.directLook) {
        case .builtIn(let builtIn):
            ComponentRenderer.render(builtIn, of: view.cell, into: &output, context: context)
        case .custom(let custom):
            if context.environment.directEditor != nil {
                // On an edit page: a part of the form, as in a live view.
                let custom = custom.modifier(DirectEditorScope(propertyKey: view.cell.plan.propertyKey, column: view.cell.attribute?.name))
                    .environment(\.ruleContext, view.cell.context).environment(\.directPaths, view.cell.paths)
                type(of: custom)._render(custom, into: &output, context: context)
                return
            }
            let custom = custom.environment(\.ruleContext, view.cell.context).environment(\.directPaths, view.cell.paths)
            type(of: custom)._render(custom, into: &output, context: context)
        }
    }

    static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext
    ) async throws {
        let context = view.cell.withNilText(context)
        switch view.cell.resolvedComponent(in: context.environment.directLook) {
        case .builtIn(let builtIn):
            try await ComponentRenderer.render(builtIn, of: view.cell, into: &output, context: context)
        case .custom(let custom):
            let custom = custom.environment(\.ruleContext, view.cell.context).environment(\.directPaths, view.cell.paths)
            try await type(of: custom)._renderAsync(custom, into: &output, context: context)
        }
    }
}

/// The look's components, each a view of its own, chosen by the plan's decoded name.
enum ComponentRenderer {
    static func render(_ component: BuiltInComponent, of cell: PropertyCell, into output: inout HTMLOutput, context: RenderContext) {
        switch component {
        case .displayValue: write(DisplayValue(cell: cell, multiline: false), &output, context)
        case .displayBlob: write(DisplayBlob(cell: cell), &output, context)
        case .displayLargeString: write(WithDownload(cell: cell, content: DisplayValue(cell: cell, multiline: true)), &output, context)
        case .displayJSON: write(WithDownload(cell: cell, content: DisplayJSON(cell: cell)), &output, context)
        case .displayList: write(DisplayList(cell: cell), &output, context)
        case .displayBool: write(DisplayBool(value: cell.value), &output, context)
        case .displayEmail: write(DisplayEmail(value: cell.value), &output, context)
        case .displayPassword: write(DisplayPassword(value: cell.value), &output, context)
        case .displayToOne: write(DisplayToOne(cell: cell), &output, context)
        case .displayToOneSummary: write(DisplayToOneSummary(cell: cell), &output, context)
        case .displayToMany: write(DisplayToMany(cell: cell), &output, context)
        case .displayChart: write(DisplayChart(cell: cell), &output, context)
        case .editText(let kind): write(EditText(cell: cell, kind: kind), &output, context)
        case .editLargeString: write(EditLargeString(cell: cell), &output, context)
        case .editPassword: write(EditPassword(cell: cell), &output, context)
        case .editBool: write(EditBool(cell: cell), &output, context)
        case .editEnumeration: write(EditEnumeration(cell: cell), &output, context)
        case .editToOne: write(EditToOne(cell: cell), &output, context)
        case .editBlob: write(EditBlob(cell: cell), &output, context)
        case .unknown(let name): write(UnknownComponent(kind: "component", name: name), &output, context)
        }
    }

    static func render<Writer: AsyncHTMLWriter>(
        _ component: BuiltInComponent, of cell: PropertyCell, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext
    ) async throws {
        switch component {
        case .displayValue: try await write(DisplayValue(cell: cell, multiline: false), &output, context)
        case .displayBlob: try await write(DisplayBlob(cell: cell), &output, context)
        case .displayLargeString: try await write(WithDownload(cell: cell, content: DisplayValue(cell: cell, multiline: true)), &output, context)
        case .displayJSON: try await write(WithDownload(cell: cell, content: DisplayJSON(cell: cell)), &output, context)
        case .displayList: try await write(DisplayList(cell: cell), &output, context)
        case .displayBool: try await write(DisplayBool(value: cell.value), &output, context)
        case .displayEmail: try await write(DisplayEmail(value: cell.value), &output, context)
        case .displayPassword: try await write(DisplayPassword(value: cell.value), &output, context)
        case .displayToOne: try await write(DisplayToOne(cell: cell), &output, context)
        case .displayToOneSummary: try await write(DisplayToOneSummary(cell: cell), &output, context)
        case .displayToMany: try await write(DisplayToMany(cell: cell), &output, context)
        case .displayChart: try await write(DisplayChart(cell: cell), &output, context)
        case .editText(let kind): try await write(EditText(cell: cell, kind: kind), &output, context)
        case .editLargeString: try await write(EditLargeString(cell: cell), &output, context)
        case .editPassword: try await write(EditPassword(cell: cell), &output, context)
        case .editBool: try await write(EditBool(cell: cell), &output, context)
        case .editEnumeration: try await write(EditEnumeration(cell: cell), &output, context)
        case .editToOne: try await write(EditToOne(cell: cell), &output, context)
        case .editBlob: try await write(EditBlob(cell: cell), &output, context)
        case .unknown(let name): try await write(UnknownComponent(kind: "component", name: name), &output, context)
        }
    }

    private static func write<V: View>(_ view: V, _ output: inout HTMLOutput, _ context: RenderContext) {
        V._render(view, into: &output, context: context)
    }

    private static func write<V: View, Writer: AsyncHTMLWriter>(
        _ view: V, _ output: inout AsyncHTMLOutput<Writer>, _ context: RenderContext
    ) async throws {
        try await V._renderAsync(view, into: &output, context: context)
    }
}

/// Binary data, or a file of the upload folder a text column names (`fileFolder`): its size,
/// and beside it (a space apart, not run together) the download; on a row's page a picture (as
/// its bytes tell, `ImageInfo`) shows as a thumbnail above them, another file of a kind known by
/// its kind ("PDF document"). A list shows a small thumbnail from the server beside the size —
/// or, for a file of the folder, its name.
struct DisplayBlob: View {
    let cell: PropertyCell
    @Environment(\.valueImages) private var images
    @Environment(\.valueKinds) private var kinds
    @Environment(\.valueFileSizes) private var fileSizes
    @Environment(\.locale) private var locale
    @Environment(\.localization) private var localized

    /// The text value naming a file of the upload folder, where the column holds one.
    private var folderValue: String? {
        guard cell.attribute?.valueType == .text, let text = cell.value.text, !text.isEmpty else { return nil }
        return text
    }

    var body: some View {
        let key = cell.plan.propertyKey
        let size = cell.value.binarySize ?? fileSizes[key]
        if cell.task == .inspect, let image = images[key], let size {
            VStack(alignment: .leading, spacing: 4) {
                BlobThumbnail(cell: cell, image: image)
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text("\(StoredFileText.named(folderValue))\(localized(DirectText.imageKind(image.kind))), \(image.width) × \(image.height), \(ValueFormatter.byteCount(size, locale: locale))")
                        .foregroundStyle(.secondary)
                    DownloadLink(cell: cell, isFile: true)
                }
            }
        } else if cell.task == .list, let object = cell.object, let attribute = cell.attribute, folderValue != nil || (cell.value.binarySize ?? 0) > 0 {
            // A small box the server sizes, whatever the picture's proportions (a list reads no
            // picture's header): the picture itself where it is a small one, else a file's icon.
            HStack(alignment: .center, spacing: 8) {
                Image(url: cell.paths.thumbnail(object.entityName, key: object.primaryKey, attribute: attribute.name), label: "")
                    .attribute("width", String(BlobThumbnail.listBox))
                    .attribute("height", String(BlobThumbnail.listBox))
                    .attribute("loading", "lazy")
                    .attribute("decoding", "async")
                    .attribute("data-thumbnail", "list")
                if let folderValue {
                    Text(DisplayLimit.prefix(UploadFolder.displayName(of: folderValue), DisplayLimit.cell))
                } else {
                    DisplayValue(cell: cell, multiline: false)
                }
            }
        } else if cell.task == .inspect, let size, let folderValue {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Label("\(StoredFileText.named(folderValue))\(kinds[key].map { "\(localized(DirectText.fileKind($0))), " } ?? "")\(ValueFormatter.byteCount(size, locale: locale))", systemImage: "doc")
                DownloadLink(cell: cell, isFile: true)
            }
        } else if cell.task == .inspect, let kind = kinds[key], let size {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Label("\(localized(DirectText.fileKind(kind))), \(ValueFormatter.byteCount(size, locale: locale))", systemImage: "doc")
                DownloadLink(cell: cell)
            }
        } else if cell.task == .inspect, let folderValue {
            // Named, but not there: moved away, or a value another program wrote.
            Text(localized(DirectText.notInUploadFolder(UploadFolder.displayName(of: folderValue)))).foregroundStyle(.secondary)
        } else {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                DisplayValue(cell: cell, multiline: false)
                DownloadLink(cell: cell)
            }
        }
    }
}

/// The words a row's page and form say of a file of the upload folder.
enum StoredFileText {
    /// `"dune.png — "`, before what the file is, for a value naming a file; else nothing.
    static func named(_ value: String?) -> String {
        value.map { UploadFolder.displayName(of: $0) + " — " } ?? ""
    }
}

/// A picture a row holds, as a thumbnail: the stored image itself, sized by the server from its
/// header (`ImageInfo.fitted(within:)`) so the page does not move as it loads, and linked to
/// the whole.
struct BlobThumbnail: View {
    let cell: PropertyCell
    let image: ImageInfo

    /// The box a row's page fits a thumbnail in, in CSS pixels.
    static let box = 160
    /// The box of a list's thumbnail, in CSS pixels.
    static let listBox = 40

    var body: some View {
        if let object = cell.object, let attribute = cell.attribute {
            let address = cell.paths.download(object.entityName, key: object.primaryKey, attribute: attribute.name)
            let size = image.fitted(within: Self.box)
            Link(destination: address) {
                Image(url: address, label: cell.label)
                    .attribute("width", String(size.width))
                    .attribute("height", String(size.height))
                    .attribute("loading", "lazy")
                    .attribute("decoding", "async")
                    .attribute("data-thumbnail", nil)
            }
        }
    }
}

/// A long value (text, a JSON document), and under it the download of all of it.
struct WithDownload<Content: View>: View {
    let cell: PropertyCell
    let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            content
            DownloadLink(cell: cell)
        }
    }
}

/// `NULL`, as every component shows it: a dash to see, the word "empty" to hear. (An
/// `aria-label` on the dash's span would not do: a span without a role may not be named, and
/// screen readers pass over the label.) A `displayStringForNil` rule's text instead, where one
/// gives another.
///
/// It reads the rule's text from the render context, as a cell sets it (not through
/// `@Environment`, which reads what the nearest environment modifier bound). The dash and the
/// word are written as a body of the two would write them — the same elements, each child at the
/// same position of the identity path — without a tuple of views made for every empty cell of a
/// list, which a column of nulls paid on each row.
struct EmptyValue: PrimitiveView {
    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if let nilText = context.environment.directNilText {
            let text = Text(nilText).foregroundStyle(.secondary)
            type(of: text)._render(text, into: &output, context: context)
        } else {
            output.withIdentity(.position(0), render: dash, context: context)
            output.withIdentity(.position(1), render: word, context: context)
        }
    }

    /// What the eye reads: a dash, hidden from screen readers.
    private static var dash: some View { Text("—").foregroundStyle(.secondary).attribute("aria-hidden", "true") }
    /// What a screen reader says instead.
    private static var word: some View { Text(DirectText.emptyValue).decorated(with: Decoration(.visibility, .independent, .class("t-visually-hidden"))) }
}

private struct DirectNilTextKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    /// What a component shows for `NULL` where a `displayStringForNil` rule gives a text other
    /// than the default dash; set by the cell around the component, for its property.
    var directNilText: String? {
        get { self[DirectNilTextKey.self] }
        set { self[DirectNilTextKey.self] = newValue }
    }
}

/// A value as text, formatted by the rules' formatter: on a row's page whole, elsewhere a prefix
/// of it (two lines of it for long text in a list).
///
/// It writes its text itself rather than through a `body` of `if`s: a list shows a value in
/// nearly every cell, and the conditional views around one `Text` cost more than the text.
struct DisplayValue: PrimitiveView {
    // What it shows, read from the cell when it is made: a list makes one a cell, and a view
    // holding the cell (its row, its plan) copied all of it at every step of rendering.
    let value: DatabaseValue
    let formatter: DirectFormatter?
    let task: DirectTask
    let multiline: Bool
    /// Whether the value is a prefix of the one stored, read as such.
    let isCut: Bool

    init(cell: PropertyCell, multiline: Bool) {
        value = cell.value
        formatter = cell.formatter
        task = cell.task
        self.multiline = multiline
        isCut = cell.isCut
    }

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        write(view.value, formatter: view.formatter, task: view.task, multiline: view.multiline, isCut: view.isCut, into: &output, context: context)
    }

    /// Writes `value` as the view does: for a plan's cell, which makes no view.
    static func write(
        _ value: DatabaseValue, formatter: DirectFormatter?, task: DirectTask, multiline: Bool, isCut: Bool = false, into output: inout HTMLOutput,
        context: RenderContext
    ) {
        guard let whole = context.environment.directFormatters.text(of: value, formatter: formatter, locale: { context.environment.locale }) else {
            EmptyValue._render(EmptyValue(), into: &output, context: context)
            return
        }
        // A row's own page shows the value (a prefix of a very long one, which it offers as a
        // download); every other page shows many values at once.
        var text = task == .inspect ? whole : DisplayLimit.prefix(whole, context.environment.cellPreviewLength)
        if isCut && !text.hasSuffix("…") { text += "…" }
        if multiline && task == .list {
            let clamped = Text(text).lineLimit(2)
            type(of: clamped)._render(clamped, into: &output, context: context)
        } else {
            Text._render(Text(text), into: &output, context: context)
        }
    }
}

/// A JSON document: on a row's page laid out a member a line, in monospace; elsewhere a prefix
/// of it as it is stored.
struct DisplayJSON: View {
    let cell: PropertyCell

    var body: some View {
        if let text = cell.value.text {
            if cell.task == .inspect && text.utf8.count <= DownloadLink.longText && !cell.isCut {
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
    let cell: PropertyCell

    var body: some View {
        if let text = cell.value.text {
            let task = cell.task
            if let elements = StructuredText.arrayElements(text) {
                if elements.isEmpty {
                    Text(DirectText.nothing).foregroundStyle(.secondary)
                } else if task == .inspect {
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(Array(elements.enumerated()), id: \.offset) { _, element in
                            if let element { Text(element.isEmpty ? "\u{201C}\u{201D}" : element) } else { EmptyValue() }
                        }
                    }
                } else {
                    Text(DisplayLimit.prefix(elements.map { $0 ?? "—" }.joined(separator: ", "), DisplayLimit.cell))
                }
            } else {
                Text(DisplayLimit.prefix(text, task == .inspect ? Int.max : DisplayLimit.cell))
            }
        } else {
            EmptyValue()
        }
    }
}

/// On a row's page, a link that saves every byte of a value: binary data (a page shows its size)
/// or a text long enough that a file reads better than the page.
struct DownloadLink: View {
    let cell: PropertyCell
    /// Whether the value names a file of the upload folder that is there: linked whatever its length.
    var isFile = false

    /// Characters of text past which a text gets a download link too.
    static let longText = 20_000

    var body: some View {
        if cell.task == .inspect, let object = cell.object, let attribute = cell.attribute, isFile || showsLink(for: cell.value) {
            Link(DirectText.download, destination: cell.paths.download(object.entityName, key: object.primaryKey, attribute: attribute.name))
                .font(.footnote)
                .accessibilityLabel(DirectText.downloadItem(cell.label))
        }
    }

    private func showsLink(for value: DatabaseValue) -> Bool {
        switch value {
        case .blob(let size): size > 0
        case .text(let text), .json(let text): text.utf8.count > Self.longText || cell.isCut
        default: false
        }
    }
}

struct DisplayBool: View {
    let value: DatabaseValue

    var body: some View {
        switch value {
        case .bool(true): Label(DirectText.yes, systemImage: "checkmark")
        case .bool(false): Text(DirectText.no)
        case .null: EmptyValue()
        default: Text(value.description)
        }
    }
}

/// A to-one relationship: a link to the row it points to, named by `keyWhenRelationship`.
struct DisplayToOne: PrimitiveView {
    /// The link to the related row, its key's text when the row was not loaded, or neither.
    let link: (title: String, destination: String)?
    let keyText: String?

    init(cell: PropertyCell) {
        if let toOne = cell.plan.toOne, let row = cell.row {
            self.init(toOne, of: row)
        } else if let relationship = cell.relationship, let target = cell.object?.related[relationship.name]?.first {
            self.init(link: (RowName.of(target, naming: cell.keyWhenRelationship), cell.address(ofRelated: target, in: relationship)), keyText: nil)
        } else {
            // The row was not loaded with the page: its key still says which one it is.
            let object = cell.object
            self.init(link: nil, keyText: cell.relationship?.joins.first.flatMap { object?[$0.sourceAttribute].text })
        }
    }

    /// Whether the link is a stop of the keyboard's tab order. A list's rows are not: a row is
    /// its checkbox and the link of its name, two stops however many rows it links to — the
    /// row's own page links them all.
    var isInTabOrder = true

    /// The cell of `row` by a plan decided for the column: no relationship or naming copied, no
    /// address prefix made.
    init(_ toOne: ToOnePlan, of row: Row, isInTabOrder: Bool = true) {
        if let target = row.related[toOne.relationshipName]?.first {
            self.init(link: (toOne.name(of: target), toOne.addressPrefix + DirectPaths.encode(target.primaryKey) + toOne.addressSuffix), keyText: nil)
        } else {
            self.init(link: nil, keyText: toOne.sourceColumn.flatMap { row[$0].text })
        }
        self.isInTabOrder = isInTabOrder
    }

    private init(link: (title: String, destination: String)?, keyText: String?) {
        self.link = link
        self.keyText = keyText
    }

    // Written directly, as ``DisplayValue``: one of these a row in a list.
    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if let link = view.link, !view.isInTabOrder || !context.environment.relatedLinksInTabOrder {
            // As a Link writes itself, out of the tab order.
            var attributes = HTMLAttributes(classes: "t-link")
            if context.environment.isEnabled {
                attributes.setURL("href", link.destination)
            } else {
                attributes.set("aria-disabled", "true")
            }
            attributes.set("tabindex", "-1")
            output.element("a", attributes, context: context) { output, inner in
                Text._render(Text(link.title), into: &output, context: inner)
            }
        } else if let link = view.link {
            Link<Text>._render(Link(link.title, destination: link.destination), into: &output, context: context)
        } else if let keyText = view.keyText {
            Text._render(Text(keyText), into: &output, context: context)
        } else {
            EmptyValue._render(EmptyValue(), into: &output, context: context)
        }
    }
}

private struct RelatedLinksInTabOrderKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether a link to a related row is a stop of the keyboard's tab order: not in the basic
    /// look's table (see ``DisplayToOne/isInTabOrder``), whichever way its cell is written.
    var relatedLinksInTabOrder: Bool {
        get { self[RelatedLinksInTabOrderKey.self] }
        set { self[RelatedLinksInTabOrderKey.self] = newValue }
    }
}

/// A to-many relationship on an inspect page: its first rows as links, and a link to all.
struct DisplayToMany: View {
    let cell: PropertyCell
    @Environment(\.relatedRows) private var relatedRows
    @Environment(\.pagePlans) private var pagePlans

    var body: some View {
        if let preview = relatedRows[cell.plan.propertyKey] {
            let context = cell.context
            let paths = cell.paths
            let naming = DestinationNaming.naming(preview.relationship, in: context)
            VStack(alignment: .leading, spacing: 4) {
                if preview.rows.isEmpty {
                    Text(DirectText.nothing).foregroundStyle(.secondary)
                }
                let suffix = preview.rows.first.map { PropertyPlan.rowAddressSuffix(of: $0.entityName, in: context) } ?? ""
                let telling = preview.rows.isEmpty ? [] : TellingColumns.of(preview.relationship, in: context, paths: paths, plans: pagePlans)
                if telling.isEmpty {
                    ForEach(Array(preview.rows.enumerated()), id: \.offset) { _, row in
                        Link(RowName.of(row, naming: naming), destination: paths.inspect(row.entityName, key: row.primaryKey) + suffix)
                    }
                } else {
                    // Rows of their own (a customer's payments): a small table of what tells them
                    // apart — the amount and the date — not their names alone.
                    Table(preview.rows, columns: TellingColumns.columns(telling, naming: naming, paths: paths, suffix: suffix))
                        .attribute("data-related-table", nil)
                }
                if let fullList = preview.fullList, preview.hasMore {
                    Link(DirectText.allRowsOf(context.displayNameForProperty), destination: paths.list(preview.fullListEntity, query: fullList))
                } else if preview.hasMore {
                    Text(DirectText.andMoreRows).foregroundStyle(.secondary)
                }
            }
        } else {
            EmptyValue()
        }
    }
}

/// The columns that tell a relationship's rows apart in a small table on the row's page: the
/// first three its destination's list shows (as the rules decide them) that are values of the
/// row's own — not its key, its name, the link back to this row, another link (whose rows are not
/// loaded with the preview), binary data, a document or a time the database keeps.
enum TellingColumns {
    static func of(_ relationship: Relationship, in context: RuleContext, paths: DirectPaths, plans: RuleAnswerCache<PagePlan>? = nil) -> [PropertyPlan] {
        guard relationship.kind == .toMany, let (destination, plan) = listPlan(ofDestinationOf: relationship, in: context, paths: paths, plans: plans)
        else { return [] }
        let naming = Set(plan.naming?.attributeNames ?? [])
        let links = Set(destination.relationships.filter { $0.kind == .toOne }.flatMap { $0.joins.map(\.sourceAttribute) })
        return Array(plan.properties.filter { property in
            guard let attribute = destination.attributeIfPresent(named: property.propertyKey) else { return false }
            return !attribute.isPrimaryKey && !naming.contains(attribute.name) && !links.contains(attribute.name) && !attribute.isMaintainedTimestamp
                && attribute.valueType != .blob && attribute.valueType != .json
        }.prefix(3))
    }

    static func columns(_ telling: [PropertyPlan], naming: RowNaming?, paths: DirectPaths, suffix: String) -> [TableColumn<Row>] {
        var columns = [
            TableColumn<Row>("Name") { row in
                Link(RowName.of(row, naming: naming), destination: paths.inspect(row.entityName, key: row.primaryKey) + suffix)
            } header: {
                Text(DirectText.name)
            }
        ]
        for property in telling {
            var column = TableColumn<Row>(property.propertyKey) { row in
                PlannedCellView(property: property, row: row)
            } header: {
                Text(property.headerLabel)
            }
            if let attribute = property.context.attribute {
                if attribute.valueType.isNumeric { column = column.alignment(.numeric) }
                if DisplayGroup.keepsOnOneLine(attribute, in: property.context) { column = column.keepsOnOneLine() }
            }
            columns.append(column)
        }
        return columns
    }
}

/// The plan of the list of `relationship`'s destination, as the person of `context` sees it (the
/// property's context without its row, property and keys), and the destination; `nil` for an
/// entity the model does not have.
///
/// Planned once for each person and rules where `plans` (the application's) is given: worked
/// out for every row page, it was a tenth of a row page's time.
func listPlan(
    ofDestinationOf relationship: Relationship, in context: RuleContext, paths: DirectPaths, plans: RuleAnswerCache<PagePlan>?
) -> (Entity, PagePlan)? {
    guard let destination = try? context.model?.entity(named: relationship.destinationEntity) else { return nil }
    var list = context
    list.removeGivenValue(for: ObjectKey.self)
    list.removeGivenValue(for: PropertyKeyKey.self)
    list.removeGivenValue(for: DisplayPropertyKeysKey.self)
    list.entity = destination
    list.task = .list
    return (destination, plans?.plan(for: destination, context: list, paths: paths) ?? PagePlan(entity: destination, context: list, paths: paths))
}

/// How rows of a relationship's destination are named.
enum DestinationNaming {
    /// Rows listed under the row they refer to (a customer's rentals) are named without the link
    /// back to it: by their film, not again by the customer whose page it is.
    static func naming(_ relationship: Relationship, in context: RuleContext) -> RowNaming? {
        guard let destination = try? context.model?.entity(named: relationship.destinationEntity) else { return nil }
        let naming = DisplayName.naming(of: destination, in: context)
        guard relationship.kind == .toMany, let back = destination.relationships.first(where: { inverse in
            inverse.kind == .toOne && inverse.destinationEntity == relationship.sourceEntity
                && inverse.joins.map(\.sourceAttribute) == relationship.joins.map(\.destinationAttribute)
                && inverse.joins.map(\.destinationAttribute) == relationship.joins.map(\.sourceAttribute)
        }) else { return naming }
        return naming?.leavingOut(back.name)
    }
}

/// How a row is named in links: by its naming (an attribute, or a template of several), else by
/// its key.
enum RowName {
    static func of(_ row: Row, naming: String?) -> String {
        of(row, naming: naming.map(RowNaming.init(template:)))
    }

    /// With `positions` (``RowNaming/positions(in:)`` of the row's entity), the naming's values
    /// are read by position.
    static func of(_ row: Row, naming: RowNaming?, positions: [Row.Position?]? = nil) -> String {
        if let naming, let name = positions.map({ naming.name(of: row, at: $0) }) ?? naming.name(of: row) {
            return DisplayLimit.prefix(name, DisplayLimit.name)
        }
        // Nothing to name it by: what it is and its key ("Inventory 112"), never a bare "#112"
        // that says nothing in a list of links to rows of several kinds.
        let key = row.primaryKey.values.map(\.description).joined(separator: ", ")
        let kind = DisplayName.forIdentifier(row.entityName)
        return key.isEmpty ? kind : "\(kind) \(DisplayLimit.prefix(key, DisplayLimit.name))"
    }
}
