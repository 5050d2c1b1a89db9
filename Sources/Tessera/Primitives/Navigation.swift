/// The root of a navigation hierarchy: the page's main content, with its title.
///
/// On the web each screen is a page and navigation is a link, so a stack holds one screen; a
/// ``NavigationLink`` leads to the next.
public struct NavigationStack<Root: View>: PrimitiveView {
    @usableFromInline let root: Root

    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var context = context
        let title = NavigationTitleModifier.takeTitle(from: &context)
        output.element("main", Self.attributes, context: context, layout: .items) { output, inner in
            if let title { NavigationTitleModifier.writeHeading(title, into: &output, context: inner) }
            Root._render(view.root, into: &output, context: inner)
        }
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var context = context
        let title = NavigationTitleModifier.takeTitle(from: &context)
        let opened = output.html.openElement("main", Self.attributes, context: &context, layout: .items)
        if opened.rendersContent {
            if let title { NavigationTitleModifier.writeHeading(title, into: &output.html, context: context) }
            try await Root._renderAsync(view.root, into: &output, context: context)
        }
        output.html.closeElement(opened)
    }
}

/// What the navigation title modifier asks of a stack it is given to.
@usableFromInline
protocol NavigationStackKind {}

extension NavigationStack: NavigationStackKind {
    @usableFromInline
    static var attributes: HTMLAttributes {
        var attributes = HTMLAttributes(classes: "t-navigation-stack")
        attributes.hasOwnBox = true
        return attributes
    }
}

/// A link to another screen, drawn as a row with a chevron.
public struct NavigationLink<Label: View>: PrimitiveView {
    let destination: String
    let label: Label

    /// A link to the screen at URL `destination`, showing `label`.
    public init(destination: String, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-navigation-link")
        attributes.setURL("href", view.destination)
        output.element("a", attributes, context: context, layout: .items) { output, inner in
            output.withIdentity(.position(0), render: view.label, context: inner)
            output.withIdentity(.position(1), render: Image(systemName: "chevron.right"), context: inner)
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text title to the screen at URL `destination`.
    public init(_ title: String, destination: String) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Writes a screen's title as its heading, before the screen's content.
public struct NavigationTitleModifier: PrimitiveViewModifier {
    @usableFromInline let title: String

    @inlinable
    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        // Given to the stack itself, as SwiftUI code often writes it: the stack puts the heading
        // in its <main>, with the content it heads.
        if Modified.self is any NavigationStackKind.Type {
            Modified._render(content, into: &output, context: giving(modifier.title, to: context))
            return
        }
        writeHeading(modifier.title, into: &output, context: context)
        Modified._render(content, into: &output, context: context)
    }

    @inlinable
    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        if Modified.self is any NavigationStackKind.Type {
            try await Modified._renderAsync(content, into: &output, context: giving(modifier.title, to: context))
            return
        }
        writeHeading(modifier.title, into: &output.html, context: context)
        try await Modified._renderAsync(content, into: &output, context: context)
    }

    /// `context` with `title` for the stack it renders.
    @usableFromInline
    static func giving(_ title: String, to context: RenderContext) -> RenderContext {
        var context = context
        context.navigationTitle = title
        return context
    }

    /// The title given to the stack about to render, taken out of `context`.
    @usableFromInline
    static func takeTitle(from context: inout RenderContext) -> String? {
        let title = context.navigationTitle
        context.navigationTitle = nil
        return title
    }

    /// The screen's title as its `<h1>`.
    @usableFromInline
    static func writeHeading(_ title: String, into output: inout HTMLOutput, context: RenderContext) {
        var headingContext = context
        headingContext.pending = .none(above: output.decorationCount)
        headingContext.hasExplicitIdentity = false
        output.element("h1", HTMLAttributes(classes: "t-navigation-title"), context: headingContext) { output, inner in
            output.text(title, context: inner)
        }
    }
}

extension View {
    /// The title of the screen this view shows, written as its `<h1>`.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, NavigationTitleModifier> {
        modifier(NavigationTitleModifier(title: title))
    }
}
