/// How important a heading is: SwiftUI's levels, which on the web are `<h1>` to `<h6>`.
public enum AccessibilityHeadingLevel: Int, Sendable, CaseIterable {
    /// A heading whose level its place does not decide: `role="heading"` on the view's element,
    /// which assistive technologies read at their default level.
    case unspecified = 0
    /// The page's own heading, `<h1>`; a page has one.
    case h1 = 1
    /// A section's heading, `<h2>`.
    case h2
    /// A subsection's heading, `<h3>`.
    case h3
    /// `<h4>`.
    case h4
    /// `<h5>`.
    case h5
    /// `<h6>`.
    case h6
}

extension View {
    /// Marks this view as a heading at `level`, as SwiftUI's modifier of this name does; on the
    /// web, screen readers list the page's headings and jump between them.
    ///
    /// A level writes an `<h1>`…`<h6>` element around the view that keeps the view's font: the
    /// element's own margins and size are reset, so `Text("Orders").font(.headline)
    /// .accessibilityHeading(.h2)` looks as it did. `.unspecified` writes `role="heading"` on the
    /// view's element instead. A component that marks its title as a heading of no level (an
    /// `ObjectHeader`'s) gives way to a level set on the view in its slot, so the page can say
    /// which heading is its `<h1>`:
    ///
    /// ```swift
    /// ObjectHeader {
    ///     Text(order.number).accessibilityHeading(.h1)
    /// }
    /// ```
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityHeadingModifier> {
        modifier(AccessibilityHeadingModifier(level: level))
    }
}

/// Writes a view as a heading; see ``View/accessibilityHeading(_:)``.
public struct AccessibilityHeadingModifier: PrimitiveViewModifier {
    /// The heading's level.
    public var level: AccessibilityHeadingLevel

    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        guard let element = modifier.element else {
            output.render(content, decoratedWith: headingRole, context: context)
            return
        }
        // The element takes what modifiers outside left pending (a font, a colour); a
        // `role="heading"` among them is dropped, the element being a heading already.
        output.element(element, HTMLAttributes(classes: "t-heading"), context: context) { output, inner in
            Modified._render(content, into: &output, context: inner)
        }
    }

    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        guard let element = modifier.element else {
            try await output.render(content, decoratedWith: headingRole, context: context)
            return
        }
        try await output.element(element, HTMLAttributes(classes: "t-heading"), context: context, content: content)
    }

    private static let headingRole = Decoration(.attribute, .independent, .attribute(name: "role", value: "heading"))

    /// The heading element of the level; `nil` for `.unspecified`.
    private var element: StaticString? {
        switch level {
        case .unspecified: nil
        case .h1: "h1"
        case .h2: "h2"
        case .h3: "h3"
        case .h4: "h4"
        case .h5: "h5"
        case .h6: "h6"
        }
    }
}
