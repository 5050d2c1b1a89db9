/// A list of rows: `<ul>`, each view of the content an `<li>`.
///
/// ```swift
/// List {
///     Section("Recent") {
///         ForEach(recent) { ContactRow(contact: $0) }
///     }
///     Text("Archive")
/// }
/// List(contacts) { contact in Text(contact.name) }
/// ```
///
/// Every view the content produces becomes one row, however it is nested (in a `ForEach`, a
/// `Group`, a view's body); a ``Section`` becomes a group of rows with its header and footer.
public struct List<Content: View>: PrimitiveView {
    let content: Content

    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("ul", HTMLAttributes(classes: "t-list"), context: context, layout: .listRows) { output, inner in
            Content._render(view.content, into: &output, context: inner)
        }
    }

    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await output.element("ul", HTMLAttributes(classes: "t-list"), context: context, layout: .listRows, content: view.content)
    }
}

extension List {
    /// A list with a row for each element of `data`, identified by its `id`.
    public init<Data: Sequence, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each element of `data`, identified by the value at `id`.
    public init<Data: Sequence, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}
