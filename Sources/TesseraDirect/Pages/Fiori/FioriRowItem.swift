import Tessera
import TesseraComponents
import TesseraData

/// A fiori list's row as an `ObjectItem`: laid out here as the component's own look lays out a
/// title, a subtitle, a footnote, a status and a substatus — the same elements, byte for byte —
/// when nothing would make the `ObjectItem` look otherwise; else the `ObjectItem` itself.
///
/// A list of 100 rows made 100 `ObjectItem`s, each boxing its twelve slots, looking up its style
/// and its slots' styles and marking its state: two fifths of a fiori list's time, for markup that
/// is the same for every row but for the values. The layout here holds while no `ObjectItem`
/// style or slot style is set, the item is enabled, unselected and unhighlighted, the look
/// replaces no component, and no element of the item carries an identity path, which the two
/// layouts would number otherwise: the renderer writes none but for views with an explicit id (an
/// item in a `List` has one: it takes the `ObjectItem`), and the list's properties are shown by
/// components that write none (``FioriRows/slotsWriteNoIdentities``).
///
/// A type of its own, not generic: rendered from a live list's generic code, a generic layout was
/// not specialized and looked up its stacks' metadata on every row. `FioriRowItemTests` renders
/// every row of every table, and whole pages, both ways and compares the bytes.
struct FioriRowItem: PrimitiveView {
    let rows: FioriRows
    let row: Row

    /// The slots an `ObjectItem` of a list fills.
    private static let slotNames = ["title", "subtitle", "footnote", "status", "substatus"]

    /// Whether the row can be laid out here.
    private func laysOutItself(_ options: RenderOptions, in context: RenderContext) -> Bool {
        switch options.identityAttributes {
        case .none: break
        case .explicit: guard !context.carriesIdentity else { return false }
        case .all: return false
        }
        let environment = context.environment
        guard rows.slotsWriteNoIdentities, !environment.directLookHasReplacements,
            environment.componentStyles[ObjectItemConfiguration.self] == nil
        else { return false }
        let state = environment.componentState
        guard state.isEnabled, !state.isSelected, !state.isHighlighted else { return false }
        let slotStyles = environment.slotStyles
        return Self.slotNames.allSatisfy { slotStyles[$0] == nil }
    }

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if view.laysOutItself(output.options, in: context) {
            view.writeLaidOut(into: &output, context: context)
        } else {
            let item = view.rows.objectItem(for: view.row)
            type(of: item)._render(item, into: &output, context: context)
        }
    }

    static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext
    ) async throws {
        if view.laysOutItself(output.html.options, in: context) {
            // A row is small: written whole, then handed on.
            view.writeLaidOut(into: &output.html, context: context)
            try await output.yield()
        } else {
            let item = view.rows.objectItem(for: view.row)
            try await type(of: item)._renderAsync(item, into: &output, context: context)
        }
    }

    /// `ObjectItem`'s base look with the row's title, subtitle, footnote, status and substatus —
    /// the other slots are empty and write nothing — as the stacks
    ///
    ///     HStack(alignment: .top, spacing: 12) {
    ///         VStack(alignment: .leading, spacing: 2) { title; subtitle; footnote }
    ///         Spacer()
    ///         VStack(alignment: .trailing, spacing: 2) { status; substatus }
    ///     }
    ///
    /// write them, element by element: built as views, each row made and copied a tuple of nine
    /// generic views whose metadata the runtime looked up on every row (a fifth of a 100-row
    /// list). The elements are the stacks' own — the same attributes, the same children's
    /// decorations — and `FioriRowItemTests` compares the bytes with the `ObjectItem`'s.
    private func writeLaidOut(into output: inout HTMLOutput, context: RenderContext) {
        // The mark as the `ObjectItem`'s look sets it: a decoration, after any pending above.
        let item = LaidOutItem(rows: rows, row: row).attribute("data-component", "ObjectItem")
        type(of: item)._render(item, into: &output, context: context)
    }
}

