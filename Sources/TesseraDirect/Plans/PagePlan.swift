import TesseraData
import TesseraRules

/// What a page decides once for every row it shows: the properties, each with its
/// ``PropertyPlan``, how a row is named and where opening a row leads.
///
/// A list page's plan (task `list`) lays out its rows in both looks (the basic look's table
/// columns, the fiori look's object items), and a live list's: a row it pushes is rendered from
/// the plan its page was made with, so it reads as the page's own. A row's page (task `inspect`)
/// shows its properties from the plan of its entity's rows: what the rules decide without looking
/// at the row is decided once for all of them.
///
/// A plan holds the rules' answers for the page's context, so it serves every page whose context
/// has the same given values under the same rules (`RuleContext.hasSameGivenValues(as:)`): the
/// application keeps one per entity. This holds as long as computed keys compute from the context
/// alone, as they must (see `ComputedRuleKey`).
///
/// ```swift
/// let plan = PagePlan(entity: film, context: application.context(task: .list, entity: film), paths: paths)
/// plan.properties.map(\.propertyKey)   // ["film_id", "title", "description", …]
/// plan.properties.filter { !$0.keysDecidedPerRow.isEmpty }   // the columns a rule decides row by row
/// ```
public struct PagePlan: Sendable {
    /// The entity whose rows the page shows.
    public let entity: Entity
    /// The page's rule context without a row (the task, the entity).
    public let context: RuleContext
    /// The properties shown, in the order of `displayPropertyKeys`.
    public let properties: [PropertyPlan]
    /// How a row is named: its title in the fiori look, the link's label that opens it.
    public let naming: RowNaming?
    /// Whether a row can be opened: not the rows of a read-only entity (a view, or a table
    /// without a primary key), which cannot be named.
    public let opensRows: Bool
    /// Whether opening a row opens its form (`nextTask` is `edit` and the entity can be changed)
    /// rather than its page.
    public let opensForm: Bool
    /// Whether a rule that decides `isObjectEditable` reads the row: each row's address is then
    /// its form only when that row may be changed.
    let asksEachRowIfEditable: Bool
    /// The property of the list whose cell links to the row — the naming's first attribute of
    /// the row's own, where the list shows it and rows can be opened — or `nil`: then only the
    /// chevron opens it (a row named by the rows it links to, whose cells link to those rows).
    public var openingPropertyKey: String? {
        guard opensRows, !(naming?.followsRelationships ?? false), let key = naming?.attributeNames.first,
            properties.contains(where: { $0.propertyKey == key })
        else { return nil }
        return key
    }
    /// Whether the list's rows can be chosen for a bulk action: the rules offer some
    /// (`bulkActions`) on an entity the person may change.
    public let selectsRows: Bool
    /// Where the application's pages are.
    public let paths: DirectPaths
    /// The titled groups a row's page and form lay the properties out in (`fieldsets`), decided
    /// for every row unless a rule that decides them reads the row.
    let fieldsets: Planned<[Fieldset]>
    /// The rules' generation the plan was made under (read before any decision: a reload during
    /// the making leaves the plan marked as older than the rules).
    public let generation: Int

    /// The rows the page's charts draw (`DisplayChart`), to load for each of its rows: the last
    /// few of each relationship drawn, as each column's plan decided for the person.
    var chartPrefetches: [RelatedPrefetch] {
        var prefetches: [RelatedPrefetch] = []
        for property in properties {
            guard case .decided(let chart?) = property.chart, !prefetches.contains(where: { $0.relationshipName == chart.relationshipName })
            else { continue }
            prefetches.append(chart.prefetch)
        }
        return prefetches
    }
    /// What the address of each row starts with.
    private let rowAddressPrefix: String

