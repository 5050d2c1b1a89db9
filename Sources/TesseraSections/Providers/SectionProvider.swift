/// Sections put together: a provider holds sections and other providers, in order, and presents
/// them as one list of sections.
///
/// A provider is the update delegate of what it holds. It translates their changes into its own
/// section indexes and tells its own ``updateDelegate`` — the provider it sits in, or at the top a
/// coordinator.
@SectionActor
public protocol SectionProvider: AnyObject {
    /// How many sections the provider shows, counting those of the providers it holds.
    var numberOfSections: Int { get }

    /// How many elements its sections hold together.
    var numberOfElements: Int { get }

    /// The sections it shows, in order. O(number of sections).
    var sections: [any Section] { get }

    /// The section at `index` among those it shows.
    func section(at index: Int) -> any Section

    /// Where `section` stands among the sections shown, or `nil` when it is not shown.
    func index(of section: any Section) -> Int?

    /// Who is told of changes: the provider this one sits in, or a coordinator. Keep it `weak`.
    var updateDelegate: (any SectionProviderUpdateDelegate)? { get set }
}

/// Told of a provider's changes, in the order they happen.
@SectionActor
public protocol SectionProviderUpdateDelegate: AnyObject {
    /// A batch of changes starts. Brackets nest; the batch ends with the outermost.
    func willBeginUpdating(_ provider: any SectionProvider)
    /// The batch is complete.
    func didEndUpdating(_ provider: any SectionProvider)
    /// One change, in the provider's section indexes.
    func provider(_ provider: any SectionProvider, didApply change: SectionChange)
}