/// ``FioriRowItem``'s stacks, element by element.
private struct LaidOutItem: PrimitiveView {
    let rows: FioriRows
    let row: Row

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        let (rows, row) = (view.rows, view.row)
        output.element("div", Self.itemAttributes, context: context, layout: .items) { output, inner in
            output.element("div", Self.leadingAttributes, context: inner, layout: .items) { output, inner in
                let title = rows.title(of: row).font(.headline)
                type(of: title)._render(title, into: &output, context: inner)
                Self.write(0, of: row, rows: rows, font: .subheadline, secondary: true, into: &output, context: inner)
                Self.write(1, of: row, rows: rows, font: .footnote, secondary: true, into: &output, context: inner)
            }
            Spacer._render(Spacer(), into: &output, context: inner)
            if rows.slots.count > 2 {
                output.element("div", Self.trailingAttributes, context: inner, layout: .items) { output, inner in
                    Self.write(2, of: row, rows: rows, font: .subheadline, secondary: false, into: &output, context: inner)
                    Self.write(3, of: row, rows: rows, font: .footnote, secondary: true, into: &output, context: inner)
                }
            }
        }
    }

    /// The slot's labelled property in `font`, secondary or not; nothing where the list shows
    /// fewer properties.
    private static func write(
        _ index: Int, of row: Row, rows: FioriRows, font: Font, secondary: Bool, into output: inout HTMLOutput, context: RenderContext
    ) {
        guard rows.slots.indices.contains(index) else { return }
        let property = LabeledPropertyElement(plan: rows.slots[index], row: row).font(font)
        if secondary {
            let secondary = property.foregroundStyle(.secondary)
            type(of: secondary)._render(secondary, into: &output, context: context)
        } else {
            type(of: property)._render(property, into: &output, context: context)
        }
    }

    /// `HStack(alignment: .top, spacing: 12)`.
    private static let itemAttributes: HTMLAttributes = {
        var attributes = HTMLAttributes(classes: "t-hstack", "t-align-top")
        attributes.addStyle("gap", "12px")
        return attributes
    }()

    /// `VStack(alignment: .leading, spacing: 2)`.
    private static let leadingAttributes: HTMLAttributes = {
        var attributes = HTMLAttributes(classes: "t-vstack", "t-align-leading")
        attributes.addStyle("gap", "2px")
        return attributes
    }()

    /// `VStack(alignment: .trailing, spacing: 2)`.
    private static let trailingAttributes: HTMLAttributes = {
        var attributes = HTMLAttributes(classes: "t-vstack", "t-align-trailing")
        attributes.addStyle("gap", "2px")
        return attributes
    }()
}

/// ``LabeledProperty``'s stack written element by element, for ``FioriRowItem``: where no
/// identity is written, the same bytes without a tuple of views for each property of each row.
private struct LabeledPropertyElement: PrimitiveView {
    let plan: PropertyPlan
    let row: Row

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        // A chart has no text line to share: its label stands level with its middle.
        let attributes = view.plan.builtIn == .displayChart ? Self.chartAttributes : Self.attributes
        output.element("div", attributes, context: context, layout: .items) { output, inner in
            let label = Text(LabeledProperty.label(of: view.plan, row: view.row)).foregroundStyle(.secondary)
            type(of: label)._render(label, into: &output, context: inner)
            PlannedCellView._render(PlannedCellView(property: view.plan, row: view.row, linksInTabOrder: true), into: &output, context: inner)
        }
    }

    /// `HStack(alignment: .firstTextBaseline, spacing: 4)`.
    private static let attributes: HTMLAttributes = {
        var attributes = HTMLAttributes(classes: "t-hstack", "t-align-firstTextBaseline")
        attributes.addStyle("gap", "4px")
        return attributes
    }()

    /// `HStack(spacing: 4)`: centred.
    private static let chartAttributes: HTMLAttributes = {
        var attributes = HTMLAttributes(classes: "t-hstack")
        attributes.addStyle("gap", "4px")
        return attributes
    }()
}
