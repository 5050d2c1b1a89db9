/// Views computed from a sequence of data, one per element, each identified by the element's id.
///
/// ```swift
/// ForEach(films) { film in            // films: [Film], Film: Identifiable
///     Text(film.title)
/// }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
///
/// Each element's first element carries its identity path, ending in `@` and the id, in a
/// `data-tid` attribute, so a live update can replace one row of a page.
///
/// Unlike SwiftUI, the data may be any `Sequence`, not only a random-access collection: a lazy
/// sequence or a database cursor streams through the renderer one element at a time.
public struct ForEach<Data: Sequence, ID: Hashable, Content: View>: PrimitiveView {
    /// The data the views are computed from.
    public var data: Data

    /// The view for one element.
    public var content: (Data.Element) -> Content

    @usableFromInline let identify: (Data.Element) -> ID

    // The environment where the ForEach was made: `content` reads `@Environment` properties of the
    // view that made it, which SwiftUI resolves there, not where the rows render.
    @usableFromInline let environment = EnvironmentValues.current

    /// Views for the elements of `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var elementContext = context
        elementContext.hasExplicitIdentity = true
        for element in view.data {
            if output.hasFailed { return }
            let row = view.environment.bind(while: context.environment) { view.content(element) }
            output.withIdentity(.explicit(view.identify(element)), render: row, context: elementContext)
        }
    }

    /// Renders the rows one by one, handing what they wrote to the writer after each: a slow
    /// reader holds the loop (and a database cursor behind it) back.
    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        var elementContext = context
        elementContext.hasExplicitIdentity = true
        for element in view.data {
            if output.html.hasFailed { return }
            let row = view.environment.bind(while: context.environment) { view.content(element) }
            try await output.render(row, identity: .explicit(view.identify(element)), context: elementContext)
            try await output.yield()
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for the elements of `data`, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a range of integers, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
