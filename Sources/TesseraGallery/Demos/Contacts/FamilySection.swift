import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// The family of the contacts demo: several may be selected at once (ComposedUI's example), and
/// its footer counts them.
@SectionActor
public final class FamilySection: ArraySection<Person>, CellProvider, SelectionHandler, HeaderFooterProvider {
    private var selectedIDs: Set<Person.ID> = []

    public var allowsMultipleSelection: Bool { true }

    public var selectedIndexes: [Int] {
        elements.indices.filter { selectedIDs.contains(elements[$0].id) }
    }

    public func isSelected(at index: Int) -> Bool {
        selectedIDs.contains(self[index].id)
    }

    public func didSelect(at index: Int) {
        selectedIDs.insert(self[index].id)
    }

    public func didDeselect(at index: Int) {
        selectedIDs.remove(self[index].id)
    }

    /// Forgets the selection (without showing it: a reload follows).
    func deselectAll() {
        selectedIDs = []
    }

    /// The people selected, in order.
    public var selectedPeople: [Person] {
        elements.filter { selectedIDs.contains($0.id) }
    }

    public func cell(at index: Int) -> some View {
        ContactRow(person: self[index])
    }

    public var header: some View {
        Text("Family")
    }

    public var footer: some View {
        let count = elements.count { selectedIDs.contains($0.id) }
        Text(count == 0 ? "Select as many as you like." : "\(count) of \(numberOfElements) selected.")
    }
}