    /// The plan of a page of `entity`'s rows.
    ///
    /// - Parameters:
    ///   - entity: The entity whose rows the page shows.
    ///   - context: The page's rule context (task `list` or `inspect`, the entity, no row).
    ///   - paths: Where the application's pages are.
    public init(entity: Entity, context: RuleContext, paths: DirectPaths) {
        self.entity = entity
        self.context = context
        self.paths = paths
        generation = context.ruleModel.generation
        naming = DisplayName.naming(of: entity, in: context)
        opensRows = !entity.isReadOnly
        // `isObjectEditable` asked without a row: a rule that says no for every row of the list
        // opens their pages instead; one that reads the row is asked again for each row.
        let opensForms = context.nextTask == .edit && !context.isEntityReadOnly
        let editable = context.resolveTrackingReads(IsObjectEditableKey.self)
        opensForm = opensForms && editable.value
        asksEachRowIfEditable = opensForms && editable.didRead(ObjectKey.self)
        selectsRows = context.task == .list && !entity.isReadOnly && !context.isEntityReadOnly && !context.bulkActions.isEmpty
        rowAddressPrefix = paths.rows(of: entity.name)
        // A list's rows are not laid out in groups.
        if context.task == .list {
            fieldsets = .decided([])
        } else {
            let answer = context.resolveTrackingReads(FieldsetsKey.self)
            fieldsets = answer.didRead(ObjectKey.self) ? .perRow : .decided(answer.value)
        }
        properties = context.displayPropertyKeys.map { key in
            var property = context
            property.propertyKey = key
            return PropertyPlan(context: property, paths: paths)
        }
    }

    /// `kept` when it is the plan of this list — the entity, the context's given values and the
    /// paths — else a new plan: a view of yours may show a list of its own inside a page whose
    /// environment holds the page's plan.
    static func forPage(_ kept: PagePlan?, entity: Entity, context: RuleContext, paths: DirectPaths) -> PagePlan {
        // The plan holds for every row: it is compared with the page's context without its row.
        var rowless = context
        rowless.removeGivenValue(for: ObjectKey.self)
        if let kept, kept.entity == entity, kept.paths == paths, kept.generation == context.ruleModel.generation,
            kept.context.hasSameGivenValues(as: rowless)
        {
            return kept
        }
        return PagePlan(entity: entity, context: rowless, paths: paths)
    }

    /// The properties of `row` that a page shows: each one's cell, but those a rule hides when
    /// they are empty (`hideEmptyProperty`) and are.
    func cells(for row: Row) -> [PropertyCell] {
        properties.map { PropertyCell(plan: $0, row: row) }.filter { !$0.isHiddenBecauseEmpty }
    }

    /// `cells`, the properties of a row's page or form, in the groups the rules lay them out in
    /// (see ``Fieldset``); one untitled group when they name none.
    func groups(of cells: [PropertyCell], row: Row?) -> [PropertyGroup] {
        let fieldsets: [Fieldset] =
            switch self.fieldsets {
            case .decided(let fieldsets): fieldsets
            case .perRow: row.map { context.with(object: $0).fieldsets } ?? context.fieldsets
            }
        return PropertyGroup.groups(of: cells, in: fieldsets)
    }

    /// The address that opens `row`: its form or its page.
    public func destination(of row: Row) -> String {
        let address = rowAddressPrefix + DirectPaths.encode(row.primaryKey)
        if asksEachRowIfEditable { return context.with(object: row).isObjectEditable ? address + "/edit" : address }
        return opensForm ? address + "/edit" : address
    }

    /// The plan of the property `key`, when the list shows it.
    public func property(_ key: String) -> PropertyPlan? {
        properties.first { $0.propertyKey == key }
    }
}

extension PropertyPlan {
    /// The property's label, as decided for the page (a label that a rule decides row by row is
    /// the one it has without a row).
    public var headerLabel: String {
        label.decidedValue ?? context.displayNameForProperty
    }

    /// The attribute shown, as decided for the page.
    var pageAttribute: Attribute? {
        attribute.decidedValue ?? context.attribute
    }

    /// The relationship shown, as decided for the page.
    var pageRelationship: Relationship? {
        relationship.decidedValue ?? context.relationship
    }
}
