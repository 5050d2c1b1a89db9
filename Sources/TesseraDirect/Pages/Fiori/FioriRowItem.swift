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
        guard rows.slotsWriteNoIdentities, !environment.directLook.hasReplacements,
            environment.componentStyles[ObjectItemConfiguration.self] == nil
        else { return false }
        let state = environment.componentState
        guard state.isEnabled, !state.isSelected, !state.isHighlighted else { return false }
        let slotStyles = environment.slotStyles
        return Self.slotNames.allSatisfy { slotStyles[$0] == nil }
    }

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if view.laysOutItself(output.options, in: context) {
            let item = view.laidOut
            type(of: item)._render(item, into: &output, context: context)
        } else {
            let item = view.rows.objectItem(for: view.row)
            type(of: item)._render(item, into: &output, context: context)
        }
    }

    static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext
    ) async throws {
        if view.laysOutItself(output.html.options, in: context) {
            let item = view.laidOut
            try await type(of: item)._renderAsync(item, into: &output, context: context)
        } else {
            let item = view.rows.objectItem(for: view.row)
            try await type(of: item)._renderAsync(item, into: &output, context: context)
        }
    }

    /// `ObjectItem`'s base look with the row's title, subtitle, footnote, status and substatus:
    /// the other slots are empty and write nothing.
    private var laidOut: some View {
        let (rows, row) = (rows, row)
        return HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                rows.title(of: row).font(.headline)
                rows.property(0, of: row).font(.subheadline).foregroundStyle(.secondary)
                rows.property(1, of: row).font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
            if rows.slots.count > 2 {
                VStack(alignment: .trailing, spacing: 2) {
                    rows.property(2, of: row).font(.subheadline)
                    rows.property(3, of: row).font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
        .attribute("data-component", "ObjectItem")
    }
}
