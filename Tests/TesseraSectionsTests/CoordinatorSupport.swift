import Tessera
import TesseraSections

struct Person: Identifiable, Hashable, Sendable {
    var id: String
    var name: String
}

/// A section of people with every handler, recording what the coordinator asks of it.
@SectionActor
final class PeopleSection: ArraySection<Person>, CellProvider, SelectionHandler, EditingHandler, MoveHandler, ContextMenuHandler,
    HeaderFooterProvider
{
    var title = "People"
    var multiple = true
    private var selected: Set<String> = []
    /// What the handlers were asked, as `select 2`, `delete 0`, `move 1 0`, `action call 3`.
    var calls: [String] = []

    var allowsMultipleSelection: Bool { multiple }
    var selectedIndexes: [Int] { elements.indices.filter { selected.contains(elements[$0].id) } }
    func shouldSelect(at index: Int) -> Bool { self[index].id != "locked" }
    func didSelect(at index: Int) {
        calls.append("select \(index)")
        selected.insert(self[index].id)
    }
    func didDeselect(at index: Int) {
        calls.append("deselect \(index)")
        selected.remove(self[index].id)
    }
    func allowsEditing(at index: Int) -> Bool { self[index].id != "locked" }
    func deleteElement(at index: Int) {
        calls.append("delete \(index)")
        remove(at: index)
    }
    func moveElement(at index: Int, to newIndex: Int) {
        calls.append("move \(index) \(newIndex)")
        move(from: index, to: newIndex)
    }
    func contextMenu(forElementAt index: Int) -> [ContextAction] {
        [ContextAction(id: "call", title: "Call \(self[index].name)", systemImage: "phone")]
    }
    func performAction(_ action: ContextAction, forElementAt index: Int) {
        calls.append("action \(action.id) \(index)")
    }
    func cell(at index: Int) -> some View { Text(self[index].name) }
    var header: some View { Text(title) }
    var footer: some View { Text("\(numberOfElements) people") }
}

/// A section that only shows its cells.
@SectionActor
final class PlainSection: ArraySection<String>, CellProvider {
    func cell(at index: Int) -> some View { Text(self[index]) }
}

/// Numbers with cells, a header and footer, selection, deletion and moves: the sections of the
/// coordinators' property test.
@SectionActor
final class NumberSection: ArraySection<Int>, CellProvider, HeaderFooterProvider, SelectionHandler, EditingHandler, MoveHandler {
    private var selected: Set<Int> = []
    var allowsMultipleSelection: Bool { elements.first.map { $0.isMultiple(of: 2) } ?? true }
    var selectedIndexes: [Int] { elements.indices.filter { selected.contains(elements[$0]) } }
    func didSelect(at index: Int) { selected.insert(self[index]) }
    func didDeselect(at index: Int) { selected.remove(self[index]) }
    func deleteElement(at index: Int) { remove(at: index) }
    func moveElement(at index: Int, to newIndex: Int) { move(from: index, to: newIndex) }
    func cell(at index: Int) -> some View { Text("n\(self[index])") }
    var header: some View { Text("Numbers") }
    // A footer that changes with the elements, and one that does not (an odd count hides it).
    @ViewBuilder var footer: some View {
        if numberOfElements.isMultiple(of: 2) { Text("\(numberOfElements) numbers, \(selected.count) selected") }
    }
}

extension String {
    /// How many times `text` occurs.
    func occurrences(of text: String) -> Int {
        components(separatedBy: text).count - 1
    }
}
