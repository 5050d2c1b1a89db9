/// A provider of sections and other providers, nested to any depth: ComposedUI's
/// `ComposedSectionProvider`.
///
/// ```swift
/// let screen = ComposedSectionProvider()
/// screen.append(profileSection)
/// screen.append(contactsProvider)       // a provider of its own sections
/// screen.insert(bannerSection, at: 0)
/// screen.remove(profileSection)
/// ```
///
/// Finding a section's index, the section at an index, or the section and local index of an
/// element takes O(log n) in the number of children at each level of nesting, however the
/// children change: the provider keeps them in a balanced tree with each subtree's counts of
/// sections and elements.
@SectionActor
public final class ComposedSectionProvider: SectionProvider, SectionUpdateDelegate, SectionProviderUpdateDelegate {
    private var children = WeightedSequence<Child>()

    /// What it holds: sections and providers, in order, each known by its identity.
    private enum Child: Identifiable {
        case section(any Section)
        case provider(any SectionProvider)

        var id: ObjectIdentifier {
            switch self {
            case .section(let section): ObjectIdentifier(section)
            case .provider(let provider): ObjectIdentifier(provider)
            }
        }
    }
    private var batch = ProviderBatch()

    public weak var updateDelegate: (any SectionProviderUpdateDelegate)?

    /// An empty provider.
    public init() {}

    /// Nodes of the provider's tree visited so far: a measure of the cost of lookups and changes,
    /// for tests and benchmarks that count operations instead of timing them.
    public var mappingVisits: Int { children.visits }

    // MARK: Children

    /// The sections and providers it holds, in order.
    public var childCount: Int { children.count }

    /// Adds a section at the end.
    public func append(_ section: any Section) {
        insert(section, at: children.count)
    }

    /// Adds a provider's sections at the end.
    public func append(_ provider: any SectionProvider) {
        insert(provider, at: children.count)
    }

    /// Inserts a section as the child at `index`.
    public func insert(_ section: any Section, at index: Int) {
        precondition(!children.contains(ObjectIdentifier(section)), "a section can be in a provider once")
        precondition(section.updateDelegate == nil, "the section is in another provider: remove it there first")
        section.updateDelegate = self
        insertChild(.section(section), weight: .init(sections: 1, elements: section.numberOfElements), at: index) { offset in
            [SectionChange.insertSection(offset)] + (0..<section.numberOfElements).map { .insertElement(ElementPath(section: offset, item: $0)) }
        }
    }

    /// Inserts a provider as the child at `index`.
    public func insert(_ provider: any SectionProvider, at index: Int) {
        precondition(provider !== self, "a provider cannot hold itself")
        precondition(!children.contains(ObjectIdentifier(provider)), "a provider can be in a provider once")
        precondition(provider.updateDelegate == nil, "the provider is in another provider: remove it there first")
        provider.updateDelegate = self
        let weight = SectionWeight(sections: provider.numberOfSections, elements: provider.numberOfElements)
        insertChild(.provider(provider), weight: weight, at: index) { offset in
            provider.sections.enumerated().flatMap { position, section in
                [SectionChange.insertSection(offset + position)]
                    + (0..<section.numberOfElements).map { .insertElement(ElementPath(section: offset + position, item: $0)) }
            }
        }
    }

    /// Removes a section it holds.
    public func remove(_ section: any Section) {
        guard children.contains(ObjectIdentifier(section)) else { return }
        removeChild(ObjectIdentifier(section))
        section.updateDelegate = nil
    }

    /// Removes a provider it holds.
    public func remove(_ provider: any SectionProvider) {
        guard children.contains(ObjectIdentifier(provider)) else { return }
        removeChild(ObjectIdentifier(provider))
        provider.updateDelegate = nil
    }

    /// Groups the changes `updates` makes into one batch.
    public func performBatchUpdates(_ updates: () -> Void) {
        begin()
        updates()
        end()
    }

    private func insertChild(
        _ child: Child,
        weight: SectionWeight,
        at index: Int,
        changes: (Int) -> [SectionChange]
    ) {
        precondition(index >= 0 && index <= children.count, "insert at \(index) among \(children.count) children")
        let offset = index == children.count ? children.total.sections : sectionOffset(ofChildAt: index)
        begin()
        children.insert(child, weight: weight, at: index)
        for change in changes(offset) { forward(change) }
        end()
    }

