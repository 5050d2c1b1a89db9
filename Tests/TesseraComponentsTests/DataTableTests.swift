import Tessera
import TesseraComponents
import Testing

private struct Report: DataTableModel {
    var columns: [DataTableColumn]
    var rows: [DataTableRow]
    var selection: DataTableSelection?
}

@Suite("DataTable")
struct DataTableTests {
    private let columns = [DataTableColumn(tricky("Order")), DataTableColumn("Amount", alignment: .numeric)]
    private let rows = [DataTableRow(id: "4711", cells: [tricky("WO-4711"), "EUR 12.00"]), DataTableRow(id: "4712", cells: ["WO-4712"])]

    @Test func theInitializersRenderTheSameForTheSameContent() {
        let selection = DataTableSelection(name: "orders", selected: ["4712"])
        let byValues = render(DataTable(columns: columns, rows: rows, selection: selection))
        #expect(byValues == render(DataTable(model: Report(columns: columns, rows: rows, selection: selection))))
        expectEscaped(byValues, [tricky("Order"), tricky("WO-4711")])
    }

    @Test func itIsATableWithAHeaderRowAndACellPerColumn() {
        let html = render(DataTable(columns: columns, rows: rows))
        #expect(html.contains("<table") && html.contains("<thead"))
        #expect(html.components(separatedBy: "<th ").count + html.components(separatedBy: "<th>").count - 2 == 2, "a header cell per column, none for boxes")
        #expect(html.components(separatedBy: "<td").count == 5, "a short row is filled with empty cells")
        #expect(html.contains("t-column-numeric"), "amounts align at the end")
        #expect(html.contains(#"data-part="column-title""#), "column titles can be widened")
    }

    @Test func boxesSubmitTheChosenRows() {
        let html = render(DataTable(columns: columns, rows: rows, selection: DataTableSelection(name: "orders", selected: ["4712"])))
        #expect(html.components(separatedBy: #"type="checkbox""#).count == 3)
        #expect(html.contains(#"name="orders""#) && html.contains(#"value="4711""#))
        #expect(html.components(separatedBy: " checked").count == 2, "one row is chosen")
        #expect(html.contains(#"aria-label="Select WO-4712""#))
        #expect(render(DataTable(columns: columns, rows: rows, selection: DataTableSelection(name: "orders")).disabled()).contains(" disabled"))
    }

    @Test func theScrollingBoxTakesTheKeyboardFocus() {
        // A box that scrolls must be reachable by keyboard (axe-core: scrollable-region-focusable),
        // with or without boxes, which a disabled table cannot focus.
        let html = render(DataTable(columns: columns, rows: rows))
        let box = html.components(separatedBy: ">").first { $0.contains(#"class="t-table-scroll""#) }
        #expect(box?.contains(#"tabindex="0""#) == true, "the box: \(box ?? "none")")
    }

    @Test func cellsPastTheLastColumnAreNotShown() {
        let html = render(DataTable(columns: [DataTableColumn("Only")], rows: [DataTableRow(id: "1", cells: ["a", "hidden"])]))
        #expect(!html.contains("hidden"))
    }
}
