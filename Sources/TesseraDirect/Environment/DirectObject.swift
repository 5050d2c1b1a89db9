import TesseraData
import TesseraRules

/// The row a view shows, as a view of yours reads it from `@Environment(\.object)`: its values
/// by member, as Direct to SwiftUI's views read their object's.
///
/// ```swift
/// struct CustomerView: View, Sendable {
///     @Environment(\.object) private var object
///
///     var body: some View {
///         Text(verbatim: "\(object.firstName ?? "-") \(object.lastName ?? "-")").font(.title)
///         BasicLook.Page.Inspect()
///     }
/// }
/// ```
///
/// A member reads the column of its name, or the column its camel case spells in snake case
/// (`firstName` reads `first_name`), as a `DatabaseValue`: `.string`, `.int`, `.decimal`,
/// `.dateValue` give it as a Swift type. It is `nil` where the value is `NULL`, where there is
/// no such column or no row (a list's page, a new row's form), and where the rules hide the
/// column from the page (`hiddenPropertyKeys`): a view of yours shows no more than the page
/// would. A column named like one of the object's own properties (`row`, `primaryKey`,
/// `entityName`) reads by subscript: `object["row"]`.
@dynamicMemberLookup
public struct DirectObject: Sendable, Hashable {
    /// The row, or `nil` where the page shows none.
    public let row: Row?
    /// The columns the rules hide from the page, which read as `nil`.
    private let hiddenColumns: Set<String>

    /// `row`, every column of it readable.
    public init(_ row: Row?) {
        self.row = row
        hiddenColumns = []
    }

    /// The object of `context`: its row, without the columns its rules hide — a hidden to-one
    /// relationship hides the columns that hold its key.
    public init(context: RuleContext) {
        row = context.object
        guard row != nil else {
            hiddenColumns = []
            return
        }
        let hidden = context[HiddenPropertyKeysKey.self]
        var columns = Set(hidden)
        if let entity = context.entity {
            for name in hidden {
                guard let relationship = entity.relationshipIfPresent(named: name), relationship.kind == .toOne else { continue }
                columns.formUnion(relationship.joins.map(\.sourceAttribute))
            }
        }
        hiddenColumns = columns
    }

    /// The value of the column `name` (or of the column its camel case spells in snake case);
    /// `nil` for `NULL`, a column the row does not have, or one the rules hide.
    public subscript(name: String) -> DatabaseValue? {
        guard let row else { return nil }
        let column = row.hasValue(for: name) ? name : Row.snakeCase(name)
        guard row.hasValue(for: column), !hiddenColumns.contains(column) else { return nil }
        let value = row[column]
        // Not `value.isNull ? nil : value`: a `DatabaseValue` is itself expressible by `nil`,
        // which would make that `.some(.null)`.
        if value.isNull { return nil }
        return value
    }

    /// The value of the column `name` reads as: `object.firstName` is `object["first_name"]`.
    public subscript(dynamicMember name: String) -> DatabaseValue? {
        self[name]
    }

    /// The entity of the row, or `nil` without one.
    public var entityName: String? { row?.entityName }

    /// The row's primary key, or `nil` without a row.
    public var primaryKey: RowKey? { row?.primaryKey }
}
