import Tessera

/// A button in a row's cell that sends an event of the application's own kind for its row, which
/// the coordinator hands to the section's handler (``SectionCoordinator/route(_:to:perform:)``).
///
/// ```swift
/// func cell(at index: Int) -> some View {
///     HStack {
///         Text(self[index].subject)
///         SectionEventButton("Archive", kind: "archive", systemImage: "tray")
///     }
/// }
/// ```
///
/// Like the rows' own controls, it is a submit button of the region's form posting to
/// `actionPath/KIND?section=…&position=…&element=…` (and `value=…` when given): it works without
/// script, and the live script sends it with `fetch` and keeps its position current. Outside a
/// row of a coordinator with an action path it is a disabled button.
public struct SectionEventButton: PrimitiveView {
    let title: String
    let kind: SectionEvent.Kind
    let value: String?
    let systemImage: String?
    let role: ButtonRole?

    /// A button titled `title` sending an event of `kind` for its row, with `value` when given.
    public init(_ title: String, kind: SectionEvent.Kind, value: String? = nil, systemImage: String? = nil, role: ButtonRole? = nil) {
        self.title = title
        self.kind = kind
        self.value = value
        self.systemImage = systemImage
        self.role = role
    }

    public static func _render(_ view: SectionEventButton, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-button", "t-row-event")
        attributes.hasOwnBox = true
        if let role = view.role { attributes.addClass("t-button-\(role.rawValue)") }
        if let row = context.environment.sectionRow {
            let event = SectionEvent(kind: view.kind, sectionID: row.sectionID, position: row.position, elementID: row.elementID, value: view.value)
            let isConnected = output.setSectionControl(&attributes, event: event, style: row.style, context: context)
            if !isConnected || !context.environment.isEnabled { attributes.set("disabled", nil) }
        } else {
            attributes.set("type", "button")
            attributes.set("disabled", nil)
        }
        output.element("button", attributes, context: context, layout: .items) { output, inner in
            if let systemImage = view.systemImage {
                Image._render(Image(systemName: systemImage), into: &output, context: inner)
            }
            Text._render(Text(view.title), into: &output, context: inner)
        }
    }
}

/// The row a cell renders in, for the controls of the cell that send events for it.
struct SectionRowAddress: Sendable {
    let sectionID: String
    let position: Int
    let elementID: String
    let style: RegionStyle
}

private struct SectionRowAddressKey: EnvironmentKey {
    static let defaultValue: SectionRowAddress? = nil
}

extension EnvironmentValues {
    /// The row whose cell renders here: set by the coordinator's rows when they have controls.
    var sectionRow: SectionRowAddress? {
        get { self[SectionRowAddressKey.self] }
        set { self[SectionRowAddressKey.self] = newValue }
    }
}
