import TesseraData
import TesseraRules

// The keys that decide how things are shown. Their defaults follow Direct to SwiftUI's: names
// made readable, every attribute in order, read-only where the database gives no key.

/// The entity's name for people: `film_actor` → "Film actor".
public enum DisplayNameForEntityKey: ComputedRuleKey {
    public static let defaultValue = ""

    public static func value(in context: RuleContext) -> String {
        context.entity.map { DisplayName.forIdentifier($0.name) } ?? ""
    }
}

/// The property's label: `rental_rate` → "Rental rate", `language_id` → "Language".
public enum DisplayNameForPropertyKey: ComputedRuleKey {
    public static let defaultValue = ""

    public static func value(in context: RuleContext) -> String {
        DisplayName.forIdentifier(context.propertyKey)
    }
}

/// The properties a page shows, in order: every attribute of the entity, in the table's order.
public enum DisplayPropertyKeysKey: ComputedRuleKey {
    public static let defaultValue: [String] = []

    public static func value(in context: RuleContext) -> [String] {
        context.entity?.attributes.map(\.name) ?? []
    }
}

/// The entities the entity list shows: all of them, by name.
public enum VisibleEntityNamesKey: ComputedRuleKey {
    public static let defaultValue: [String] = []

    public static func value(in context: RuleContext) -> [String] {
        (context.model?.entities.map(\.name) ?? []).sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }
}

/// The page's title.
public enum TitleKey: ComputedRuleKey {
    public static let defaultValue = ""

    public static func value(in context: RuleContext) -> String {
        switch context.task {
        case "query": "Entities"
        case "edit" where context.object == nil: "New \(context.displayNameForEntity.lowercased())"
        default: context.displayNameForEntity
        }
    }
}

/// The component that shows or edits the property, by name: `DisplayString`, `EditDate`,
/// `DisplayToOne`, … chosen from the task and the property's type; a rule names another.
public enum ComponentKey: ComputedRuleKey {
    public static let defaultValue = "DisplayString"

    public static func value(in context: RuleContext) -> String {
        let editing = context.task == "edit"
        if let relationship = context.relationship {
            switch relationship.kind {
            case .toOne: return editing ? "EditToOne" : "DisplayToOne"
            case .toMany, .manyToMany: return "DisplayToMany"
            }
        }
        guard let attribute = context.attribute else { return editing ? "EditString" : "DisplayString" }
        let kind: String =
            switch attribute.valueType {
            case .integer, .double, .decimal: "Number"
            case .boolean: "Bool"
            case .date: "Date"
            case .timestamp: "Timestamp"
            case .blob: "Blob"
            case .json: "LargeString"
            case .text where attribute.maximumLength.map { $0 > 255 } ?? true: "LargeString"
            case .text, .uuid: "String"
            }
        if kind == "Blob" { return "DisplayBlob" }
        return (editing && !attribute.isReadOnly ? "Edit" : "Display") + kind
    }
}

/// The component of a row in a list: `TableRow`.
public enum RowComponentKey: RuleKey {
    public static let defaultValue = "TableRow"
}

/// How the property's value is formatted, by name (`currency`, `percent`, `date`), or `nil`.
public enum FormatterKey: RuleKey {
    public static let defaultValue: String? = nil
}

/// Whether the entity's rows can be changed here: not when the application is read-only, nor for
/// a view or a table without a primary key.
public enum IsEntityReadOnlyKey: ComputedRuleKey {
    public static let defaultValue = true

    public static func value(in context: RuleContext) -> Bool {
        context.readOnly || (context.entity?.isReadOnly ?? true)
    }
}

/// Whether a property without a value is left out of an inspect page.
public enum HideEmptyPropertyKey: RuleKey {
    public static let defaultValue = false
}

extension RuleContext {
    /// The entity's name for people.
    public var displayNameForEntity: String {
        get { self[DisplayNameForEntityKey.self] }
        set { self[DisplayNameForEntityKey.self] = newValue }
    }

    /// The property's label.
    public var displayNameForProperty: String {
        get { self[DisplayNameForPropertyKey.self] }
        set { self[DisplayNameForPropertyKey.self] = newValue }
    }

    /// The properties a page shows, in order.
    public var displayPropertyKeys: [String] {
        get { self[DisplayPropertyKeysKey.self] }
        set { self[DisplayPropertyKeysKey.self] = newValue }
    }

    /// The entities the entity list shows.
    public var visibleEntityNames: [String] {
        get { self[VisibleEntityNamesKey.self] }
        set { self[VisibleEntityNamesKey.self] = newValue }
    }

    /// The page's title.
    public var title: String {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }

    /// The component that shows or edits the property.
    public var component: String {
        get { self[ComponentKey.self] }
        set { self[ComponentKey.self] = newValue }
    }

    /// The component of a row in a list.
    public var rowComponent: String {
        get { self[RowComponentKey.self] }
        set { self[RowComponentKey.self] = newValue }
    }

    /// The formatter of the property's value.
    public var formatter: String? {
        get { self[FormatterKey.self] }
        set { self[FormatterKey.self] = newValue }
    }

    /// Whether the entity's rows can be changed here.
    public var isEntityReadOnly: Bool {
        get { self[IsEntityReadOnlyKey.self] }
        set { self[IsEntityReadOnlyKey.self] = newValue }
    }

    /// Whether an empty property is left out of an inspect page.
    public var hideEmptyProperty: Bool {
        get { self[HideEmptyPropertyKey.self] }
        set { self[HideEmptyPropertyKey.self] = newValue }
    }
}
