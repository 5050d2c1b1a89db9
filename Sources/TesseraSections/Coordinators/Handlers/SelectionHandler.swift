/// A section whose elements a person can select: ComposedUI's `SelectionHandler`.
///
/// The coordinator finds it with a cast and gives each of the section's rows a selection button.
/// A click is a form submission, so it works without script: the coordinator maps the row's
/// position to this section and its local index, and calls ``didSelect(at:)`` or
/// ``didDeselect(at:)``.
///
/// ```swift
/// @SectionActor
/// final class FamilySection: ArraySection<Person>, CellProvider, SelectionHandler {
///     private var selected: Set<Person.ID> = []
///     var allowsMultipleSelection: Bool { true }
///     var selectedIndexes: [Int] { elements.indices.filter { selected.contains(elements[$0].id) } }
///     func didSelect(at index: Int) { selected.insert(self[index].id) }
///     func didDeselect(at index: Int) { selected.remove(self[index].id) }
///     func cell(at index: Int) -> some View { ContactRow(person: self[index]) }
/// }
/// ```
///
/// A section changes its selection itself with ``select(at:)`` and ``deselect(at:)``, as in
/// ComposedUI — from ``didSelect(at:)`` too, for rows that act when clicked rather than stay
/// selected:
///
/// ```swift
/// extension ContactsSection: SelectionHandler {
///     func didSelect(at index: Int) {
///         print(self[index])
///         deselect(at: index)
///     }
/// }
/// ```
///
/// The section keeps the selection, so it is the selection of everyone who shows the section:
/// every browser showing sections served with TesseraServer's `LiveSections` sees the rows
/// selected. Sections a live view owns (TesseraServer's `SessionSections`) belong to one browser
/// tab, and so does their selection. The coordinator shows rows whose selection changed again,
/// live, without the section reporting it.
@SectionActor
public protocol SelectionHandler: Section {
    /// Whether several elements may be selected at once. Default `false`: selecting an element
    /// deselects the others, as in a list of choices.
    var allowsMultipleSelection: Bool { get }

    /// The indexes of the elements shown as selected. Default: none, for a section where selecting
    /// is an action (open, choose) rather than a state.
    var selectedIndexes: [Int] { get }

    /// Whether the element at `index` is selected. Default: whether ``selectedIndexes`` holds it;
    /// implement it when that is cheaper.
    func isSelected(at index: Int) -> Bool

    /// Whether the element at `index` may be selected. Default `true`.
    func shouldSelect(at index: Int) -> Bool

    /// The person selected the element at `index`.
    func didSelect(at index: Int)

    /// The person deselected the element at `index`, or selected another one in a section that
    /// allows one selection at a time. Default: nothing.
    func didDeselect(at index: Int)
}

extension SelectionHandler {
    /// One selection at a time.
    public var allowsMultipleSelection: Bool { false }

    /// None: selecting is an action, not a state.
    public var selectedIndexes: [Int] { [] }

    /// Whether ``selectedIndexes`` holds `index`.
    public func isSelected(at index: Int) -> Bool { selectedIndexes.contains(index) }

    /// Every element may be selected.
    public func shouldSelect(at index: Int) -> Bool { true }

    /// Nothing.
    public func didDeselect(at index: Int) {}
}

extension SelectionHandler {
    /// Selects the element at `index`, as a person's click would: ComposedUI's `select(at:)`.
    ///
    /// It calls ``didSelect(at:)`` — after ``didDeselect(at:)`` for the others, when the section
    /// allows one selection at a time — and shows every row whose selection changed again, live,
    /// in every browser showing the section. An element that is selected already, one that
    /// ``shouldSelect(at:)`` refuses, or an index out of range changes nothing. Call it from
    /// anywhere but ``didSelect(at:)`` for the same index, which it would call again.
    public func select(at index: Int) {
        guard (0..<numberOfElements).contains(index), shouldSelect(at: index), !isSelected(at: index) else { return }
        changingSelection {
            if !allowsMultipleSelection {
                for other in selectedIndexes where other != index { didDeselect(at: other) }
            }
            didSelect(at: index)
        }
    }

    /// Deselects the element at `index`: ComposedUI's `deselect(at:)`.
    ///
    /// It calls ``didDeselect(at:)`` and shows the row again, live. From ``didSelect(at:)`` it
    /// makes a click an action that leaves nothing selected:
    ///
    /// ```swift
    /// func didSelect(at index: Int) {
    ///     open(self[index])
    ///     deselect(at: index)
    /// }
    /// ```
    ///
    /// An element that is not selected, or an index out of range, changes nothing.
    public func deselect(at index: Int) {
        guard (0..<numberOfElements).contains(index), isSelected(at: index) else { return }
        changingSelection { didDeselect(at: index) }
    }

    /// Runs `change` as one batch of the section's update delegate, reporting the rows whose
    /// selection it changed as updated: that is how the coordinator learns to show them again,
    /// the same way it learns of any other change of a row.
    private func changingSelection(_ change: () -> Void) {
        let count = numberOfElements
        let before = Set(selectedIndexes)
        updateDelegate?.willBeginUpdating(self)
        change()
        // A handler that also inserted or removed elements reported those changes itself, and
        // indexes taken before them may name other rows now: nothing more is reported then.
        if numberOfElements == count {
            for index in before.symmetricDifference(selectedIndexes).sorted() where (0..<count).contains(index) {
                updateDelegate?.section(self, didUpdateElementAt: index)
            }
        }
        updateDelegate?.didEndUpdating(self)
    }
}
