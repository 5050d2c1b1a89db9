import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// The friends of the contacts demo: one may be selected at a time, and each can be deleted,
/// moved, or sent to the family from its menu.
@SectionActor
public final class FriendsSection: ArraySection<Person>, CellProvider, SelectionHandler, EditingHandler, MoveHandler,
    ContextMenuHandler, HeaderFooterProvider
{
    private var selectedID: Person.ID?

    /// Where "Add to Family" sends a friend: the screen sets it.
    var addToFamily: ((Person) -> Void)?

    public var selectedIndexes: [Int] {
        elements.indices.filter { elements[$0].id == selectedID }
    }

    public func didSelect(at index: Int) {
        selectedID = self[index].id
    }

    public func didDeselect(at index: Int) {
        if selectedID == self[index].id { selectedID = nil }
    }

    /// Forgets the selection (without showing it: a reload follows).
    func deselectAll() {
        selectedID = nil
    }

    public func deleteElement(at index: Int) {
        remove(at: index)
    }

    public func moveElement(at index: Int, to newIndex: Int) {
        move(from: index, to: newIndex)
    }

    public func contextMenu(forElementAt index: Int) -> [ContextAction] {
        [
            ContextAction(id: "family", title: "Add to Family", systemImage: "person.2"),
            ContextAction(id: "delete", title: "Delete", systemImage: "trash", role: .destructive),
        ]
    }

    public func performAction(_ action: ContextAction, forElementAt index: Int) {
        switch action.id {
        case "family":
            let person = remove(at: index)
            addToFamily?(person)
        case "delete":
            remove(at: index)
        default:
            break
        }
    }

    public func cell(at index: Int) -> some View {
        ContactRow(person: self[index])
    }

    public var header: some View {
        Text("Friends")
    }

    public var footer: some View {
        Text(numberOfElements == 1 ? "1 friend" : "\(numberOfElements) friends")
    }
}
