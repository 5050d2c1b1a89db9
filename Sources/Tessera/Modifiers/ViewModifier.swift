/// A change applied to a view, producing a new view: SwiftUI's `ViewModifier`.
///
/// Write your own by describing the modified view in ``body(content:)``; apply it with
/// ``View/modifier(_:)``:
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content
///             .padding()
///             .background(.background)
///             .cornerRadius(8)
///     }
/// }
///
/// Text("Overdue").modifier(Card())
/// ```
public protocol ViewModifier {
    /// The type of view ``body(content:)`` returns.
    associatedtype Body: View

    /// The view being modified, as passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Writes `content` modified. Implemented by the built-in modifiers, which change the
    /// ``RenderContext`` rather than build a body.
    static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    )

    /// Writes the modified content's HTML in an asynchronous rendering. The default renders it
    /// synchronously and hands it on; Tessera's modifiers render their content asynchronously.
    static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws
}

extension ViewModifier {
    public static func _render<Modified: View>(
        _ modifier: Self,
        content: Modified,
        into output: inout HTMLOutput,
        context: RenderContext
    ) {
        // The modifier's body sees its content as an opaque view; rendering that view renders
        // the real content, at the place in the tree where the body puts it.
        let placeholder = _ViewModifier_Content<Self>(content)
        var context = context
        guard output.enter(&context, view: Self.self) else { return }
        EnvironmentValues.$current.withValue(context.environment) {
            Body._render(modifier.body(content: placeholder), into: &output, context: context)
        }
    }

    public static func _renderAsync<Modified: View, Writer: AsyncHTMLWriter>(
        _ modifier: Self,
        content: Modified,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        if Body.self == Never.self {
            // A primitive modifier that renders synchronously: written whole, then handed on.
            _render(modifier, content: content, into: &output.html, context: context)
            try await output.yield()
            return
        }
        let placeholder = _ViewModifier_Content<Self>(content)
        var context = context
        guard output.html.enter(&context, view: Self.self) else { return }
        try await EnvironmentValues.$current.withValue(context.environment) {
            try await Body._renderAsync(modifier.body(content: placeholder), into: &output, context: context)
        }
    }
}

/// A modifier built into Tessera: it changes the rendering context instead of building a body.
public protocol PrimitiveViewModifier: ViewModifier where Body == Never {}

extension PrimitiveViewModifier {
    /// A primitive modifier has no body; the renderer never asks for it.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The view a ``ViewModifier`` modifies, as its ``ViewModifier/body(content:)`` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    // The modified view, of a type the modifier's body does not know: opened again to render.
    let content: any View

    init(_ content: some View) {
        self.content = content
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        renderOpened(view.content, into: &output, context: context)
    }

    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await renderOpened(view.content, into: &output, context: context)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` modified by `modifier`.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        Modifier._render(view.modifier, content: view.content, into: &output, context: context)
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await Modifier._renderAsync(view.modifier, content: view.content, into: &output, context: context)
    }
}

extension View {
    /// Applies a modifier to this view.
    @inlinable
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
