import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// The rows of the live rows demo: any can be deleted, and the footer counts them.
@SectionActor
public final class LiveRowsSection: ArraySection<LiveRow>, CellProvider, EditingHandler, HeaderFooterProvider {
    private var nextID = 1

    /// The most rows the table holds. Every browser showing the page gets all of it, and anyone
    /// may add: without a bound, 20,000 anonymous posts made an 11 MB page for everyone.
    public nonisolated static let maximumRows = 100

    /// Adds a row at the end; `false` when the table holds ``maximumRows`` already.
    @discardableResult
    public func addRow() -> Bool {
        guard numberOfElements < Self.maximumRows else { return false }
        append(LiveRow(id: nextID))
        nextID += 1
        return true
    }

    /// Removes the last row, if there is one.
    public func removeLastRow() {
        guard numberOfElements > 0 else { return }
        remove(at: numberOfElements - 1)
    }

    public func deleteElement(at index: Int) {
        remove(at: index)
    }

    public func cell(at index: Int) -> some View {
        Text("Row \(self[index].id): \(self[index].word)")
    }

    public var footer: some View {
        Text(numberOfElements == 1 ? "1 row" : "\(numberOfElements) rows")
    }
}
