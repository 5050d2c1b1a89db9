/// A section whose elements are an array, and which reports every change to it.
///
/// ```swift
/// let family = ArraySection<Person>()
/// family.append(Person(name: "Ada"))
/// family.performBatchUpdates { section in
///     section.remove(at: 0)
///     section.insert(Person(name: "Grace"), at: 0)
/// }
/// family.replace(with: newFamily)   // a diff reports the minimal changes (elements: Hashable)
/// ```
///
/// Subclass it to give the section behaviour, such as selection, by adopting a handler protocol.
@SectionActor
open class ArraySection<Element>: Section {
    /// The elements.
    public private(set) var elements: [Element]

    public weak var updateDelegate: (any SectionUpdateDelegate)?

    /// A section holding `elements`.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    public var numberOfElements: Int { elements.count }

    /// The element at `index`.
    public subscript(index: Int) -> Element {
        elements[index]
    }

    /// The element at `index`: what a coordinator's table columns show (see ``CellProvider``).
    public func element(at index: Int) -> Element {
        elements[index]
    }

    /// Groups the changes `updates` makes into one batch.
    public func performBatchUpdates(_ updates: (ArraySection<Element>) -> Void) {
        // The delegate that heard the beginning hears the end, even if the section moved.
        let delegate = updateDelegate
        delegate?.willBeginUpdating(self)
        updates(self)
        delegate?.didEndUpdating(self)
    }

    /// Adds an element at the end.
    public func append(_ element: Element) {
        insert(element, at: elements.count)
    }

    /// Inserts an element at `index`.
    public func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= elements.count, "insert at \(index) in a section of \(elements.count) elements")
        elements.insert(element, at: index)
        report { $0.section(self, didInsertElementAt: index) }
    }

    /// Removes the element at `index` and returns it.
    @discardableResult
    public func remove(at index: Int) -> Element {
        precondition(index >= 0 && index < elements.count, "remove at \(index) in a section of \(elements.count) elements")
        let element = elements.remove(at: index)
        report { $0.section(self, didRemoveElementAt: index) }
        return element
    }

    /// Replaces the element at `index`.
    public func replace(at index: Int, with element: Element) {
        precondition(index >= 0 && index < elements.count, "replace at \(index) in a section of \(elements.count) elements")
        elements[index] = element
        report { $0.section(self, didUpdateElementAt: index) }
    }

    /// Moves the element at `index` to `newIndex`.
    public func move(from index: Int, to newIndex: Int) {
        precondition(index >= 0 && index < elements.count && newIndex >= 0 && newIndex < elements.count,
                     "move from \(index) to \(newIndex) in a section of \(elements.count) elements")
        guard index != newIndex else { return }
        let element = elements.remove(at: index)
        elements.insert(element, at: newIndex)
        report { $0.section(self, didMoveElementAt: index, to: newIndex) }
    }

    /// Replaces every element, telling the delegate to show the section from scratch.
    public func setElements(_ newElements: [Element]) {
        elements = newElements
        report { $0.invalidateAll(self) }
    }

    /// Reports one change as a batch of its own unless a batch is open: the delegate brackets it.
    private func report(_ change: (any SectionUpdateDelegate) -> Void) {
        guard let delegate = updateDelegate else { return }
        delegate.willBeginUpdating(self)
        change(delegate)
        delegate.didEndUpdating(self)
    }
}

extension ArraySection where Element: Hashable {
    /// Replaces every element with `newElements`, reporting the changes a diff finds (removals,
    /// insertions and the fewest moves, in one batch) instead of a reload, so a screen updates only
    /// the rows that changed. The diff is Heckel's (see ``HeckelDiff``).
    ///
    /// When most of the section changed, one reload is cheaper to send and to show than a change
    /// per row, and that is what the delegate hears.
    public func replace(with newElements: [Element]) {
        guard let delegate = updateDelegate else {
            elements = newElements
            return
        }
        let steps = HeckelDiff.changes(from: elements, to: newElements)
        guard steps.count <= max(32, newElements.count / 2) else {
            setElements(newElements)
            return
        }
        // Each change is reported with the section in the state it describes, changed in place.
        delegate.willBeginUpdating(self)
        for step in steps {
            switch step {
            case .remove(let index):
                elements.remove(at: index)
                delegate.section(self, didRemoveElementAt: index)
            case .insert(let index, let element):
                elements.insert(newElements[element], at: index)
                delegate.section(self, didInsertElementAt: index)
            case .move(let from, let to):
                elements.insert(elements.remove(at: from), at: to)
                delegate.section(self, didMoveElementAt: from, to: to)
            }
        }
        delegate.didEndUpdating(self)
    }
}
