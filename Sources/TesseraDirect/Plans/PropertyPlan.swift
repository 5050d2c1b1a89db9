import TesseraData
import TesseraRules

/// What a page decides once about a property it shows in many rows: the component, label,
/// formatter, attribute or relationship and the naming of related rows — so that showing the
/// property of a row is reading its value and writing it.
///
/// Each decision is the rules' answer for the property's context without a row. The rule engine
/// reports which keys an answer read (`TrackedResolution`); an answer that read the row
/// (`object`, or `propertyValue`, which reads it) is not taken: that decision is made again for
/// each row, as if there were no plan, and only that one. So
///
/// ```swift
/// \.propertyKey == "rating" && \.propertyValue == .text("NC-17") => \.component <= "DisplayWarning"
/// ```
///
/// makes the rating column choose its component row by row, while every other column, and the
/// rating column's label and formatter, are decided once.
///
/// A plan belongs to the rules of one `RuleModel.generation`: the application keeps a page's
/// plans (see ``PagePlan``) until the rules change, and a live list made under older rules gives
/// way to a new one.
public final class PropertyPlan: Sendable {
    /// The property's rule context, without a row.
    public let context: RuleContext
    /// The property: an attribute's or a relationship's name.
    public let propertyKey: String
    /// The rules' generation the decisions were made under.
    public let generation: Int
    /// The names of the keys decided row by row (`component`, `formatter`, …) because the rules
    /// that decide them read the row; empty when the whole property is decided once.
    public let keysDecidedPerRow: [String]

    let task: Planned<DirectTask>
    let component: Planned<DirectView>
    /// The look's own component, decoded once, when the component is decided and is the look's.
    let builtIn: BuiltInComponent?
    let formatter: Planned<DirectFormatter?>
    let attribute: Planned<Attribute?>
    let relationship: Planned<Relationship?>
    let keyWhenRelationship: Planned<RowNaming?>
    let label: Planned<String>
    /// Whether a row's page leaves the property out when it is empty.
    let hidesWhenEmpty: Planned<Bool>
    /// What the property shows for `NULL` (`displayStringForNil`).
    let nilText: Planned<String>
    /// The help under the property's field on a form (`propertyHelp`).
    let help: Planned<String?>
    /// What the property's empty field shows (`propertyPlaceholder`).
    let placeholder: Planned<String?>
    /// Whether a row's value is its own column's: no rule sets `propertyValue` and the context
    /// gives none.
    let readsValueFromRow: Bool
    /// Whether a row's cell asks its own context for anything: a decision left to the row, its
    /// value from a rule, or a component of yours (which reads the context from the environment).
    let needsRowContext: Bool
    /// Where the application's pages are, for the links a component makes.
    let paths: DirectPaths
    /// What the address of a related row starts with, when the relationship is decided: a list
    /// links every row to one.
    let relatedRowAddressPrefix: String?
    /// What the address of a related row ends with: `/edit` when the rules' `nextTask` for the
    /// related entity's rows is `edit` and they can be changed, else nothing.
    let relatedRowAddressSuffix: String
    /// For a to-one relationship decided with its naming: how every row links its related row.
    let toOne: ToOnePlan?
    /// For a to-many relationship shown as a chart: what it draws, decided once for the column
    /// (the chart's keys are not asked again for each row).
    let chart: Planned<RelatedChartPlan?>
    /// How a row's cell is written when the plan leaves nothing to the row: the value as text, or
    /// the link to the related row, with no cell, context or component view made for it.
    let directCell: DirectCell?
    /// Whether a list's column of it keeps each value on one line (numbers, dates, keys, short
    /// codes, links to rows with short names): decided with the plan, not for every page.
    let keepsOnOneLine: Bool

    /// The plan of the property `context.propertyKey` for every row of a page's entity.
    ///
    /// - Parameters:
    ///   - context: The page's rule context with `propertyKey` set and no `object`.
    ///   - paths: Where the application's pages are.
    public convenience init(context: RuleContext, paths: DirectPaths) {
        self.init(context: context, paths: paths, decidesOnce: true)
    }

    /// The plan of the property `context.propertyKey` of the one row `context.object`: nothing is
    /// decided ahead, every key is read from `context` when a component needs it, as it was
    /// before plans.
    convenience init(oneRow context: RuleContext, paths: DirectPaths) {
        self.init(context: context, paths: paths, decidesOnce: false)
    }

