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
