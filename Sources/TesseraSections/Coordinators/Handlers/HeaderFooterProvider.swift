import Tessera

/// A section with a header, a footer, or both, shown above and below its elements by every
/// coordinator: ComposedUI's header and footer elements, SwiftUI's `Section(header:footer:)`.
///
/// ```swift
/// @SectionActor
/// final class FamilySection: ArraySection<Person>, CellProvider, HeaderFooterProvider {
///     var header: some View { Text("Family") }
///     var footer: some View { Text("\(numberOfElements) people") }
///     …
/// }
/// ```
///
/// Implement either; the other shows nothing. When a change of the section changes its header or
/// footer (a count, a total), browsers showing it live receive the new one.
@SectionActor
public protocol HeaderFooterProvider: Section {
    /// The type of the header's view.
    associatedtype Header: View = EmptyView
    /// The type of the footer's view.
    associatedtype Footer: View = EmptyView

    /// The view above the section's elements.
    @ViewBuilder var header: Header { get }

    /// The view below the section's elements.
    @ViewBuilder var footer: Footer { get }
}

extension HeaderFooterProvider where Header == EmptyView {
    /// No header.
    public var header: EmptyView { EmptyView() }
}

extension HeaderFooterProvider where Footer == EmptyView {
    /// No footer.
    public var footer: EmptyView { EmptyView() }
}
