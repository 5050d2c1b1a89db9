import TesseraData
import TesseraRules

/// What a to-many relationship's chart (`DisplayChart`) draws, as the rules decide it for the
/// person a page is for: the relationship, the column drawn, the column that orders and labels
/// the points, how many and how.
///
/// Made alike where the rows are loaded and where they are drawn, so that a chart draws nothing
/// its loading did not check. As a list of the destination would, it honours the person's rules:
/// a destination hidden from them has no chart, nor has a column hidden from the destination's
/// list; a hidden ordering column is replaced by the rows' key, which their addresses show anyway.
struct RelatedChartPlan: Sendable {
    let relationshipName: String
    let kind: DirectChartKind
    /// The destination's column drawn: a number.
    let valueAttribute: String
    /// The destination's column that orders the rows and labels their points; `nil` for the key.
    let orderingAttribute: String?
    /// How many rows are drawn at most: the last in the order.
    let limit: Int
    /// How the drawn column and the ordering column read, by the destination's list rules.
    let valueFormatter: DirectFormatter?
    let orderingFormatter: DirectFormatter?
    /// The labels of the drawn column and the ordering column: "Amount", "Payment date".
    let valueLabel: String
    let orderingLabel: String?
    /// How a row is named where no column labels its point.
    let naming: RowNaming?
    /// The order the rows are loaded in: the last first.
    let loadingOrder: [SortOrdering]

    /// The most rows a chart draws, whatever a rule says: a page loads this many for each row.
    static let maximumLimit = 200
    /// The most rows a chart draws in a list.
    static let maximumLimitInList = 60

    /// The plan of the property `context.propertyKey`, a to-many relationship; `nil` when it is
    /// not one, or has nothing the person may see to draw.
    init?(context: RuleContext) {
        guard let relationship = context.relationship, relationship.isToMany,
            let model = context.model, let destination = try? model.entity(named: relationship.destinationEntity)
        else { return nil }
        // What the person may see of the destination, as its own list would show it to them.
        var query = RuleContext(model: context.ruleModel)
        query.model = model
        query.task = .query
        if context.hasGivenValue(for: UserKey.self) { query.user = context.user }
        guard query.visibleEntityNames.contains(destination.name) else { return nil }
        var list = query
        list.task = .list
        list.entity = destination
        let reachable = DirectApplication.reachableAttributeNames(in: list)

        guard let valueName = context.chartAttribute, reachable.contains(valueName),
            let value = destination.attributeIfPresent(named: valueName), value.valueType.isNumeric
        else { return nil }
        relationshipName = relationship.name
        kind = context.chartKind
        valueAttribute = valueName
        // A list's sparkline has no room for more points than this; its page loads this many
        // for each of up to hundreds of rows.
        limit = min(max(context.chartLimit, 2), context.task == .list ? Self.maximumLimitInList : Self.maximumLimit)
        var property = list
        property.propertyKey = valueName
        valueFormatter = property.formatter
        valueLabel = property.displayNameForProperty
        // Only what a fetch can sort by: a rule naming a binary or JSON column orders by key.
        // The last rows by key; without a key, by every column, as a fetch's total order is.
        let keyOrder = (destination.primaryKeyAttributeNames.isEmpty ? destination.attributes : destination.primaryKeyAttributes)
            .filter(\.isSortable).map { SortOrdering.descending($0.name) }
        if let orderingName = context.chartOrdering, reachable.contains(orderingName),
            let ordering = destination.attributeIfPresent(named: orderingName), ordering.isSortable
        {
            orderingAttribute = ordering.name
            property.propertyKey = ordering.name
            orderingFormatter = property.formatter
            orderingLabel = property.displayNameForProperty
            loadingOrder = [.descending(ordering.name)] + keyOrder
        } else {
            orderingAttribute = nil
            orderingFormatter = nil
            orderingLabel = nil
            loadingOrder = keyOrder
        }
        // A point without an ordering column is labelled by its row's name, of columns the
        // person's list shows.
        naming = DisplayName.naming(of: destination, in: list).flatMap { $0.attributeNames.allSatisfy(reachable.contains) ? $0 : nil }
    }

    /// The rows a page loads for each of its rows: one more than it draws, so that the chart can
    /// say whether it shows them all.
    var prefetch: RelatedPrefetch {
        RelatedPrefetch(relationshipName, sortOrderings: loadingOrder, limit: limit + 1)
    }
}
