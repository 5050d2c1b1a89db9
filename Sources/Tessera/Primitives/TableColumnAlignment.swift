/// How a ``TableColumn``'s header and cells are aligned, as SwiftUI's.
///
/// ```swift
/// TableColumn("Total", value: \.total).alignment(.numeric)
/// ```
public enum TableColumnAlignment: String, Sendable, Hashable {
    /// At the start of the line: text.
    case leading
    /// In the middle.
    case center
    /// At the end of the line.
    case trailing
    /// At the end, digits of equal width, so that the digits of a column of numbers line up.
    case numeric

    /// The class the header and the cells of the column carry; `nil` for the default.
    var className: String? {
        switch self {
        case .leading: return nil
        case .center: return "t-column-center"
        case .trailing: return "t-column-trailing"
        case .numeric: return "t-column-numeric"
        }
    }
}

extension TableColumn {
    /// This column, aligned as `alignment` says.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var column = self
        column.columnAlignment = alignment
        return column
    }

    /// The class of the column's cells, for views that lay out a table themselves (as a
    /// sections coordinator's table does): `nil` for a column aligned at the start.
    public var cellClassName: String? { columnAlignment.className }
}
