import Tessera

/// Values compared as horizontal bars, one a row, each with its label and value beside it: the
/// value of a ``ComparisonMicroChart``'s `plot` slot. Which is largest: stock by warehouse, orders
/// by region.
///
/// ```swift
/// ComparisonPlot([
///     MicroChartPoint("Hamburg", 420, valueText: "420 pallets"),
///     MicroChartPoint("Munich", 310, valueText: "310 pallets"),
///     MicroChartPoint("Leipzig", 45, valueText: "45 pallets", color: .criticalLabel),
/// ])
/// ComparisonPlot([120, 80, 45], labels: ["North", "South", "East"], maximum: 150)
/// ```
///
/// Each bar grows from zero: the largest value's bar is the longest, and a value below zero
/// grows to the left of the zero line. A `maximum` (a capacity, a quota) fixes the bars' full
/// length, so that charts side by side compare; a value beyond it is drawn to the end. A point's
/// own colour colours its bar. No values draw nothing, and values that are not a number or are
/// infinite are left out.
///
/// The labels and values beside the bars are for the eye; assistive technologies read the picture's
/// name (the chart's title and "3 values from 45 to 420, largest Hamburg") and a table of the data.
public struct ComparisonPlot: PrimitiveView, Hashable, Sendable {
    /// The values drawn, a bar each, in order: the finite ones of those given.
    public let points: [MicroChartPoint]
    /// The value a full-length bar stands for; `nil` is the largest value.
    public let maximum: Double?
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside a ``ComparisonMicroChart`` with a title, the title names it.
    public let title: String?
    /// The bars' colour, where a point has none of its own: ``ColorToken/chart1`` unless given.
    public let color: ColorToken

    /// A bar for each of `points`, full length at `maximum` (or the largest value).
    ///
    /// ```swift
    /// ComparisonPlot(regions.map { MicroChartPoint($0.name, $0.orders) }, maximum: 500)
    /// ```
    public init(_ points: [MicroChartPoint], maximum: Double? = nil, title: String? = nil, color: ColorToken = .chart1) {
        self.points = points.filter(\.isDrawable)
        self.maximum = maximum.flatMap { $0.isFinite ? $0 : nil }
        self.title = title
        self.color = color
    }

    /// A bar for each of `values`, labelled by `labels` in order (by position where they run out).
    ///
    /// ```swift
    /// ComparisonPlot([120, 80, 45], labels: ["North", "South", "East"])
    /// ```
    public init(_ values: [Double], labels: [String] = [], maximum: Double? = nil, title: String? = nil, color: ColorToken = .chart1) {
        self.init(MicroChartPoint.points(values, labels: labels), maximum: maximum, title: title, color: color)
    }

    /// The plot in words: "3 values from 45 to 420, largest Hamburg".
    public var summary: String { summaryText.english }

    var summaryText: ChartText {
        guard points.count > 1, let largest = points.max(by: { $0.value < $1.value }) else { return seriesSummary(points) }
        let lowest = points.min { $0.value < $1.value }!
        return .comparison(count: points.count, lowest: lowest.readableValue, highest: largest.readableValue, largest: largest.label)
    }

    /// The height of a bar's row, in pixels.
    static let rowHeight = 22.0

    public static func _render(_ view: ComparisonPlot, into output: inout HTMLOutput, context: RenderContext) {
        let rows = Double(Swift.max(view.points.count, 1))
        let frame = ChartFrame(width: 200, height: rows * rowHeight, pixelHeight: rows * rowHeight)
        var marks = SVGMarks()
        let scale = ChartScale(view.points.map(\.value) + [view.maximum ?? 0], includingZero: true)
        let zero = frame.width * scale.fraction(0)
        for (index, point) in view.points.enumerated() {
            var end = frame.width * scale.fraction(point.value)
            if point.value != 0, abs(end - zero) < 1 { end = zero + (point.value > 0 ? 1 : -1) }
            marks.rect(x: zero, y: Double(index) * rowHeight + 5, width: end - zero, height: rowHeight - 10, color: point.color ?? view.color)
        }
        if scale.lower < 0 { marks.line(from: (zero, 0), to: (zero, frame.height), color: .secondaryLabel) }
        output.microChartPlot(
            kind: "comparison", marks: marks, frame: frame, summary: context.environment.text(view.summaryText), title: view.title,
            table: ChartTable(headers: ChartText.headings([.label, .value], in: context.environment), rows: view.points.map { [$0.label, $0.readableValue] }),
            context: context
        ) { output, context, picture in
            // Labels, bars and values in three columns, a row a bar: the labels and values are
            // the table's again, so assistive technologies skip them.
            var grid = HTMLAttributes()
            grid.addStyle("display", "grid")
            grid.addStyle("grid-template-columns", "minmax(0,max-content) minmax(48px,1fr) max-content")
            grid.addStyle("grid-auto-rows", ChartNumber.svg(rowHeight) + "px")
            grid.addStyle("column-gap", "8px")
            grid.addStyle("align-items", "center")
            output.element("div", grid, context: context) { output, grid in
                for (index, point) in view.points.enumerated() {
                    output.chartCellText(point.label, column: 1, row: index + 1, secondary: true, context: grid)
                }
                var bars = HTMLAttributes()
                bars.addStyle("grid-column", "2")
                bars.addStyle("grid-row", "1 / span \(Swift.max(view.points.count, 1))")
                output.element("div", bars, context: grid) { output, inner in picture(&output, inner) }
                for (index, point) in view.points.enumerated() {
                    output.chartCellText(point.readableValue, column: 3, row: index + 1, secondary: false, context: grid)
                }
            }
        }
    }
}

extension HTMLOutput {
    /// A label or value beside a chart's marks, in a cell of its grid: for the eye only, hidden
    /// from assistive technologies, which read the chart's table.
    mutating func chartCellText(_ text: String, column: Int, row: Int, secondary: Bool, context: RenderContext) {
        var cell = HTMLAttributes(classes: "t-font-caption")
        cell.set("aria-hidden", "true")
        cell.addStyle("grid-column", String(column))
        cell.addStyle("grid-row", String(row))
        cell.addStyle("white-space", "nowrap")
        cell.addStyle("overflow", "hidden")
        cell.addStyle("text-overflow", "ellipsis")
        if secondary { cell.addStyle("color", "var(--tc-secondaryLabel)") } else { cell.addStyle("text-align", "end") }
        element("div", cell, context: context) { output, inner in output.text(text, context: inner) }
    }
}
