import TesseraData
import TesseraRules

// The keys that say what the page is about: the database's model, an entity, a row, a property.

/// The database's model: every entity.
public enum ModelKey: RuleKey {
    public static let defaultValue: Model? = nil
}

/// The entity the page shows: `entity.name`, `entity.isReadOnly`.
public enum EntityKey: RuleKey {
    public static let defaultValue: Entity? = nil
}

/// The row the page shows, in `inspect` and `edit`.
public enum ObjectKey: RuleKey {
    public static let defaultValue: Row? = nil
}

/// The name of the property being shown: an attribute's or a relationship's.
public enum PropertyKeyKey: RuleKey {
    public static let defaultValue = ""
    public static var name: String { "propertyKey" }
}

/// The attribute named by `propertyKey`, if it names one: `attribute.valueType`.
public enum AttributeKey: ComputedRuleKey {
    public static let defaultValue: Attribute? = nil

    public static func value(in context: RuleContext) -> Attribute? {
        context.entity?.attributeIfPresent(named: context.propertyKey)
    }
}

/// The relationship named by `propertyKey`, if it names one: `relationship.isToMany`.
public enum RelationshipKey: ComputedRuleKey {
    public static let defaultValue: Relationship? = nil

    public static func value(in context: RuleContext) -> Relationship? {
        guard context.attribute == nil else { return nil }
        return context.entity?.relationshipIfPresent(named: context.propertyKey)
    }
}

/// The value of the property being shown, in the row being shown.
public enum PropertyValueKey: ComputedRuleKey {
    public static let defaultValue = DatabaseValue.null

    public static func value(in context: RuleContext) -> DatabaseValue {
        context.object?[context.propertyKey] ?? .null
    }
}

extension RuleContext {
    /// The database's model.
    public var model: Model? {
        get { self[ModelKey.self] }
        set { self[ModelKey.self] = newValue }
    }

    /// The entity the page shows.
    public var entity: Entity? {
        get { self[EntityKey.self] }
        set { self[EntityKey.self] = newValue }
    }

    /// The row the page shows.
    public var object: Row? {
        get { self[ObjectKey.self] }
        set { self[ObjectKey.self] = newValue }
    }

    /// The name of the property being shown.
    public var propertyKey: String {
        get { self[PropertyKeyKey.self] }
        set { self[PropertyKeyKey.self] = newValue }
    }

    /// The attribute being shown, if the property is one.
    public var attribute: Attribute? {
        get { self[AttributeKey.self] }
        set { self[AttributeKey.self] = newValue }
    }

    /// The relationship being shown, if the property is one.
    public var relationship: Relationship? {
        get { self[RelationshipKey.self] }
        set { self[RelationshipKey.self] = newValue }
    }

    /// The value of the property being shown.
    public var propertyValue: DatabaseValue {
        get { self[PropertyValueKey.self] }
        set { self[PropertyValueKey.self] = newValue }
    }
}
