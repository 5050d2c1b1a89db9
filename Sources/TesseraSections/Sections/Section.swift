/// A small piece of a screen's data: a number of elements, and a delegate it tells of changes.
///
/// A section knows nothing of the screen or of the sections around it. Put sections in a
/// ``ComposedSectionProvider`` to make a screen of them, and bind the provider to a view with a
/// coordinator. ``ArraySection`` is the section most screens need; conform a class of your own for
/// data that lives elsewhere.
///
/// When a section changes, it tells its ``updateDelegate``, bracketing the changes with
/// ``SectionUpdateDelegate/willBeginUpdating(_:)`` and ``SectionUpdateDelegate/didEndUpdating(_:)``
/// so that a batch of them reaches the screen as one update.
@SectionActor
public protocol Section: AnyObject {
    /// How many elements the section has now.
    var numberOfElements: Int { get }

    /// Who is told of changes: the provider the section is in. Keep it `weak`.
    var updateDelegate: (any SectionUpdateDelegate)? { get set }
}

/// Told of a section's changes, in the order they happen.
///
/// Indexes follow each other: each change's index is in the section as it is after every change
/// before it in the batch. Changes outside a `willBeginUpdating` … `didEndUpdating` bracket are a
/// batch of their own.
@SectionActor
public protocol SectionUpdateDelegate: AnyObject {
    /// A batch of changes starts. Brackets nest; the batch ends with the outermost.
    func willBeginUpdating(_ section: any Section)
    /// The batch that ``SectionUpdateDelegate/willBeginUpdating(_:)`` began is complete.
    func didEndUpdating(_ section: any Section)
    /// An element was inserted at `index`.
    func section(_ section: any Section, didInsertElementAt index: Int)
    /// The element at `index` was removed.
    func section(_ section: any Section, didRemoveElementAt index: Int)
    /// The element at `index` changed in place.
    func section(_ section: any Section, didUpdateElementAt index: Int)
    /// The element at `index` moved to `newIndex` (an index in the section without it, then with it).
    func section(_ section: any Section, didMoveElementAt index: Int, to newIndex: Int)
    /// Anything may have changed: show the section again from scratch.
    func invalidateAll(_ section: any Section)
}