    private func removeChild(_ child: ObjectIdentifier) {
        let (_, before) = children.position(of: child)!
        let count = children.weight(of: child)!.sections
        begin()
        children.remove(child)
        for _ in 0..<count { forward(.removeSection(before.sections)) }
        end()
    }

    private func sectionOffset(ofChildAt index: Int) -> Int {
        let child = children.value(at: index)
        return children.position(of: child.id)!.before.sections
    }

    // MARK: SectionProvider

    public var numberOfSections: Int { children.total.sections }

    public var numberOfElements: Int { children.total.elements }

    public var sections: [any Section] {
        children.values.flatMap { child -> [any Section] in
            switch child {
            case .section(let section): [section]
            case .provider(let provider): provider.sections
            }
        }
    }

    public func section(at index: Int) -> any Section {
        guard let (child, before) = children.value(containingSection: index) else {
            preconditionFailure("section \(index) out of 0..<\(numberOfSections)")
        }
        switch child {
        case .section(let section): return section
        case .provider(let provider): return provider.section(at: index - before.sections)
        }
    }

    /// Where a child it holds starts among its sections: O(log n).
    public func sectionOffset(ofChild child: AnyObject) -> Int? {
        children.position(of: ObjectIdentifier(child))?.before.sections
    }

    /// The section holding the element at `position` counting from the first element of the
    /// first section, its index, and the element's index in it: O(log n) at each level of nesting.
    public func location(ofElementAt position: Int) -> (section: any Section, sectionIndex: Int, item: Int)? {
        guard position >= 0 else { return nil }
        guard let (child, before) = children.value(containingElement: position) else { return nil }
        // A nested provider answers for its own children (in O(log n) when it is composed too).
        switch child {
        case .section(let section):
            return (section, before.sections, position - before.elements)
        case .provider(let provider):
            guard let inner = provider.location(ofElementAt: position - before.elements) else { return nil }
            return (inner.section, inner.sectionIndex + before.sections, inner.item)
        }
    }

    /// The position of element `item` of the section at `sectionIndex`, counting from the first
    /// element of the first section: the inverse of ``location(ofElementAt:)``.
    public func position(ofElement item: Int, inSectionAt sectionIndex: Int) -> Int? {
        guard let (child, before) = children.value(containingSection: sectionIndex) else { return nil }
        switch child {
        case .section: return before.elements + item
        case .provider(let provider):
            return provider.position(ofElement: item, inSectionAt: sectionIndex - before.sections).map { $0 + before.elements }
        }
    }

    // MARK: Changes from children

    public func willBeginUpdating(_ section: any Section) { begin() }

    public func didEndUpdating(_ section: any Section) { end() }

    public func section(_ section: any Section, didInsertElementAt index: Int) {
        childSection(section) { .insertElement(ElementPath(section: $0, item: index)) }
    }

    public func section(_ section: any Section, didRemoveElementAt index: Int) {
        childSection(section) { .removeElement(ElementPath(section: $0, item: index)) }
    }

    public func section(_ section: any Section, didUpdateElementAt index: Int) {
        childSection(section) { .updateElement(ElementPath(section: $0, item: index)) }
    }

    public func section(_ section: any Section, didMoveElementAt index: Int, to newIndex: Int) {
        childSection(section) { .moveElement(from: ElementPath(section: $0, item: index), to: ElementPath(section: $0, item: newIndex)) }
    }

    public func invalidateAll(_ section: any Section) {
        childSection(section) { .reloadSection($0) }
    }

    public func willBeginUpdating(_ provider: any SectionProvider) { begin() }

    public func didEndUpdating(_ provider: any SectionProvider) { end() }

    public func provider(_ provider: any SectionProvider, didApply change: SectionChange) {
        guard let (_, before) = children.position(of: ObjectIdentifier(provider)) else { return }
        children.setWeight(.init(sections: provider.numberOfSections, elements: provider.numberOfElements), of: ObjectIdentifier(provider))
        forward(change.offsetting(sectionsBy: before.sections))
    }

    private func childSection(_ section: any Section, _ change: (Int) -> SectionChange) {
        guard let (_, before) = children.position(of: ObjectIdentifier(section)) else { return }
        children.setWeight(.init(sections: 1, elements: section.numberOfElements), of: ObjectIdentifier(section))
        forward(change(before.sections))
    }

    private func forward(_ change: SectionChange) {
        batch.forward(change, from: self)
    }

    private func begin() {
        batch.begin(self)
    }

    private func end() {
        batch.end(self)
    }
}
