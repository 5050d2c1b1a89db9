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

    /// Where `section` stands among the sections shown, or `nil` when it is not shown. The
    /// default climbs from the section through the providers that hold it, adding up each one's
    /// ``sectionOffset(ofChild:)``, so a section inside providers of your own is found too.
    func index(of section: any Section) -> Int?

    /// Where `child` — a section or a provider that this provider holds itself, not through
    /// another — starts among the sections this provider shows, or `nil` when it holds no such
    /// child or does not show it now. The default looks for the child's (first) section among
    /// ``sections``; ``ComposedSectionProvider`` answers in O(log n).
    func sectionOffset(ofChild child: AnyObject) -> Int?

    /// Who is told of changes: the provider this one sits in, or a coordinator. Keep it `weak`.
    var updateDelegate: (any SectionProviderUpdateDelegate)? { get set }

    /// The section holding the element at `position` — counting from the first element of the
    /// first section — the section's index, and the element's index in it (its local index), or
    /// `nil` when there is no element at `position`.
    ///
    /// A coordinator maps a position on the screen to the section that handles it with this.
    /// ``ComposedSectionProvider`` answers in O(log n); the default walks the sections.
    func location(ofElementAt position: Int) -> (section: any Section, sectionIndex: Int, item: Int)?

    /// The position of element `item` of the section at `sectionIndex`, counting from the first
    /// element of the first section: the inverse of ``location(ofElementAt:)``. `nil` when there is
    /// no such section.
    func position(ofElement item: Int, inSectionAt sectionIndex: Int) -> Int?
}

extension SectionProvider {
    public func index(of section: any Section) -> Int? {
        var index = 0
        var current: AnyObject = section
        var holder: AnyObject? = section.updateDelegate
        while let provider = holder as? any SectionProvider {
            guard let offset = provider.sectionOffset(ofChild: current) else { return nil }
            index += offset
            if provider === self { return index }
            current = provider
            holder = provider.updateDelegate
        }
        return nil
    }

    /// Looks for `child`'s (first) section among ``sections``: O(number of sections), for
    /// providers of your own that show few.
    public func sectionOffset(ofChild child: AnyObject) -> Int? {
        let first: (any Section)?
        if let provider = child as? any SectionProvider {
            first = provider.sections.first
        } else {
            first = child as? any Section
        }
        guard let first else { return nil }
        return sections.firstIndex { $0 === first }
    }

    /// Walks the sections, adding up their elements: O(number of sections), for providers of
    /// your own that show few.
    public func location(ofElementAt position: Int) -> (section: any Section, sectionIndex: Int, item: Int)? {
        guard position >= 0 else { return nil }
        var remaining = position
        for (index, section) in sections.enumerated() {
            if remaining < section.numberOfElements { return (section, index, remaining) }
            remaining -= section.numberOfElements
        }
        return nil
    }

    /// Adds up the elements of the sections before `sectionIndex`: O(number of sections).
    public func position(ofElement item: Int, inSectionAt sectionIndex: Int) -> Int? {
        let sections = sections
        guard sectionIndex >= 0, sectionIndex < sections.count else { return nil }
        return sections[..<sectionIndex].reduce(0) { $0 + $1.numberOfElements } + item
    }
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
