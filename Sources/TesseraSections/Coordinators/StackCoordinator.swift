import Tessera

/// Shows a provider's sections stacked one above the other, each element's cell a block of its
/// own: for pages of cards and forms rather than rows. ComposedUI's `StackCoordinator`.
///
/// See ``SectionCoordinator`` for what every coordinator does.
@SectionActor
public final class StackCoordinator: SectionCoordinator {
    /// A coordinator stacking `sectionProvider`'s sections and their cells, `spacing` points apart
    /// (the standard spacing when `nil`). The other parameters are ``ListCoordinator``'s.
    public init(
        id: String = "sections", sectionProvider: any SectionProvider, spacing: Double? = nil, actionPath: String? = nil,
        renderer: HTMLRenderer = HTMLRenderer()
    ) {
        super.init(id: id, sectionProvider: sectionProvider, actionPath: actionPath, renderer: renderer, layout: SectionLayout(.stack(spacing: spacing)))
    }

    /// A coordinator stacking `sections`, in order: ComposedUI's
    /// `StackCoordinator(stackView:sections:)`, without the view, which the page is. The
    /// coordinator makes their ``ComposedSectionProvider`` and keeps it.
    public convenience init(
        id: String = "sections", sections: any Section..., spacing: Double? = nil, actionPath: String? = nil, renderer: HTMLRenderer = HTMLRenderer()
    ) {
        self.init(id: id, sectionProvider: Self.provider(of: sections), spacing: spacing, actionPath: actionPath, renderer: renderer)
    }
}
