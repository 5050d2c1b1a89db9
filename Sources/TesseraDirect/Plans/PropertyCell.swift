import Tessera
import TesseraData
import TesseraRules

/// One property of one row, as the look's components read it: what the plan decided, and the
/// rules asked again only for what it left to the row.
struct PropertyCell: Sendable {
    let plan: PropertyPlan
    /// The row; `nil` on a page about one row, whose context has it already.
    let row: Row?

    /// The row's context, made once when the plan leaves anything to the row: each read of it
    /// would otherwise copy the context's values again.
    private let rowContext: RuleContext?

    init(plan: PropertyPlan, row: Row?) {
        self.plan = plan
        self.row = row
        rowContext = plan.needsRowContext ? row.map(plan.context(for:)) : nil
    }

    /// The context of this property of this row.
    var context: RuleContext {
        rowContext ?? row.map(plan.context(for:)) ?? plan.context
    }

    private func read<Value>(_ planned: Planned<Value>, _ key: KeyPath<RuleContext, Value>) -> Value {
        switch planned {
        case .decided(let value): value
        case .perRow: context[keyPath: key]
        }
    }

    var task: DirectTask { read(plan.task, \.task) }
    var component: DirectView {
        switch plan.component {
        case .decided(let component): component
        // Read-only by a rule that reads the row: its value shown, whatever editor was chosen.
        case .perRow: PropertyPlan.shown(context.component, in: context)
        }
    }
    var formatter: DirectFormatter? { read(plan.formatter, \.formatter) }
    var attribute: Attribute? { read(plan.attribute, \.attribute) }
    var relationship: Relationship? { read(plan.relationship, \.relationship) }
    var label: String { read(plan.label, \.displayNameForProperty) }
    /// What the property shows for `NULL`: the `displayStringForNil` key's value.
    var nilText: String { read(plan.nilText, \.displayStringForNil) }
    /// The help under the property's field on a form: the `propertyHelp` key's value.
    var help: String? { read(plan.help, \.propertyHelp) }
    /// What the property's empty field shows: the `propertyPlaceholder` key's value.
    var placeholder: String? { read(plan.placeholder, \.propertyPlaceholder) }

    /// `context` with the text a component shows for `NULL`, where a rule gives one other than
    /// the default dash (the environment is left alone otherwise: copying it costs, cell by cell).
    func withNilText(_ context: RenderContext) -> RenderContext {
        let text = nilText
        guard text != DisplayStringForNilKey.defaultValue || context.environment.directNilText != nil else { return context }
        var context = context
        context.environment.directNilText = text == DisplayStringForNilKey.defaultValue ? nil : text
        return context
    }

    /// What the property's chart draws, when it is a to-many relationship with something to draw.
    var chart: RelatedChartPlan? {
        switch plan.chart {
        case .decided(let chart): chart
        case .perRow: RelatedChartPlan(context: context)
        }
    }

    /// Whether a rule hides the property when it is empty, and it is: a value that is `NULL`, or a
    /// to-one relationship whose key is (a to-many relationship is never empty this way: its rows
    /// are elsewhere).
    var isHiddenBecauseEmpty: Bool {
        guard read(plan.hidesWhenEmpty, \.hideEmptyProperty) else { return false }
        guard let relationship else { return value.isNull }
        guard relationship.kind == .toOne, let object else { return false }
        return relationship.joins.allSatisfy { object[$0.sourceAttribute].isNull }
    }

    /// Whether the property is a to-many relationship: a list of its own on a row's page.
    var isToMany: Bool { relationship?.isToMany == true }

    /// What names a related row.
    var keyWhenRelationship: RowNaming? {
        switch plan.keyWhenRelationship {
        case .decided(let naming): naming
        case .perRow: context.keyWhenRelationship.map(RowNaming.init(template:))
        }
    }

    /// The view of yours that shows the property — handed over by a rule, or the look's
    /// replacement for the component's name — or the base look's own component.
    func resolvedComponent(in look: DirectLook) -> ResolvedComponent {
        if let builtIn = plan.builtIn, !look.hasReplacements { return .builtIn(builtIn) }
        let component = component
        if let custom = component.customView ?? look.replacement(for: component.name)?.customView { return .custom(custom) }
        return .builtIn(plan.builtIn ?? BuiltInComponent(name: component.name))
    }

    enum ResolvedComponent {
        case builtIn(BuiltInComponent)
        case custom(AnyView)
    }

    /// The row shown.
    var object: Row? { row ?? plan.context.object }

    /// The property's value in the row.
    var value: DatabaseValue {
        if plan.readsValueFromRow, let row { return row[plan.propertyKey] }
        return context.propertyValue
    }

    var paths: DirectPaths { plan.paths }

    /// Whether the row holds only a prefix of the property's value (a long one, read as such).
    var isCut: Bool {
        guard let object, !object.cutAttributeNames.isEmpty else { return false }
        return object.isCut(plan.propertyKey)
    }

    /// The address of `target`, a row of the relationship shown.
    func address(ofRelated target: Row, in relationship: Relationship) -> String {
        if let prefix = plan.relatedRowAddressPrefix { return prefix + DirectPaths.encode(target.primaryKey) + plan.relatedRowAddressSuffix }
        return paths.inspect(relationship.destinationEntity, key: target.primaryKey)
            + PropertyPlan.rowAddressSuffix(of: relationship.destinationEntity, in: context)
    }
}
