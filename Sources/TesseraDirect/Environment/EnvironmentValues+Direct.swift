import Tessera
import TesseraData
import TesseraRules

// The Direct application's keys, readable from any view of a page with `@Environment`, as in
// Direct to SwiftUI: `@Environment(\.entity)`, `@Environment(\.propertyValue)`. Each one reads
// the page's rule context, so a rule decides it exactly as it decides the look's own views.

private struct RuleContextKey: EnvironmentKey {
    static let defaultValue = RuleContext()
}

extension EnvironmentValues {
    /// The rule context of what is being shown: the task, the entity, the object, the property.
    ///
    /// Every key below reads it; read it directly for keys of your own.
    public var ruleContext: RuleContext {
        get { self[RuleContextKey.self] }
        set { self[RuleContextKey.self] = newValue }
    }

    /// What the page does: `query`, `list`, `inspect` or `edit`.
    public var task: DirectTask { ruleContext.task }
    /// What following a row does.
    public var nextTask: DirectTask { ruleContext.nextTask }
    /// The entity the page shows.
    public var entity: Entity? { ruleContext.entity }
    /// The row the page shows, its values by member (`object.firstName`); the columns the rules
    /// hide read as `nil`. See ``DirectObject``.
    public var object: DirectObject { DirectObject(context: ruleContext) }
    /// The name of the property being shown.
    public var propertyKey: String { ruleContext.propertyKey }
    /// The attribute being shown, if the property is one.
    public var attribute: Attribute? { ruleContext.attribute }
    /// The relationship being shown, if the property is one.
    public var relationship: Relationship? { ruleContext.relationship }
    /// The value of the property being shown.
    public var propertyValue: DatabaseValue { ruleContext.propertyValue }
    /// The entity's name for people.
    public var displayNameForEntity: String { ruleContext.displayNameForEntity }
    /// The property's label.
    public var displayNameForProperty: String { ruleContext.displayNameForProperty }
    /// The properties the page shows.
    public var displayPropertyKeys: [String] { ruleContext.displayPropertyKeys }
    /// The entities the entity list shows.
    public var visibleEntityNames: [String] { ruleContext.visibleEntityNames }
    /// The page's title.
    public var title: String { ruleContext.title }
    /// The property's component.
    public var component: DirectView { ruleContext.component }
    /// The page's view.
    public var page: DirectView { ruleContext.page }
    /// The view of a row in a list.
    public var rowComponent: DirectView { ruleContext.rowComponent }
    /// The look.
    public var look: String { ruleContext.look }
    /// The property's formatter.
    public var formatter: DirectFormatter? { ruleContext.formatter }
    /// Whether the application changes nothing.
    public var readOnly: Bool { ruleContext.readOnly }
    /// Whether the entity's rows can be changed.
    public var isEntityReadOnly: Bool { ruleContext.isEntityReadOnly }
    /// Whether an empty property is left out of an inspect page.
    public var hideEmptyProperty: Bool { ruleContext.hideEmptyProperty }
    /// Whether pages explain their rules.
    public var debug: Bool { ruleContext.debug }
    /// The title in the page's bar, its heading.
    public var navigationBarTitle: String { ruleContext.navigationBarTitle }
    /// What a property shows where its value is `NULL`.
    public var displayStringForNil: String { ruleContext.displayStringForNil }
    /// Whether the row shown may be changed.
    public var isObjectEditable: Bool { ruleContext.isObjectEditable }
    /// Whether the row shown may be deleted.
    public var isObjectDeletable: Bool { ruleContext.isObjectDeletable }
}
