/// One of two views, chosen by an `if`/`else` or a `switch` in a ``ViewBuilder``.
///
/// The branch taken is part of the identity path (position 0 or 1), so the views of different
/// branches never share an identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        switch view.storage {
        case .trueContent(let content):
            output.withIdentity(.position(0), render: content, context: context)
        case .falseContent(let content):
            output.withIdentity(.position(1), render: content, context: context)
        }
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        switch view.storage {
        case .trueContent(let content):
            try await output.render(content, identity: .position(0), context: context)
        case .falseContent(let content):
            try await output.render(content, identity: .position(1), context: context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never {
        fatalError("Optional is a primitive view and has no body")
    }

    /// Writes the wrapped view, or nothing.
    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if let view {
            Wrapped._render(view, into: &output, context: context)
        }
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        if let view {
            try await Wrapped._renderAsync(view, into: &output, context: context)
        }
    }
}

/// The views a `for` loop in a ``ViewBuilder`` produced, identified by their position.
public struct _ViewArray<Element: View>: PrimitiveView {
    @usableFromInline let elements: [Element]

    @inlinable
    init(elements: [Element]) {
        self.elements = elements
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        for (position, element) in view.elements.enumerated() where !output.hasFailed {
            output.withIdentity(.position(position), render: element, context: context)
        }
    }

    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        for (position, element) in view.elements.enumerated() where !output.html.hasFailed {
            try await output.render(element, identity: .position(position), context: context)
        }
    }
}
