/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does.
///
/// A block of any length becomes a ``TupleView``; `if` becomes an optional view; `if`/`else` and
/// `switch` become a `_ConditionalContent` that remembers which branch was taken; a `for` loop
/// becomes a `_ViewArray`.
///
/// ```swift
/// @ViewBuilder var status: some View {
///     if let dueDate {
///         Text(dueDate, format: .dateTime.day().month())
///     } else {
///         Text("No due date")
///     }
///     for tag in tags {
///         Text(tag)
///     }
/// }
/// ```
// Inlinable: every view's body is made of these calls, and a call the client's module cannot
// specialize asks the runtime for the types it makes (a `switch` of ten cases built ten nested
// conditional types, at run time, for every cell of a list).
@resultBuilder
public enum ViewBuilder {
    /// An empty block.
    @inlinable
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block of one view: the view itself.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A block of several views.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// A view statement.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else`.
    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A `for` loop.
    @inlinable
    public static func buildArray<Content: View>(_ components: [Content]) -> _ViewArray<Content> {
        _ViewArray(elements: components)
    }

    /// An `if #available` branch.
    @inlinable
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
