import Tessera

/// Shows a provider's sections as a `List`: each section a group of rows with its header and
/// footer, each element a row showing its cell. ComposedUI's `CollectionCoordinator`, as a list.
///
/// ```swift
/// let coordinator = ListCoordinator(id: "contacts", sectionProvider: screen, actionPath: "/contacts/sections")
/// ```
///
/// A screen of one section, or of a few, needs no provider of its own, as in ComposedUI:
///
/// ```swift
/// let coordinator = ListCoordinator(sections: contacts)
/// ```
///
/// See ``SectionCoordinator`` for what every coordinator does.
@SectionActor
public final class ListCoordinator: SectionCoordinator {
    /// A coordinator showing `sectionProvider`'s sections as a list.
    ///
    /// - Parameters:
    ///   - id: Names the region on the page (letters, digits, `-`, `_`); unique per page.
    ///   - sectionProvider: The sections. The coordinator becomes its update delegate.
    ///   - actionPath: Where the rows' controls submit to, or `nil` for rows without controls.
    ///   - renderer: Renders rows and sections of live updates.
    public init(id: String = "sections", sectionProvider: any SectionProvider, actionPath: String? = nil, renderer: HTMLRenderer = HTMLRenderer()) {
        super.init(id: id, sectionProvider: sectionProvider, actionPath: actionPath, renderer: renderer, layout: SectionLayout(.list))
    }

    /// A coordinator showing `sections`, in order, as a list: ComposedUI's
    /// `init(collectionView:sections:)`, without the view, which the page is. The coordinator
    /// makes their ``ComposedSectionProvider`` and keeps it (``SectionCoordinator/sectionProvider``).
    /// The other parameters are those of ``init(id:sectionProvider:actionPath:renderer:)``.
    public convenience init(id: String = "sections", sections: any Section..., actionPath: String? = nil, renderer: HTMLRenderer = HTMLRenderer()) {
        self.init(id: id, sectionProvider: Self.provider(of: sections), actionPath: actionPath, renderer: renderer)
    }
}
