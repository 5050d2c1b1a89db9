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
/// An entity's own single-column key reads "ID": `language_id` on `language` names the row
/// itself, not a language it points to.
public enum DisplayNameForPropertyKey: ComputedRuleKey {
    public static let defaultValue = ""

    public static func value(in context: RuleContext) -> String {
        if let entity = context.entity, entity.primaryKeyAttributeNames == [context.propertyKey],
            DisplayName.forIdentifier(context.propertyKey) == DisplayName.forIdentifier(entity.name)
        {
            return "ID"
        }
        // A link named after the table it leads to, because its column names no table
        // (`reports_to`, `parent`): labelled by its column, as a person would say it ("Reports
        // to"), not by the table ("Employee").
        if let relationship = context.relationship, relationship.kind == .toOne, relationship.joins.count == 1 {
            let column = relationship.joins[0].sourceAttribute
            var stem = column
            for suffix in ["_id", "_ID", "Id", "ID", " id"] where column.hasSuffix(suffix) && column.count > suffix.count {
                stem = String(column.dropLast(suffix.count))
                break
            }
            if stem != relationship.name { return DisplayName.forIdentifier(stem) }
        }
        // The other side of a link of a table to itself, named as people name it: an employee's
        // `reports_to` makes their "Direct reports", a category's `parent` its "Children".
        if let relationship = context.relationship, relationship.kind == .toMany, relationship.joins.count == 1,
            relationship.destinationEntity == context.entity?.name,
            let name = selfReferenceNames[relationship.joins[0].destinationAttribute.lowercased().filter(\.isLetter)]
        {
            return name
        }
        return DisplayName.forIdentifier(context.propertyKey)
    }
}

/// What the rows pointing to a row of the same table are called, by the column that points
/// (letters only, lower case): the common ways a table links to itself.
private let selfReferenceNames: [String: String] = [
    "reportsto": "Direct reports", "manager": "Direct reports", "managerid": "Direct reports", "supervisor": "Direct reports",
    "supervisorid": "Direct reports", "boss": "Direct reports", "bossid": "Direct reports", "linemanager": "Direct reports",
    "linemanagerid": "Direct reports", "parent": "Children", "parentid": "Children", "mentor": "Mentees", "mentorid": "Mentees",
    "referredby": "Referrals", "referrer": "Referrals", "referrerid": "Referrals",
]

/// The properties a page shows, in order: every attribute of the entity in the table's order,
/// a foreign key column shown as its to-one relationship (a link to the row it names), and on
/// inspect pages the to-many relationships after them.
public enum DisplayPropertyKeysKey: ComputedRuleKey {
    public static let defaultValue: [String] = []

    public static func value(in context: RuleContext) -> [String] {
        guard let entity = context.entity else { return [] }
        var toOneByColumn: [String: String] = [:]
        for relationship in entity.relationships where relationship.kind == .toOne && relationship.joins.count == 1 {
            toOneByColumn[relationship.joins[0].sourceAttribute] = toOneByColumn[relationship.joins[0].sourceAttribute] ?? relationship.name
        }
        var keys = entity.attributes.map { attribute in
            // A column that is also the key keeps its name: it is the row's own identity.
            attribute.isPrimaryKey ? attribute.name : toOneByColumn[attribute.name] ?? attribute.name
        }
        if context.task == .inspect {
            // A join table reached through a many-to-many relationship shows as that relationship.
            let joinEntities = Set(entity.relationships.compactMap(\.joinEntity))
            keys += entity.relationships.filter { $0.kind == .manyToMany || ($0.kind == .toMany && !joinEntities.contains($0.destinationEntity)) }.map(\.name)
        }
        return keys
    }
}

/// What names a related row in a link: for a to-one `language`, the language's `name` (Direct to
/// Web's name for the key). An attribute's name, or a template of several
/// (`'{first_name} {last_name}'`, see ``RowNaming``). By default what ``DisplayName/naming(of:)``
/// chooses, else none (the key is shown).
public enum KeyWhenRelationshipKey: ComputedRuleKey {
    public static let defaultValue: String? = nil

