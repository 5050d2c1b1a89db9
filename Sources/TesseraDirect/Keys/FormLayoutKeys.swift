import TesseraData
import TesseraRules

/// The titled groups a row's form and page lay their properties out in (Django admin's
/// `fieldsets`); none by default: one group, untitled. See ``Fieldset``.
///
/// ```
/// entity.name = 'film' => fieldsets = [['Film', ['title', 'description']], ['Rental terms', ['rental_rate'], 'collapsed']]
/// ```
public enum FieldsetsKey: RuleKey {
    public static let defaultValue: [Fieldset] = []
}

/// Properties a row's form shows with their values but does not let the person change (Django
/// admin's `readonly_fields`), named as `displayPropertyKeys` names them or by their column (a
/// to-one relationship's): their component is the display one, whatever editor a rule or a look
/// chose; the form sends no field for them, and a value posted for one anyway is ignored — by the
/// form, a bulk change and a view of yours alike; a many-to-many relationship named here offers no
/// Add or Remove (and refuses them, 403). None by default.
///
/// ```
/// entity.name = 'payment' => readOnlyPropertyKeys = ['amount', 'payment_date']
/// ```
public enum ReadOnlyPropertyKeysKey: RuleKey {
    public static let defaultValue: [String] = []
}

/// A line of help under a property's field on a row's form (Django's `help_text`), which the field
/// names as its description (`aria-describedby`) so that a screen reader reads it with the field;
/// none by default.
///
/// ```
/// entity.name = 'film' and propertyKey = 'rental_rate' => propertyHelp = 'What one rental costs, in dollars'
/// ```
public enum PropertyHelpKey: RuleKey {
    public static let defaultValue: String? = nil
}

/// The text an empty field shows until something is typed (its `placeholder`); none by default,
/// when a date's, a timestamp's and a UUID's field shows the value's shape. An example of a value,
/// never its label.
///
/// ```
/// entity.name = 'customer' and propertyKey = 'email' => propertyPlaceholder = 'name@example.com'
/// ```
public enum PropertyPlaceholderKey: RuleKey {
    public static let defaultValue: String? = nil
}

/// To-many relationships whose rows a row's form edits in place (Django admin's inlines): a
/// small table of the related rows — a customer's payments, an invoice's lines — each with the
/// fields of its own form, a box to delete it, and empty rows to add new ones, saved with the
/// row in one transaction (all or nothing). Only relationships whose rows point at this one by a
/// foreign key (one-to-many); the column that points is not shown, and filled in. The latest
/// ``DirectApplication/inlineRowsOnForm`` rows by key are shown, oldest first, the list of all of them linked. None
/// by default: the form links each to-many relationship's rows instead.
///
/// ```
/// entity.name = 'customer' => inlineRelationships = ['payment']
/// ```
public enum InlineRelationshipsKey: RuleKey {
    public static let defaultValue: [String] = []
}

/// How many empty rows an inline table (``InlineRelationshipsKey``) offers for new related rows
/// (Django's `extra`); 2 by default, 0 for none. Rows left empty are not saved.
///
/// ```
/// entity.name = 'payment' => inlineBlankRows = 1
/// ```
public enum InlineBlankRowsKey: RuleKey {
    public static let defaultValue = 2
}

extension RuleContext {
    /// The to-many relationships a row's form edits in place; see ``InlineRelationshipsKey``.
    public var inlineRelationships: [String] {
        get { self[InlineRelationshipsKey.self] }
        set { self[InlineRelationshipsKey.self] = newValue }
    }

    /// How many empty rows an inline table offers, asked of the related rows' entity; see
    /// ``InlineBlankRowsKey``.
    public var inlineBlankRows: Int {
        get { self[InlineBlankRowsKey.self] }
        set { self[InlineBlankRowsKey.self] = newValue }
    }

    /// The titled groups of a row's form and page; see ``FieldsetsKey``.
    public var fieldsets: [Fieldset] {
        get { self[FieldsetsKey.self] }
        set { self[FieldsetsKey.self] = newValue }
    }

    /// The properties a form shows but does not edit; see ``ReadOnlyPropertyKeysKey``.
    public var readOnlyPropertyKeys: [String] {
        get { self[ReadOnlyPropertyKeysKey.self] }
        set { self[ReadOnlyPropertyKeysKey.self] = newValue }
    }

    /// The help under the property's field; see ``PropertyHelpKey``.
    public var propertyHelp: String? {
        get { self[PropertyHelpKey.self] }
        set { self[PropertyHelpKey.self] = newValue }
    }

    /// What the property's empty field shows; see ``PropertyPlaceholderKey``.
    public var propertyPlaceholder: String? {
        get { self[PropertyPlaceholderKey.self] }
        set { self[PropertyPlaceholderKey.self] = newValue }
    }
}

extension RuleContext {
    /// The columns `readOnlyPropertyKeys` keeps from being written on the context's entity: the
    /// columns it names, and the columns of the to-one relationships it names (`address` keeps
    /// `address_id`).
    var readOnlyColumnNames: Set<String> {
        let names = readOnlyPropertyKeys
        guard !names.isEmpty, let entity else { return [] }
        var columns: Set<String> = []
        for name in names {
            if entity.attributeIfPresent(named: name) != nil {
                columns.insert(name)
            } else if let relationship = entity.relationshipIfPresent(named: name), relationship.kind == .toOne {
                columns.formUnion(relationship.joins.map(\.sourceAttribute))
            }
        }
        return columns
    }

    /// Whether `readOnlyPropertyKeys` names the context's property: by its name, by one of its
    /// columns (a to-one relationship's), or by the to-one relationship a column belongs to.
    var isReadOnlyProperty: Bool {
        let names = readOnlyPropertyKeys
        guard !names.isEmpty else { return false }
        if names.contains(propertyKey) { return true }
        let columns = readOnlyColumnNames
        if let relationship, relationship.kind == .toOne { return relationship.joins.contains { columns.contains($0.sourceAttribute) } }
        if let attribute { return columns.contains(attribute.name) }
        return false
    }
}
