import Tessera

/// Shows a provider's sections as grids of cells, one grid per section under its header: tiles,
/// photos, cards. ComposedUI's `CollectionCoordinator` with a grid layout, sized like SwiftUI's
/// `LazyVGrid`.
///
/// ```swift
/// let coordinator = GridCoordinator(id: "films", sectionProvider: screen, columns: .adaptive(minimum: 160))
/// ```
///
/// See ``SectionCoordinator`` for what every coordinator does.
@SectionActor
public final class GridCoordinator: SectionCoordinator {
    /// A coordinator showing `sectionProvider`'s sections as grids of `columns`. The other
    /// parameters are ``ListCoordinator``'s.
    public init(
        id: String = "sections", sectionProvider: any SectionProvider, columns: GridColumns = .adaptive(minimum: 160),
        actionPath: String? = nil, renderer: HTMLRenderer = HTMLRenderer()
    ) {
        super.init(id: id, sectionProvider: sectionProvider, actionPath: actionPath, renderer: renderer, layout: SectionLayout(.grid(columns)))
    }

    /// A coordinator showing `sections`, in order, as grids of `columns`: ComposedUI's
    /// `CollectionCoordinator(collectionView:sections:)`, without the view, which the page is.
    /// The coordinator makes their ``ComposedSectionProvider`` and keeps it.
    ///
    /// ```swift
    /// let coordinator = CollectionCoordinator(sections: contacts)
    /// ```
    public convenience init(
        id: String = "sections", sections: any Section..., columns: GridColumns = .adaptive(minimum: 160), actionPath: String? = nil,
        renderer: HTMLRenderer = HTMLRenderer()
    ) {
        self.init(id: id, sectionProvider: Self.provider(of: sections), columns: columns, actionPath: actionPath, renderer: renderer)
    }
}
