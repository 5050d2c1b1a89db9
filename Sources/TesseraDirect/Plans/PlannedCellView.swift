import Tessera
import TesseraData

/// A property of a row in a list, written from its column's plan: the value or the related row's
/// link straight from what the plan decided when it left nothing to the row (``DirectCell``),
/// else the component the rules choose, as ``PropertyCellView`` shows it.
///
/// A list of 500 rows writes thousands of these: a cell the plan writes itself makes no property
/// cell, rule context or component view, and reads no key again.
struct PlannedCellView: PrimitiveView {
    let property: PropertyPlan
    let row: Row
    /// Whether a link to a related row is a stop of the keyboard's tab order: not in the basic
    /// look's table (see ``DisplayToOne/isInTabOrder``); in the fiori look's items, as before.
    var linksInTabOrder = false

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        // A `displayStringForNil` rule's text, decided for the column (a plan that writes the
        // cell itself decided it; one that leaves it to the row lets the cell's component read it).
        // The context is copied only then: a copy for every cell of a list costs.
        if case .decided(let text) = view.property.nilText, text != DisplayStringForNilKey.defaultValue {
            var context = context
            context.environment.directNilText = text
            write(view, into: &output, context: context)
        } else {
            write(view, into: &output, context: context)
        }
    }

    /// The cell, in `context`.
    private static func write(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        // A look that replaces components may replace this one: the plan decided without it.
        switch context.environment.directLookHasReplacements ? nil : view.property.directCell {
        case .value(let cell)?:
            let value = cell.position.map { view.row[$0] } ?? view.row[view.property.propertyKey]
            DisplayValue.write(
                value, formatter: cell.formatter, task: cell.task, multiline: false, isCut: view.row.isCut(view.property.propertyKey), into: &output,
                context: context)
        case .toOne(let toOne)?:
            DisplayToOne._render(DisplayToOne(toOne, of: view.row, isInTabOrder: view.linksInTabOrder), into: &output, context: context)
        case .largeValue(let cell)?:
            // `WithDownload`'s stack, whose download link shows only on a row's own page.
            let value = cell.position.map { view.row[$0] } ?? view.row[view.property.propertyKey]
            let stack = VStack(alignment: .leading, spacing: 4) {
                PlannedValue(value: value, plan: cell, isCut: view.row.isCut(view.property.propertyKey))
            }
            VStack<PlannedValue>._render(stack, into: &output, context: context)
        case nil:
            PropertyCellView._render(PropertyCellView(cell: PropertyCell(plan: view.property, row: view.row)), into: &output, context: view.componentContext(context))
        }
    }

    static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext
    ) async throws {
        if view.property.directCell != nil && !context.environment.directLookHasReplacements {
            _render(view, into: &output.html, context: context)
            try await output.yield()
        } else {
            let cell = PropertyCellView(cell: PropertyCell(plan: view.property, row: view.row))
            try await PropertyCellView._renderAsync(cell, into: &output, context: view.componentContext(context))
        }
    }

    /// The context a component writes the cell in: its links out of the tab order where the
    /// plan's would be.
    private func componentContext(_ context: RenderContext) -> RenderContext {
        guard !linksInTabOrder else { return context }
        var context = context
        context.environment.relatedLinksInTabOrder = false
        return context
    }
}

/// A long value written as ``DisplayValue`` writes it, on up to two lines in a list.
struct PlannedValue: PrimitiveView {
    let value: DatabaseValue
    let plan: ValueCellPlan
    let isCut: Bool

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        DisplayValue.write(view.value, formatter: view.plan.formatter, task: view.plan.task, multiline: true, isCut: view.isCut, into: &output, context: context)
    }
}
