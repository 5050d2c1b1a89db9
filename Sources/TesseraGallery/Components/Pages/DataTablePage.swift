import Tessera
import TesseraComponents

extension ComponentGallery {
    static let dataTable = GalleryPage(
        name: "DataTable",
        summary: "Rows of business data in columns: a header that stays in sight, widenable columns, rows to choose."
    ) {
        #specimen("Plain values") { dataTableSample }
        #specimen("A model") { DataTable(model: SampleReport()) }
        #specimen("Many rows: the header stays in sight") {
            DataTable(columns: dataTableColumns, rows: (1...40).map(manyRows))
        }
        #specimen("Restyled: a list of cards") { dataTableSample.dataTableStyle(RowCards()) }
        #specimen("Disabled") { dataTableSample.disabled() }
        #specimen("Light", colorScheme: .light) { dataTableSample }
        #specimen("Dark", colorScheme: .dark) { dataTableSample }
    }

    static let dataTableColumns = [
        DataTableColumn("Order"), DataTableColumn("Equipment"), DataTableColumn("Status"),
        DataTableColumn("Planned cost", alignment: .numeric),
    ]

    /// The row of work order 4700 + `number`, for a long table.
    static func manyRows(_ number: Int) -> DataTableRow {
        let equipment = ["Pump P-100", "Valve V-7", "Compressor C-2"]
        let status = ["Open", "In progress", "Done"]
        return DataTableRow(id: "\(4700 + number)", cells: ["WO-\(4700 + number)", equipment[number % 3], status[number % 3], "EUR \(number * 37).00"])
    }

    static let dataTableRows = [
        DataTableRow(id: "4711", cells: ["WO-4711", "Pump P-100, Hall 3", "In progress", "EUR 1,240.00"]),
        DataTableRow(id: "4712", cells: ["WO-4712", "Valve V-7", "Open", "EUR 310.50"]),
        DataTableRow(id: "4713", cells: ["WO-4713", "Compressor C-2", "Done", "EUR 12,900.00"]),
    ]

    @SpecimenCode
    private static var dataTableSample: DataTable {
        DataTable(columns: dataTableColumns, rows: dataTableRows, selection: DataTableSelection(name: "orders", selected: ["4712"]))
    }
}

/// A report of work orders of an app's own, shown through `DataTableModel`.
fileprivate struct SampleReport: DataTableModel {
    var columns: [DataTableColumn] { ComponentGallery.dataTableColumns }
    var rows: [DataTableRow] { ComponentGallery.dataTableRows }
    var selection: DataTableSelection? { DataTableSelection(name: "orders", selected: ["4712"]) }
}

/// Each row a card of its cells under the columns' titles: for a narrow screen.
fileprivate struct RowCards: DataTableStyle {
    func makeBody(configuration: DataTableConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(Array(configuration.rows.enumerated()), id: \.offset) { _, row in
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(Array(configuration.columns.enumerated()), id: \.offset) { index, column in
                        HStack(alignment: .firstTextBaseline, spacing: 8) {
                            Text(verbatim: column.title).font(.footnote).foregroundStyle(.secondary)
                            Text(verbatim: index < row.cells.count ? row.cells[index] : "")
                        }
                    }
                }
                .padding(10)
                .border(Color.theme(.separator))
                .cornerRadius(8)
            }
        }
    }
}
