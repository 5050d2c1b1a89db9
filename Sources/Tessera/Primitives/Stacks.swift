/// Views side by side, like SwiftUI's `HStack`: a flex row.
public struct HStack<Content: View>: PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    /// A row of the views `content` builds, aligned across the row and `spacing` points apart
    /// (the default spacing when `nil`).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.stack(stackAttributes("t-hstack", view.alignment, view.spacing), content: view.content, context: context)
    }
}

/// Views one above the other, like SwiftUI's `VStack`: a flex column.
public struct VStack<Content: View>: PrimitiveView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    /// A column of the views `content` builds, aligned across the column and `spacing` points
    /// apart (the default spacing when `nil`).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.stack(stackAttributes("t-vstack", view.alignment, view.spacing), content: view.content, context: context)
    }
}

/// Views on top of each other, like SwiftUI's `ZStack`: a one-cell grid.
public struct ZStack<Content: View>: PrimitiveView {
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    /// The views `content` builds, later ones in front, aligned in the stack's box.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("div", attributes(view), context: context, layout: .items) { output, inner in
            Content._render(view.content, into: &output, context: inner)
        }
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await output.element("div", attributes(view), context: context, layout: .items, content: view.content)
    }

    @usableFromInline
    static func attributes(_ view: Self) -> HTMLAttributes {
        var attributes = HTMLAttributes(classes: "t-zstack")
        if view.alignment.horizontal != .center { attributes.addClass("t-frame-h-\(view.alignment.horizontal.rawValue)") }
        if view.alignment.vertical != .center { attributes.addClass("t-frame-v-\(view.alignment.vertical.rawValue)") }
        return attributes
    }
}

/// Flexible space that pushes the views around it apart in a stack.
public struct Spacer: PrimitiveView {
    let minLength: Double?

    /// A spacer at least `minLength` points long (the default when `nil`).
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public static func _render(_ view: Spacer, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-spacer")
        if let minLength = view.minLength { attributes.addStyle("flex-basis", CSSNumber.pixels(minLength)) }
        output.element("div", attributes, context: context) { _, _ in }
    }
}

/// A thin line between views: horizontal in a column, vertical in a row.
public struct Divider: PrimitiveView {
    /// A divider.
    public init() {}

    public static func _render(_ view: Divider, into output: inout HTMLOutput, context: RenderContext) {
        output.voidElement("hr", HTMLAttributes(classes: "t-divider"), context: context)
    }
}

extension HTMLOutput {
    /// Writes a stack: a flex container with `attributes` (see `stackAttributes`), whose views are
    /// its items.
    @inlinable
    mutating func stack<Content: View>(_ attributes: HTMLAttributes, content: Content, context: RenderContext) {
        element("div", attributes, context: context, layout: .items) { output, inner in
            Content._render(content, into: &output, context: inner)
        }
    }
}

extension HStack {
    @usableFromInline
    static func stackAttributes(_ className: String, _ alignment: VerticalAlignment, _ spacing: Double?) -> HTMLAttributes {
        Tessera.stackAttributes(className, alignment: alignment == .center ? nil : "t-align-\(alignment.rawValue)", spacing: spacing)
    }
}

extension VStack {
    @usableFromInline
    static func stackAttributes(_ className: String, _ alignment: HorizontalAlignment, _ spacing: Double?) -> HTMLAttributes {
        Tessera.stackAttributes(className, alignment: alignment == .center ? nil : "t-align-\(alignment.rawValue)", spacing: spacing)
    }
}

/// A stack's element: its class, alignment and spacing; a negative spacing overlaps the views.
private func stackAttributes(_ className: String, alignment: String?, spacing: Double?) -> HTMLAttributes {
    var attributes = HTMLAttributes(classes: className)
    if let alignment { attributes.addClass(alignment) }
    if let spacing {
        if spacing < 0 {
            // CSS has no negative gap: each view after the first is pulled back over the one
            // before, as SwiftUI overlaps them.
            attributes.addClass("t-overlap")
            attributes.addStyle("--t-overlap", CSSNumber.pixels(spacing))
        } else {
            attributes.addStyle("gap", CSSNumber.pixels(spacing))
        }
    }
    return attributes
}

extension HStack {
    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        let attributes = stackAttributes("t-hstack", view.alignment, view.spacing)
        try await output.element("div", attributes, context: context, layout: .items, content: view.content)
    }
}

extension VStack {
    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        let attributes = stackAttributes("t-vstack", view.alignment, view.spacing)
        try await output.element("div", attributes, context: context, layout: .items, content: view.content)
    }
}
