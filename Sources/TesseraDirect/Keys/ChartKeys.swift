import TesseraData
import TesseraRules

// The keys of the charts a page can show: a to-many relationship drawn as a chart of one column
// of its rows (`component = 'DisplayChart'`), and the entity list's row counts as a chart.

/// How a chart draws its values: the value of ``ChartKindKey`` and ``KeyFigureChartKey``, by the
/// names rule files use (`chartKind = 'column'`).
public enum DirectChartKind: String, Sendable, Hashable, CaseIterable, LosslessRuleValueConvertible {
    /// A line through the values, the last one marked: a trend (`LineMicroChart`).
    case line
    /// The line with the area under it filled (`AreaMicroChart`).
    case area
    /// A column a value, from zero (`ColumnMicroChart`).
    case column
    /// A horizontal bar a value, each with its label (`ComparisonMicroChart`): which is largest.
    case bar
}

/// The column of a to-many relationship's rows that its chart draws (`DisplayChart`), a number:
/// `propertyKey = 'payments' => chartAttribute = 'amount'`. By default the destination's first
/// number column that is neither its key nor a reference to another row; `nil` when it has none.
public enum ChartAttributeKey: ComputedRuleKey {
    public static let defaultValue: String? = nil

    public static func value(in context: RuleContext) -> String? {
        guard let (relationship, destination) = context.toManyDestination else { return nil }
        // Numbers that say how much, not which: keys and references are numbers too.
        let references = Set(destination.relationships.filter { $0.kind == .toOne }.flatMap { $0.joins.map(\.sourceAttribute) })
            .union(relationship.kind == .toMany ? relationship.joins.map(\.destinationAttribute) : [])
        return destination.attributes.first { attribute in
            attribute.valueType.isNumeric && !attribute.isPrimaryKey && !references.contains(attribute.name)
        }?.name
    }
}

/// The column of a to-many relationship's rows that orders its chart, left to right, and labels
/// its points: `chartOrdering = 'payment_date'`. The chart shows the last ``ChartLimitKey`` rows
/// in this order. By default the destination's first date or timestamp column, else none (the
/// rows' key orders them).
public enum ChartOrderingKey: ComputedRuleKey {
    public static let defaultValue: String? = nil

    public static func value(in context: RuleContext) -> String? {
        guard let (_, destination) = context.toManyDestination else { return nil }
        return destination.attributes.first { $0.valueType == .date || $0.valueType == .timestamp }?.name
    }
}

/// How a to-many relationship's chart draws its values: `chartKind = 'column'`. A line by default.
public enum ChartKindKey: RuleKey {
    public static let defaultValue = DirectChartKind.line
}

/// How many of a to-many relationship's rows its chart draws at most, the last in
/// ``ChartOrderingKey``'s order: `chartLimit = 12`. 24 by default; 2 to 200.
public enum ChartLimitKey: RuleKey {
    public static let defaultValue = 24
}

/// How the entity list draws its key figures, the tables' row counts, as a chart besides them:
/// `task = 'query' => keyFigureChart = 'bar'`. `nil` (the default) draws none.
public enum KeyFigureChartKey: RuleKey {
    public static let defaultValue: DirectChartKind? = nil
}

extension RuleContext {
    /// The to-many relationship `propertyKey` names, and the entity of its rows.
    fileprivate var toManyDestination: (Relationship, Entity)? {
        guard let relationship, relationship.isToMany, let destination = try? model?.entity(named: relationship.destinationEntity)
        else { return nil }
        return (relationship, destination)
    }

    /// The column a to-many relationship's chart draws.
    public var chartAttribute: String? {
        get { self[ChartAttributeKey.self] }
        set { self[ChartAttributeKey.self] = newValue }
    }

    /// The column that orders and labels a to-many relationship's chart.
    public var chartOrdering: String? {
        get { self[ChartOrderingKey.self] }
        set { self[ChartOrderingKey.self] = newValue }
    }

    /// How a to-many relationship's chart draws its values.
    public var chartKind: DirectChartKind {
        get { self[ChartKindKey.self] }
        set { self[ChartKindKey.self] = newValue }
    }

    /// How many rows a to-many relationship's chart draws at most.
    public var chartLimit: Int {
        get { self[ChartLimitKey.self] }
        set { self[ChartLimitKey.self] = newValue }
    }

    /// How the entity list draws its key figures as a chart, if it does.
    public var keyFigureChart: DirectChartKind? {
        get { self[KeyFigureChartKey.self] }
        set { self[KeyFigureChartKey.self] = newValue }
    }
}
