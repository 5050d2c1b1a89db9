/// A piece of user interface, described as a value.
///
/// `View` has the shape of SwiftUI's: a view describes its content in ``body``, built from other
/// views with ``ViewBuilder``. Tessera renders a view to HTML with ``HTMLRenderer``.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///
///     var body: some View {
///         VStack(alignment: .leading) {
///             Text("Hello, \(name)").font(.title)
///             Text("Welcome back.").foregroundStyle(.secondary)
///         }
///     }
/// }
/// ```
///
/// Primitive views (``Text``, ``HStack``, ``TextField``, …) have a body of type `Never`: the
/// renderer writes their HTML directly.
public protocol View {
    /// The type of view that this view's body is made of.
    associatedtype Body: View

    /// The content of this view. The renderer reads it once per rendering.
    @ViewBuilder var body: Body { get }

    /// Writes this view's HTML. Implemented by primitive views; other views render their body.
    ///
    /// This is the renderer's entry point, not API to call: render views with ``HTMLRenderer``.
    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext)

    /// Writes this view's HTML in an asynchronous rendering, handing full chunks to the writer
    /// as it goes (``AsyncHTMLOutput/yield()``). Views render their body; a primitive view
    /// renders synchronously unless it holds other views (a stack, a list, a `ForEach`), which it
    /// then renders asynchronously, so that a long list pauses for a slow reader row by row.
    ///
    /// This is the renderer's entry point, not API to call: render views with ``HTMLRenderer``.
    static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws
}

// The defaults and the containers' renderings are inlinable: a page's own module then compiles
// its whole view tree for its concrete types, down to a table's rows, instead of running generic
// code that asks the runtime for types and layouts at every view.
extension View {
    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var context = context
        guard output.enter(&context, view: Self.self) else { return }
        // In a live view the hook may take the view as a node of its own, with state.
        if context.isLive && output.renderLiveNode(view, context: context) { return }
        Body._render(view.body, into: &output, context: context)
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        if Body.self == Never.self {
            // A primitive view that renders synchronously: written whole, then handed on.
            _render(view, into: &output.html, context: context)
            try await output.yield()
        } else {
            var context = context
            guard output.html.enter(&context, view: Self.self) else { return }
            try await Body._renderAsync(view.body, into: &output, context: context)
        }
    }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("Never has no body") }

    public static func _render(_ view: Never, into output: inout HTMLOutput, context: RenderContext) {}
}

/// A view that the renderer writes directly, with no body of its own.
///
/// Conform to it only to write a new primitive: implement `View._render(_:into:context:)` with
/// the element API of ``HTMLOutput``.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// A primitive view has no body; the renderer never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
