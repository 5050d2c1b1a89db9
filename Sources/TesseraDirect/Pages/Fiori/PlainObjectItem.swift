import Tessera
import TesseraComponents

/// An `ObjectItem` of a title, a subtitle, a footnote, a status and a substatus, laid out as the
/// component's own look lays them out — the same elements, byte for byte — without the
/// component, when nothing would make it look otherwise; else the `ObjectItem` itself.
///
/// A fiori list makes one a row and the start page one a table: each `ObjectItem` boxes its
/// twelve slots, looks up its style and its slots' styles and marks its state, two fifths of a
/// fiori list's time for markup that is the same for every row but for the values. The layout
/// here holds while no `ObjectItem` style or slot style is set, the item is enabled,
/// unselected and unhighlighted, the look replaces no component, and no element of the item
/// carries an identity path, which the two layouts would number otherwise: the renderer writes
/// none but for views with an explicit id (the item itself in a `List` has one), and the
/// caller's slots write none (`writesNoIdentities`). `FioriRowItemTests` renders every row of
/// every table, and whole pages, both ways and compares the bytes.
struct PlainObjectItem<Title: View, Subtitle: View, Footnote: View, Status: View, Substatus: View>: PrimitiveView {
    let title: Title
    let subtitle: Subtitle?
    let footnote: Footnote?
    let status: Status?
    let substatus: Substatus?
    /// Whether the slots' views write no element with an identity path (no form control, no
    /// `ForEach` of identified elements): the caller's to say.
    let writesNoIdentities: Bool

    /// The slots an `ObjectItem` of this kind fills.
    private static var slotNames: [String] { ["title", "subtitle", "footnote", "status", "substatus"] }

    /// Whether the item can be laid out here.
    private func laysOutItself(_ options: RenderOptions, in context: RenderContext) -> Bool {
        switch options.identityAttributes {
        case .none: break
        case .explicit: guard !context.carriesIdentity else { return false }
        case .all: return false
        }
        let environment = context.environment
        guard writesNoIdentities, !environment.directLook.hasReplacements, environment.componentStyles[ObjectItemConfiguration.self] == nil
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
            let item = view.objectItem
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
            let item = view.objectItem
            try await type(of: item)._renderAsync(item, into: &output, context: context)
        }
    }

    /// `ObjectItem`'s base look with these slots: the others are empty and write nothing.
    private var laidOut: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                title.font(.headline)
                subtitle.font(.subheadline).foregroundStyle(.secondary)
                footnote.font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
            if status != nil || substatus != nil {
                VStack(alignment: .trailing, spacing: 2) {
                    status.font(.subheadline)
                    substatus.font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
        .attribute("data-component", "ObjectItem")
    }

    /// The `ObjectItem` itself.
    private var objectItem: some View {
        ObjectItem {
            title
        } subtitle: {
            subtitle
        } footnote: {
            footnote
        } status: {
            status
        } substatus: {
            substatus
        }
    }
}