    public static func value(in context: RuleContext) -> String? {
        guard let relationship = context.relationship,
            let destination = try? context.model?.entity(named: relationship.destinationEntity)
        else { return nil }
        return DisplayName.naming(of: destination, in: context)?.description
    }
}

/// The values a property may take, when it is an enumeration: a rule lists them
/// (`propertyKey = 'rating' => allowedValues = ['G', 'PG', 'R']`), or the database's check
/// constraint does (`CHECK (rating IN ('G', 'PG', …))`). Editing such a property is a picker.
public enum AllowedValuesKey: ComputedRuleKey {
    public static let defaultValue: [String]? = nil

    public static func value(in context: RuleContext) -> [String]? {
        context.attribute?.allowedValues
    }
}

/// The entities the entity list shows, by name: all of them but the partitions of a PostgreSQL
/// partitioned table, whose rows the partitioned table lists. A rule that names a partition
/// shows it (`task = 'query' => visibleEntityNames = ['page_views', 'page_views_2024']`).
public enum VisibleEntityNamesKey: ComputedRuleKey {
    public static let defaultValue: [String] = []

    public static func value(in context: RuleContext) -> [String] {
        // Asked for every page's menu and every name that follows a link: the names sorted once
        // for each set of tables (a localized comparison is costly).
        sortedNames.value(for: context.model?.entities.filter { $0.partitionOf == nil }.map(\.name) ?? []) { names in
            names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        }
    }

    /// The tables' names in the order people read them, by the names as the model lists them.
    private static let sortedNames = Memo<[String], [String]>(capacity: 64)
}

/// The page's title: "Tables" on the start page, the entity's name on a list, the row's name (its naming
/// attribute's value, or the entity and key) on an inspect or edit page, "New film" for a new row.
public enum TitleKey: ComputedRuleKey {
    public static let defaultValue = ""

    public static func value(in context: RuleContext) -> String {
        switch context.task {
        case .query: return "Tables"
        case .list: return context.displayNameForEntity
        case .edit where context.object == nil: return "New \(context.displayNameForEntity.lowercased())"
        case .history where context.object == nil: return context.entity == nil ? "History" : "History of \(context.displayNameForEntity)"
        case .history:
            return "History of \(rowName(in: context))"
        case .bulk:
            return "Rows of \(context.displayNameForEntity)"
        case .sql:
            return "SQL query"
        case .savedQuery:
            return context.savedQuery?.displayTitle ?? "Query"
        case .dashboard:
            return context.dashboard?.displayTitle ?? "Dashboard"
        default:
            return rowName(in: context)
        }
    }

    /// The name of the context's row, or its entity's when there is none.
    private static func rowName(in context: RuleContext) -> String {
        guard let object = context.object, let entity = context.entity else { return context.displayNameForEntity }
        if let naming = DisplayName.naming(of: entity, in: context), let name = naming.name(of: object) {
            // The title stands in the window's title, the heading and the breadcrumb.
            return DisplayLimit.prefix(name, DisplayLimit.name)
        }
        return "\(context.displayNameForEntity) \(object.primaryKey.values.map(\.description).joined(separator: ", "))"
    }
}

/// The title in the page's bar, its heading: Direct to SwiftUI's `navigationBarTitle`. By default
/// the page's `title`; a rule gives the heading another text while the title (the window's
/// title, the breadcrumb, the question before a delete) keeps the row's name.
///
/// ```
/// entity.name = 'customer' and task = 'inspect' => navigationBarTitle = 'Customer'
/// ```
public enum NavigationBarTitleKey: ComputedRuleKey {
    public static let defaultValue = ""

    public static func value(in context: RuleContext) -> String {
        context.title
    }
}

/// What a property shows where its value is `NULL`: Direct to SwiftUI's `displayStringForNil`. By
/// default a dash, which screen readers read as "empty"; a rule's text is shown (and read) as it
/// is, on lists and rows' pages alike.
///
/// ```
/// entity.name = 'customer' and propertyKey = 'email' => displayStringForNil = 'no e-mail'
/// ```
public enum DisplayStringForNilKey: RuleKey {
    public static let defaultValue = "—"
}

