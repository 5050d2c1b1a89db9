/// Views in rows and columns, each column as wide as its widest cell: SwiftUI's `Grid`.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text(customer.name) }
///     GridRow { Text("Email"); Text(customer.email) }
/// }
/// ```
///
/// The columns line up without the renderer knowing how many there are, so a grid streams.
public struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// A grid of the ``GridRow``s `content` builds.
    public init(
        alignment: Alignment = .center,
        horizontalSpacing: Double? = nil,
        verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("div", attributes(view), context: context, layout: .items) { output, inner in
            Content._render(view.content, into: &output, context: inner)
        }
    }

    /// The grid with its rows rendered asynchronously: a long grid pauses for a slow reader.
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await output.element("div", attributes(view), context: context, layout: .items, content: view.content)
    }

    private static func attributes(_ view: Self) -> HTMLAttributes {
        var attributes = HTMLAttributes(classes: "t-grid")
        if view.alignment.horizontal != .center { attributes.addClass("t-grid-h-\(view.alignment.horizontal.rawValue)") }
        if view.alignment.vertical != .center { attributes.addClass("t-grid-v-\(view.alignment.vertical.rawValue)") }
        if view.horizontalSpacing != nil || view.verticalSpacing != nil {
            let horizontal = view.horizontalSpacing.map(CSSNumber.pixels) ?? "var(--t-spacing)"
            let vertical = view.verticalSpacing.map(CSSNumber.pixels) ?? "var(--t-spacing)"
            attributes.addStyle("border-spacing", "\(horizontal) \(vertical)")
        }
        return attributes
    }
}

/// A row of a ``Grid``: each of its views is a cell.
public struct GridRow<Content: View>: PrimitiveView {
    let content: Content

    /// A row of the cells `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("div", HTMLAttributes(classes: "t-grid-row"), context: context, layout: .items) { output, inner in
            Content._render(view.content, into: &output, context: inner)
        }
    }

    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await output.element("div", HTMLAttributes(classes: "t-grid-row"), context: context, layout: .items, content: view.content)
    }
}
