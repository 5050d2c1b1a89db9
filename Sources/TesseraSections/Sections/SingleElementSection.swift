/// A section of exactly one element, or none: a header card, a summary, a form.
@SectionActor
open class SingleElementSection<Element>: Section {
    /// The element, if there is one.
    public private(set) var element: Element?

    public weak var updateDelegate: (any SectionUpdateDelegate)?

    /// A section holding `element`, or nothing.
    public init(_ element: Element? = nil) {
        self.element = element
    }

    public var numberOfElements: Int { element == nil ? 0 : 1 }

    /// The element at `index`, which can only be 0: what a coordinator's table columns show (see
    /// ``CellProvider``).
    public func element(at index: Int) -> Element {
        precondition(index == 0 && element != nil, "element \(index) of a section of \(numberOfElements)")
        return element!
    }

    /// Sets the element: an insert, an update or a removal, as the change is.
    public func setElement(_ newElement: Element?) {
        let had = element != nil
        element = newElement
        guard let delegate = updateDelegate else { return }
        delegate.willBeginUpdating(self)
        switch (had, newElement != nil) {
        case (false, true): delegate.section(self, didInsertElementAt: 0)
        case (true, false): delegate.section(self, didRemoveElementAt: 0)
        case (true, true): delegate.section(self, didUpdateElementAt: 0)
        case (false, false): break
        }
        delegate.didEndUpdating(self)
    }
}
