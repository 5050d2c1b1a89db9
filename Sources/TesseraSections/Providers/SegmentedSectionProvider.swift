/// A provider that shows one of its children at a time, like the segments of a segmented control:
/// ComposedUI's `SegmentedSectionProvider`.
///
/// ```swift
/// let tabs = SegmentedSectionProvider()
/// tabs.append(openOrders)
/// tabs.append(closedOrders)
/// tabs.currentIndex = 1      // the open orders' sections go, the closed orders' come
/// ```
///
/// Switching reports the removal of the shown child's sections and the insertion of the new one's
/// as one batch. Changes in a child that is not shown are not reported: nobody sees it.
@SectionActor
public final class SegmentedSectionProvider: SectionProvider, SectionUpdateDelegate, SectionProviderUpdateDelegate {
    private var children: [AnyObject] = []
    private var batch = ProviderBatch()

    public weak var updateDelegate: (any SectionProviderUpdateDelegate)?

    /// An empty provider.
    public init() {}

    private var shownIndex: Int?

    /// The index of the child shown, or `nil` when there are no children. Setting it switches the
    /// child shown.
    public var currentIndex: Int? {
        get { shownIndex }
        set {
            if let index = newValue {
                precondition(index >= 0 && index < children.count, "segment \(index) out of 0..<\(children.count)")
            }
            guard newValue != shownIndex else { return }
            let oldChild = currentChild
            shownIndex = newValue
            switchShown(from: oldChild, to: currentChild)
        }
    }

    /// How many children it holds, shown or not.
    public var childCount: Int { children.count }

    /// Adds a section as a segment; the first child added is shown.
    public func append(_ section: any Section) {
        precondition(section.updateDelegate == nil, "the section is in another provider: remove it there first")
        section.updateDelegate = self
        appendChild(section)
    }

    /// Adds a provider as a segment; the first child added is shown.
    public func append(_ provider: any SectionProvider) {
        precondition(provider.updateDelegate == nil, "the provider is in another provider: remove it there first")
        provider.updateDelegate = self
        appendChild(provider)
    }

    /// Removes the child at `index`. Removing the child shown shows the first one left.
    public func removeChild(at index: Int) {
        precondition(index >= 0 && index < children.count, "segment \(index) out of 0..<\(children.count)")
        let child = children[index]
        let wasShown = shownIndex == index
        begin()
        if wasShown {
            // Hidden first, so the removals are reported with this provider already empty.
            shownIndex = nil
            switchShown(from: child, to: nil)
        }
        children.remove(at: index)
        if let section = child as? any Section { section.updateDelegate = nil }
        if let provider = child as? any SectionProvider { provider.updateDelegate = nil }
        if let shown = shownIndex, shown > index {
            shownIndex = shown - 1
        } else if wasShown && !children.isEmpty {
            currentIndex = 0
        }
        end()
    }

    private func appendChild(_ child: AnyObject) {
        children.append(child)
        if currentIndex == nil { currentIndex = 0 }
    }

    private var currentChild: AnyObject? { shownIndex.map { children[$0] } }

    private func switchShown(from oldChild: AnyObject?, to newChild: AnyObject?) {
        begin()
        let oldCount = oldChild.map(Self.sections(of:))?.count ?? 0
        for index in stride(from: oldCount - 1, through: 0, by: -1) {
            forward(.removeSection(index))
        }
        let newSections: [any Section] = newChild.map(Self.sections(of:)) ?? []
        for (index, section) in newSections.enumerated() {
            forward(.insertSection(index))
            for item in 0..<section.numberOfElements {
                forward(.insertElement(ElementPath(section: index, item: item)))
            }
        }
        end()
    }

    private static func sections(of child: AnyObject) -> [any Section] {
        if let provider = child as? any SectionProvider { return provider.sections }
        return [child as! any Section]
    }

    /// The shown child starts at the first section; the others are not shown.
    public func sectionOffset(ofChild child: AnyObject) -> Int? {
        currentChild === child ? 0 : nil
    }

    // MARK: SectionProvider

    public var numberOfSections: Int { sections.count }

    public var numberOfElements: Int { sections.reduce(0) { $0 + $1.numberOfElements } }

    public var sections: [any Section] { currentChild.map(Self.sections(of:)) ?? [] }

    public func section(at index: Int) -> any Section { sections[index] }

    /// The shown child's answer: O(log n) when it is a ``ComposedSectionProvider``.
    public func location(ofElementAt position: Int) -> (section: any Section, sectionIndex: Int, item: Int)? {
        guard let child = currentChild else { return nil }
        if let provider = child as? any SectionProvider { return provider.location(ofElementAt: position) }
        let section = child as! any Section
        return position >= 0 && position < section.numberOfElements ? (section, 0, position) : nil
    }

    /// The shown child's answer: O(log n) when it is a ``ComposedSectionProvider``.
    public func position(ofElement item: Int, inSectionAt sectionIndex: Int) -> Int? {
        guard let child = currentChild else { return nil }
        if let provider = child as? any SectionProvider { return provider.position(ofElement: item, inSectionAt: sectionIndex) }
        return sectionIndex == 0 ? item : nil
    }

    // MARK: Changes from children

    public func willBeginUpdating(_ section: any Section) { begin() }

    public func didEndUpdating(_ section: any Section) { end() }

    public func section(_ section: any Section, didInsertElementAt index: Int) {
        ifShown(section) { .insertElement(ElementPath(section: 0, item: index)) }
    }

    public func section(_ section: any Section, didRemoveElementAt index: Int) {
        ifShown(section) { .removeElement(ElementPath(section: 0, item: index)) }
    }

    public func section(_ section: any Section, didUpdateElementAt index: Int) {
        ifShown(section) { .updateElement(ElementPath(section: 0, item: index)) }
    }

    public func section(_ section: any Section, didMoveElementAt index: Int, to newIndex: Int) {
        ifShown(section) { .moveElement(from: ElementPath(section: 0, item: index), to: ElementPath(section: 0, item: newIndex)) }
    }

    public func invalidateAll(_ section: any Section) {
        ifShown(section) { .reloadSection(0) }
    }

    public func willBeginUpdating(_ provider: any SectionProvider) { begin() }

    public func didEndUpdating(_ provider: any SectionProvider) { end() }

    public func provider(_ provider: any SectionProvider, didApply change: SectionChange) {
        ifShown(provider) { change }
    }

    private func ifShown(_ child: AnyObject, _ change: () -> SectionChange) {
        guard currentChild === child else { return }
        forward(change())
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