/// The component that shows or edits the property, by name: `DisplayString`, `EditDate`,
/// `DisplayToOne`, … chosen from the task and the property's type; a rule names another, or
/// hands over a view of yours (`\.propertyKey == "rating" => \.component <= RatingBadge()`).
public enum ComponentKey: ComputedRuleKey {
    public static let defaultValue: DirectView = "DisplayString"

    public static func value(in context: RuleContext) -> DirectView {
        let editing = context.task == .edit
        if let relationship = context.relationship {
            switch relationship.kind {
            // Read-only by its name or by its column's (`language` or `language_id`).
            case .toOne: return editing && !context.isReadOnlyProperty ? "EditToOne" : "DisplayToOne"
            case .toMany, .manyToMany: return "DisplayToMany"
            }
        }
        guard let attribute = context.attribute else { return editing ? "EditString" : "DisplayString" }
        // A key names the row: it is shown, not edited, once the row exists. A time the database
        // keeps (`last_update`) is shown, not typed.
        let editable = editing && !attribute.isReadOnly && !(attribute.isPrimaryKey && context.object != nil) && !attribute.isMaintainedTimestamp
            && !context.isReadOnlyProperty
        if context.allowedValues != nil {
            return editable ? "EditEnumeration" : "DisplayString"
        }
        if !editable {
            // Structured values read better laid out: JSON a member a line, arrays an element a line.
            if attribute.valueType == .json { return "DisplayJSON" }
            if case .array = attribute.textKind, attribute.valueType == .text { return "DisplayList" }
        }
        let kind: String =
            switch attribute.valueType {
            case .integer, .double, .decimal: "Number"
            case .boolean: "Bool"
            case .date: "Date"
            case .timestamp: "Timestamp"
            case .blob: "Blob"
            case .json: "LargeString"
            // Values of types of their own (intervals, addresses, ranges, times, money) are short
            // one-line texts; arrays and long strings get a text area.
            case .text where attribute.textKind == .other || attribute.textKind == .enumeration: "String"
            case .text where attribute.maximumLength.map { $0 > 255 } ?? true: "LargeString"
            case .text, .uuid: "String"
            }
        // Binary data is replaced by a file (`multipart/form-data`), never typed; so is a text
        // column of file paths (`fileFolder`).
        if kind == "Blob" || (attribute.valueType == .text && context.fileFolder != nil) { return editable ? "EditBlob" : "DisplayBlob" }
        return DirectView((editable ? "Edit" : "Display") + kind)
    }
}

/// Properties a page leaves out of the ones it shows, whatever `displayPropertyKeys` lists: hiding
/// one property takes one rule (`entity.name = 'film' => hiddenPropertyKeys = ['last_update']`),
/// not a rule that lists all the others (and drops the relationships a page would show after
/// them).
public enum HiddenPropertyKeysKey: RuleKey {
    public static let defaultValue: [String] = []
}

/// The columns a list counts by value beside its rows, whatever its address asks for besides
/// (`facet=`): `entity.name = 'film' => facetPropertyKeys = ['rating', 'rental_duration']`.
/// Hidden columns and columns whose values cannot be grouped are left out.
public enum FacetPropertyKeysKey: RuleKey {
    public static let defaultValue: [String] = []
}

/// The view of a row in a list: `TableRow`, or a view of yours.
public enum RowComponentKey: RuleKey {
    public static let defaultValue: DirectView = "TableRow"
}

/// How the property's value is formatted: by name (`currency`, `percent`, `date`, one of the
/// application's ``DirectFormatters``), by a format of your own (``DirectFormatter``), or `nil`.
public enum FormatterKey: RuleKey {
    public static let defaultValue: DirectFormatter? = nil
}

/// Whether the entity's rows can be changed here: not when the application is read-only, nor for
/// a view or a table without a primary key, nor for an entity `readOnlyEntityNames` lists.
public enum IsEntityReadOnlyKey: ComputedRuleKey {
    public static let defaultValue = true

    public static func value(in context: RuleContext) -> Bool {
        guard let entity = context.entity else { return true }
        return context.readOnly || entity.isReadOnly || context.readOnlyEntityNames.contains(entity.name)
    }
}

/// Whether a property without a value is left out of an inspect page.
public enum HideEmptyPropertyKey: RuleKey {
    public static let defaultValue = false
}

