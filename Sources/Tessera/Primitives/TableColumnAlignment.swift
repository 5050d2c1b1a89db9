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

/// Which way a table is sorted by a column: what its header cell tells assistive technologies
/// (`aria-sort`).
public enum TableColumnSortDirection: String, Sendable, Hashable {
    case ascending
    case descending
}

/// How a column's header and cells are written, whatever lays the table out: its title, its
/// alignment, and whether the table is sorted by it. A value, for views that lay out a table
/// themselves (as a sections coordinator's does).
public struct TableColumnStyle: Sendable, Hashable {
    /// The column's title.
    public var title: String
    /// How its header and cells are aligned.
    public var alignment: TableColumnAlignment
    /// Which way the table is sorted by it; `nil` when it is not.
    public var sortDirection: TableColumnSortDirection?
    /// Whether its cells keep their text on one line — numbers, dates, short codes, which read
    /// wrongly broken ("PG-" over "13") — the column as wide as its widest.
    public var keepsOnOneLine = false

    @usableFromInline
    init(title: String, alignment: TableColumnAlignment, sortDirection: TableColumnSortDirection? = nil) {
        self.title = title
        self.alignment = alignment
        self.sortDirection = sortDirection
    }

    /// The attributes of the column's header cell (`<th>`).
    public var headerAttributes: HTMLAttributes {
        var attributes = HTMLAttributes()
        if let name = alignment.className { attributes.addClass(name) }
        if keepsOnOneLine { attributes.addClass("t-column-nowrap") }
        attributes.set("scope", "col")
        if let sortDirection { attributes.set("aria-sort", sortDirection.rawValue) }
        return attributes
    }

    /// The attributes of each of its cells (`<td>`).
    public var cellAttributes: HTMLAttributes {
        switch (alignment.className, keepsOnOneLine) {
        case (let name?, false): HTMLAttributes(classes: name)
        case (let name?, true): HTMLAttributes(classes: name, "t-column-nowrap")
        case (nil, true): HTMLAttributes(classes: "t-column-nowrap")
        case (nil, false): HTMLAttributes()
        }
    }
}

extension TableColumn {
    /// This column, aligned as `alignment` says.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var column = self
        column.style.alignment = alignment
        return column
    }

    /// This column, its cells' text kept on one line (`true`) or wrapped to the column's width.
    public func keepsOnOneLine(_ keeps: Bool = true) -> TableColumn {
        var column = self
        column.style.keepsOnOneLine = keeps
        return column
    }

    /// This column, the one the table is sorted by, in `direction`: its header cell says so to
    /// assistive technologies. Show it too (an arrow in the header, say).
    public func sorted(_ direction: TableColumnSortDirection?) -> TableColumn {
        var column = self
        column.style.sortDirection = direction
        return column
    }
}