    private init(context: RuleContext, paths: DirectPaths, decidesOnce: Bool) {
        self.context = context
        self.paths = paths
        propertyKey = context.propertyKey
        generation = context.ruleModel.generation
        var perRow: [String] = []
        func decide<K: RuleKey>(_ key: K.Type) -> Planned<K.Value> {
            guard decidesOnce else { return .perRow }
            let answer = context.resolveTrackingReads(K.self)
            guard !answer.didRead(ObjectKey.self) else {
                perRow.append(K.name)
                return .perRow
            }
            return .decided(answer.value)
        }
        task = decide(TaskKey.self)
        var component = decide(ComponentKey.self)
        // A property the rules make read-only shows its value on a form, whatever editor a rule
        // or the default chose; when that reads the row, each row's cell decides.
        if decidesOnce, context.task == .edit, context.ruleModel.hasRules(setting: ReadOnlyPropertyKeysKey.self), case .decided(let chosen) = component,
            chosen.edits
        {
            if context.resolveTrackingReads(ReadOnlyPropertyKeysKey.self).didRead(ObjectKey.self) {
                perRow.append(ComponentKey.name)
                component = .perRow
            } else {
                component = .decided(Self.shown(chosen, in: context))
            }
        }
        self.component = component
        builtIn = component.decidedValue.flatMap { !$0.isCustom ? BuiltInComponent(name: $0.name) : nil }
        formatter = decide(FormatterKey.self)
        attribute = decide(AttributeKey.self)
        let relationship = decide(RelationshipKey.self)
        self.relationship = relationship
        relatedRowAddressPrefix = relationship.decidedValue.flatMap { $0.map { paths.rows(of: $0.destinationEntity) } }
        let suffix = relationship.decidedValue.flatMap { $0.map { Self.rowAddressSuffix(of: $0.destinationEntity, in: context) } } ?? ""
        relatedRowAddressSuffix = suffix
        keyWhenRelationship =
            switch decide(KeyWhenRelationshipKey.self) {
            case .decided(let template): .decided(template.map(RowNaming.init(template:)))
            case .perRow: .perRow
            }
        label = decide(DisplayNameForPropertyKey.self)
        if case .decided(let relationship?) = relationship, relationship.kind == .toOne, case .decided(let naming) = keyWhenRelationship,
            let prefix = relatedRowAddressPrefix
        {
            let destination = try? context.model?.entity(named: relationship.destinationEntity)
            toOne = ToOnePlan(
                relationshipName: relationship.name, sourceColumn: relationship.joins.first?.sourceAttribute, naming: naming,
                namingPositions: destination.flatMap { naming?.positions(in: $0) }, addressPrefix: prefix, addressSuffix: suffix)
        } else {
            toOne = nil
        }
        // (A list's columns: a plan for one row's page has no column.)
        if !decidesOnce {
            keepsOnOneLine = false
        } else if let attribute = context.entity?.attributeIfPresent(named: propertyKey) {
            keepsOnOneLine = DisplayGroup.keepsOnOneLine(attribute, in: context)
        } else if case .decided(let relationship?) = relationship, relationship.kind == .toOne, case .decided(let naming) = keyWhenRelationship {
            keepsOnOneLine = Self.namesOnOneLine(relationship, namedBy: naming, in: context)
        } else {
            keepsOnOneLine = false
        }
        chart = decidesOnce && builtIn == .displayChart ? .decided(RelatedChartPlan(context: context)) : .perRow
        hidesWhenEmpty = decide(HideEmptyPropertyKey.self)
        nilText = decide(DisplayStringForNilKey.self)
        // A form's own: a list's plan leaves them to the row, where no one asks.
        let onForm = context.task == .edit
        help = onForm ? decide(PropertyHelpKey.self) : .decided(nil)
        placeholder = onForm ? decide(PropertyPlaceholderKey.self) : .decided(nil)
        readsValueFromRow = decidesOnce && !context.hasGivenValue(for: PropertyValueKey.self) && !context.ruleModel.hasRules(setting: PropertyValueKey.self)
        keysDecidedPerRow = perRow
        needsRowContext = !perRow.isEmpty || !readsValueFromRow || builtIn == nil
        directCell =
            switch (needsRowContext, builtIn, self.task, formatter, toOne) {
            case (false, .displayValue, .decided(let task), .decided(let formatter), _):
                .value(ValueCellPlan(formatter: formatter, task: task, position: context.entity?.rowPosition(of: propertyKey)))
            case (false, .displayToOne, _, _, let toOne?): .toOne(toOne)
            // A long text outside a row's own page (which offers it as a download): two lines of it.
            case (false, .displayLargeString, .decided(let task), .decided(let formatter), _) where task != .inspect:
                .largeValue(ValueCellPlan(formatter: formatter, task: task, position: context.entity?.rowPosition(of: propertyKey)))
            default: nil
            }
    }