/// The date or timestamp column a list drills into by year, month and day above its rows, as
/// Django's `date_hierarchy` does, or `nil` for none. By default the first such column the list
/// shows that is the row's own date — not one of bookkeeping (`last_update`, `created_at`): a
/// rental's `rental_date`, a payment's `payment_date`.
///
/// ```
/// entity.name = 'rental' => dateHierarchy = 'return_date'
/// entity.name = 'payment' => dateHierarchy = nil
/// ```
public enum DateHierarchyKey: ComputedRuleKey {
    public static let defaultValue: String? = nil

    public static func value(in context: RuleContext) -> String? {
        guard let entity = context.entity else { return nil }
        let hidden = Set(context.hiddenPropertyKeys)
        return context.displayPropertyKeys.first { key in
            guard !hidden.contains(key), let attribute = entity.attributeIfPresent(named: key) else { return false }
            return attribute.isOwnDate && !attribute.isMaintainedTimestamp
        }
    }
}

/// Whether a text property that cannot be NULL may be saved empty (the empty string). By
/// default a form refuses such a field left empty, as "required": a person who empties a name
/// has forgotten it far more often than they mean "a name of no letters". A row that holds the
/// empty string already keeps it when its form is saved untouched either way.
///
/// ```
/// entity.name = 'customer' and propertyKey = 'nickname' => allowsEmptyText = true
/// ```
public enum AllowsEmptyTextKey: RuleKey {
    public static let defaultValue = false
}

extension RuleContext {
    /// The title in the page's bar, its heading.
    public var navigationBarTitle: String {
        get { self[NavigationBarTitleKey.self] }
        set { self[NavigationBarTitleKey.self] = newValue }
    }

    /// What a property shows where its value is `NULL`.
    public var displayStringForNil: String {
        get { self[DisplayStringForNilKey.self] }
        set { self[DisplayStringForNilKey.self] = newValue }
    }

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

    /// The properties a page shows, in order: `displayPropertyKeys` without the
    /// `hiddenPropertyKeys`.
    public var displayPropertyKeys: [String] {
        get {
            let keys = self[DisplayPropertyKeysKey.self]
            let hidden = self[HiddenPropertyKeysKey.self]
            return hidden.isEmpty ? keys : keys.filter { !hidden.contains($0) }
        }
        set { self[DisplayPropertyKeysKey.self] = newValue }
    }

    /// Properties a page leaves out; see ``HiddenPropertyKeysKey``.
    public var hiddenPropertyKeys: [String] {
        get { self[HiddenPropertyKeysKey.self] }
        set { self[HiddenPropertyKeysKey.self] = newValue }
    }

    /// The columns a list counts by value; see ``FacetPropertyKeysKey``.
    public var facetPropertyKeys: [String] {
        get { self[FacetPropertyKeysKey.self] }
        set { self[FacetPropertyKeysKey.self] = newValue }
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
    public var component: DirectView {
        get { self[ComponentKey.self] }
        set { self[ComponentKey.self] = newValue }
    }

    /// The component of a row in a list.
    public var rowComponent: DirectView {
        get { self[RowComponentKey.self] }
        set { self[RowComponentKey.self] = newValue }
    }

    /// The attribute that names a related row in a link.
    public var keyWhenRelationship: String? {
        get { self[KeyWhenRelationshipKey.self] }
        set { self[KeyWhenRelationshipKey.self] = newValue }
    }

    /// The values the property may take, when it is an enumeration.
    public var allowedValues: [String]? {
        get { self[AllowedValuesKey.self] }
        set { self[AllowedValuesKey.self] = newValue }
    }

    /// The formatter of the property's value.
    public var formatter: DirectFormatter? {
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

    /// The date column a list drills into by year, month and day; see ``DateHierarchyKey``.
    public var dateHierarchy: String? {
        get { self[DateHierarchyKey.self] }
        set { self[DateHierarchyKey.self] = newValue }
    }

    /// Whether a text property that cannot be NULL may be saved empty; see ``AllowsEmptyTextKey``.
    public var allowsEmptyText: Bool {
        get { self[AllowsEmptyTextKey.self] }
        set { self[AllowsEmptyTextKey.self] = newValue }
    }
}
