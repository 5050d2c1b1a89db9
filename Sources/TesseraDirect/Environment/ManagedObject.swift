import Foundation
import Observation
import Tessera
import TesseraData

/// The row an edit page edits, as a view of yours changes it: Direct to SwiftUI's
/// `NSManagedObject` in `@EnvironmentObject var object`.
///
/// ```swift
/// struct EditRating: View {
///     @EnvironmentObject private var object: ManagedObject
///     @Environment(\.displayNameForProperty) private var label
///     let ratings = ["G", "PG", "PG-13", "R", "NC-17"]
///
///     var body: some View {
///         HStack(spacing: 16) {
///             Text(label)
///             Spacer()
///             ForEach(ratings, id: \.self) { rating in
///                 Text(rating)
///                     .foregroundColor(object.rating as? String == rating ? .primary : .gray)
///                     .onTapGesture { object.rating = rating }
///             }
///         }
///     }
/// }
///
/// let rules: RuleModel = [
///     \.propertyKey == "rating" && \.task == "edit" => \.component <= EditRating(),
/// ]
/// ```
///
/// A member reads the column of its name, or the column its camel case spells in snake case
/// (`rentalRate` reads `rental_rate`), as a Swift value: `String`, `Int`, `Double`, `Decimal`,
/// `Bool`, or `nil` for `NULL` (dates, times, UUIDs and JSON as the text the form shows).
/// Setting a member changes the form's pending row, not the database: the page shows the new
/// value, and Save writes it with the rest of the form (its checks and history as for a typed
/// value). Only the columns the form edits can be set; setting another changes nothing.
///
/// How a tap reaches the server: on an edit page, your property views render as in a live view
/// — `onTapGesture`, `Button(action:)` and controls bound with `$object…` become parts of the
/// form — and clicking one sends the form, runs your code on the server with the values the
/// person typed, and shows the form again with what your code changed, nothing saved. With the
/// page's script only the property views are replaced; without it, the page comes back whole.
/// The column's value travels with the form in a hidden field, so Save keeps it.
///
/// On a row's page (`inspect`) the object is there too, to read; lists' rows read
/// `@Environment(\.object)`.
@dynamicMemberLookup
public final class ManagedObject: ObservableObject {
    /// The row as it is saved, or `nil` on a new row's form.
    public let row: Row?
    /// The entity of the row.
    public let entity: Entity
    /// The form's values that differ from the row's, as the form sends them, by column.
    private(set) var pending: [String: String]
    private let editableColumns: () -> Set<String>
    private var editable: Set<String>?
    private let registrar = ObservationRegistrar()

    /// The object of `row` of `entity`, with the form's `pending` values, of which the columns
    /// `editableColumns` gives can be set.
    init(row: Row?, entity: Entity, pending: [String: String], editableColumns: @escaping () -> Set<String>) {
        self.row = row
        self.entity = entity
        self.pending = pending
        self.editableColumns = editableColumns
    }

    /// A read-only object of `row` (a row's page).
    convenience init(row: Row, entity: Entity) {
        self.init(row: row, entity: entity, pending: [:], editableColumns: { [] })
    }

    /// The name of the row's entity: Core Data's `entity.name`.
    public var entityName: String { entity.name }

    /// The column `name` reads: itself, or the column its camel case spells in snake case.
    private func column(_ name: String) -> String? {
        if entity.attributeIfPresent(named: name) != nil { return name }
        let snake = Row.snakeCase(name)
        return entity.attributeIfPresent(named: snake) != nil ? snake : nil
    }

    /// The value of the column `key` as a Swift value, `nil` for `NULL` or no such column:
    /// Core Data's `value(forKey:)`.
    public func value(forKey key: String) -> Any? {
        registrar.access(self, keyPath: \.pending)
        guard let column = column(key) else { return nil }
        if let text = pending[column] {
            return Self.value(ofFormText: text, type: entity.attributeIfPresent(named: column)?.valueType ?? .text)
        }
        guard let row, row.hasValue(for: column) else { return nil }
        return Self.value(of: row[column])
    }

    /// Sets the column `key` of the pending row to `value` (`nil` for `NULL`): Core Data's
    /// `setValue(_:forKey:)`. A column the form does not edit stays as it is.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let column = column(key), isEditable(column) else { return }
        let text = Self.formText(of: value, type: entity.attributeIfPresent(named: column)?.valueType ?? .text)
        registrar.withMutation(of: self, keyPath: \.pending) {
            // Set back to what is saved, it is no change.
            if let row, row.hasValue(for: column), text == (row[column].text ?? "") {
                pending.removeValue(forKey: column)
            } else {
                pending[column] = text
            }
        }
    }

    /// The value of the column `name` (see ``value(forKey:)``), settable.
    public subscript(name: String) -> Any? {
        get { value(forKey: name) }
        set { setValue(newValue, forKey: name) }
    }

    /// `object.rating` is `object["rating"]`; `object.rentalRate` reads `rental_rate`.
    public subscript(dynamicMember name: String) -> Any? {
        get { value(forKey: name) }
        set { setValue(newValue, forKey: name) }
    }

    /// Whether the form edits the column `name`, so that setting it changes the pending row.
    public func isEditable(_ name: String) -> Bool {
        if let editable { return editable.contains(name) }
        let columns = editableColumns()
        editable = columns
        return columns.contains(name)
    }

    /// The text the form sends for the column: the pending value, else the saved one.
    func formText(of column: String) -> String {
        if let text = pending[column] { return text }
        guard let row, row.hasValue(for: column) else { return "" }
        return row[column].text ?? ""
    }

    static func value(of value: DatabaseValue) -> Any? {
        switch value {
        case .null: nil
        case .integer(let number): Int(exactly: number) ?? number
        case .double(let number): number
        case .decimal(let text): Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? text
        case .text(let text): text
        case .bool(let flag): flag
        case .date(let text), .timestamp(let text), .uuid(let text), .json(let text): text
        case .blob, .bytes: value.text
        }
    }

    static func value(ofFormText text: String, type: ValueType) -> Any? {
        if text.isEmpty && type != .text { return nil }
        switch type {
        case .integer: return Int(text) ?? text
        case .double: return Double(text) ?? text
        case .decimal: return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? text
        case .boolean:
            switch text.lowercased() {
            case "true", "1", "t", "yes", "on": return true
            case "false", "0", "f", "no", "off": return false
            default: return text
            }
        default: return text
        }
    }

    static func formText(of value: Any?, type: ValueType) -> String {
        switch value {
        case nil: return ""
        case let value as String: return value
        case let value as Substring: return String(value)
        case let value as Bool: return value ? "true" : "false"
        case let value as DatabaseValue: return value.text ?? ""
        case let value as Decimal: return value.description
        case let value as Date:
            let format = type == .date ? Date.ISO8601FormatStyle().year().month().day() : Date.ISO8601FormatStyle()
            return value.formatted(format)
        case let value as CustomStringConvertible: return value.description
        case let value?: return String(describing: value)
        }
    }
}