    /// `component`, or — an editor of a property `readOnlyPropertyKeys` names, on a form — the
    /// component that shows its value instead.
    static func shown(_ component: DirectView, in context: RuleContext) -> DirectView {
        guard component.edits, context.task == .edit, context.isReadOnlyProperty else { return component }
        return ComponentKey.value(in: context)
    }

    /// `/edit` when following a row of `entityName` from `context`'s page opens its form: the
    /// rules' `nextTask` for that entity's rows is `edit`, and they can be changed.
    static func rowAddressSuffix(of entityName: String, in context: RuleContext) -> String {
        guard let entity = try? context.model?.entity(named: entityName) else { return "" }
        var rows = context
        rows.removeGivenValue(for: ObjectKey.self)
        rows.removeGivenValue(for: PropertyKeyKey.self)
        rows.task = .list
        rows.entity = entity
        return rows.nextTask == .edit && !rows.isEntityReadOnly && rows.isObjectEditable ? "/edit" : ""
    }

    /// The property's context about `row`: what a component reads the keys left to the row from,
    /// and what a view of yours finds in the environment.
    public func context(for row: Row) -> RuleContext {
        context.with(object: row)
    }
}

/// A cell a plan writes itself: see ``PropertyPlan/directCell``.
enum DirectCell: Sendable {
    /// The value as text, as ``DisplayValue`` shows it on one line.
    case value(ValueCellPlan)
    /// The related row's link, as ``DisplayToOne`` shows it.
    case toOne(ToOnePlan)
    /// A long text as `DisplayLargeString` shows it where it offers no download: the value on
    /// up to two lines (in a list), in the component's stack.
    case largeValue(ValueCellPlan)
}

/// What a column of values decides once: in an object of its own, so that a cell reading it
/// retains one reference rather than each of its strings (pages rendered at once on several cores
/// share them, and contended reference counts are slow).
final class ValueCellPlan: Sendable {
    let formatter: DirectFormatter?
    let task: DirectTask
    /// Where the value is in the entity's rows.
    let position: Row.Position?

    init(formatter: DirectFormatter?, task: DirectTask, position: Row.Position?) {
        self.formatter = formatter
        self.task = task
        self.position = position
    }
}

/// What a column of a to-one relationship decides once: where each row's related row is, how it
/// is named and where its page is.
final class ToOnePlan: Sendable {
    let relationshipName: String
    /// The column holding the key, shown when the related row was not loaded.
    let sourceColumn: String?
    let naming: RowNaming?
    /// Where the naming's attributes are in the related rows, found once for the column.
    let namingPositions: [Row.Position?]?
    let addressPrefix: String
    let addressSuffix: String

    init(
        relationshipName: String, sourceColumn: String?, naming: RowNaming?, namingPositions: [Row.Position?]?, addressPrefix: String,
        addressSuffix: String
    ) {
        self.addressSuffix = addressSuffix
        self.relationshipName = relationshipName
        self.sourceColumn = sourceColumn
        self.naming = naming
        self.namingPositions = namingPositions
        self.addressPrefix = addressPrefix
    }

    /// How `target`, a related row, is named in its link.
    func name(of target: Row) -> String {
        RowName.of(target, naming: naming, positions: namingPositions)
    }
}

extension PropertyPlan {
    /// Whether the rows a to-one column links to, named by `naming`, have short names, which read
    /// wrongly broken over lines: named by their kind and key ("Store 1"), or by columns that each
    /// keep on one line (a language's `name`, at most 20 characters). Names of people, places and
    /// titles wrap.
    fileprivate static func namesOnOneLine(_ relationship: Relationship, namedBy naming: RowNaming?, in context: RuleContext) -> Bool {
        guard let destination = try? context.model?.entity(named: relationship.destinationEntity) else { return false }
        var named = context
        named.entity = destination
        named.removeGivenValue(for: PropertyKeyKey.self)
        guard let naming else {
            // "Store 1": the kind and a key.
            return destination.primaryKeyAttributes.allSatisfy { $0.valueType == .integer } && DisplayName.forIdentifier(destination.name).count <= 14
        }
        guard !naming.followsRelationships, !naming.attributeNames.isEmpty else { return false }
        return naming.attributeNames.allSatisfy { name in
            destination.attributeIfPresent(named: name).map { DisplayGroup.keepsOnOneLine($0, in: named) } ?? false
        }
    }
}
