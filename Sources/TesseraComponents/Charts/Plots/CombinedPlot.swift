import Tessera

/// Columns with a line across them: the value of a ``CombinedMicroChart``'s `plot` slot. Two
/// measures of the same periods together, such as actual revenue by month as columns and the plan
/// as a line.
///
/// ```swift
/// CombinedPlot(
///     columns: [MicroChartPoint("Jan", 42), MicroChartPoint("Feb", 51), MicroChartPoint("Mar", 38)],
///     line: [45, 45, 50],
///     columnsName: "Actual", lineName: "Plan"
/// )
/// CombinedPlot(columns: [42, 51, 38], labels: ["Jan", "Feb", "Mar"], line: [45, 45, 50])
/// ```
///
/// The line's values go with the columns in order, a dot on each column's middle: extra line
/// values are left out, and a column without one (or with one that is not a number) has no dot,
/// the line joining the dots on either side. The columns grow from zero, which stays in the range
/// with every value of both. Columns in ``ColorToken/chart1`` (or a point's own colour), the line
/// in ``ColorToken/chart2``, unless given.
///
/// Assistive technologies read the picture's name (the chart's title and "3 values: Actual from
/// 38 to 51, Plan from 45 to 50") and a table of each label with both values.
public struct CombinedPlot: PrimitiveView, Hashable, Sendable {
    /// The columns' values, in order: the finite ones of those given.
    public let columns: [MicroChartPoint]
    /// The line's value for each column, `nil` where it has none.
    public let line: [Double?]
    /// What the columns measure: "Actual".
    public let columnsName: String
    /// What the line measures: "Plan".
    public let lineName: String
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside a ``CombinedMicroChart`` with a title, the title names it.
    public let title: String?
    /// The columns' colour, where a point has none of its own.
    public let columnColor: ColorToken
    /// The line's colour.
    public let lineColor: ColorToken

    /// Columns of `columns` with a line through `line`, value for value.
    ///
    /// ```swift
    /// CombinedPlot(columns: months, line: plan, columnsName: "Actual", lineName: "Plan")
    /// ```
    public init(
        columns: [MicroChartPoint], line: [Double], columnsName: String = "Columns", lineName: String = "Line",
        title: String? = nil, columnColor: ColorToken = .chart1, lineColor: ColorToken = .chart2
    ) {
        // A line value belongs to the column at its index among those given: paired first,
        // then the columns that cannot be drawn are left out with their line values.
        let paired = columns.enumerated().map { index, column in (column, index < line.count && line[index].isFinite ? line[index] : nil) }
            .filter { $0.0.isDrawable }
        self.columns = paired.map(\.0)
        self.line = paired.map(\.1)
        self.columnsName = columnsName
        self.lineName = lineName
        self.title = title
        self.columnColor = columnColor
        self.lineColor = lineColor
    }

    /// Columns of plain values, labelled by `labels` in order (by position where they run out),
    /// with a line through `line`.
    ///
    /// ```swift
    /// CombinedPlot(columns: [42, 51, 38], labels: ["Jan", "Feb", "Mar"], line: [45, 45, 50])
    /// ```
    public init(
        columns: [Double], labels: [String] = [], line: [Double], columnsName: String = "Columns", lineName: String = "Line",
        title: String? = nil, columnColor: ColorToken = .chart1, lineColor: ColorToken = .chart2
    ) {
        self.init(
            columns: MicroChartPoint.points(columns, labels: labels), line: line, columnsName: columnsName, lineName: lineName,
            title: title, columnColor: columnColor, lineColor: lineColor
        )
    }

    /// The plot in words: "3 values: Actual from 38 to 51, Plan from 45 to 50".
    public var summary: String { summaryText(columnsName: columnsName, lineName: lineName).english }

    func summaryText(columnsName: String, lineName: String) -> ChartText {
        guard !columns.isEmpty else { return .noValues }
        func span(_ values: [Double]) -> ChartText.Span {
            guard let lowest = values.min(), let highest = values.max() else { return .none }
            return lowest == highest ? .one(ChartNumber.text(lowest)) : .between(ChartNumber.text(lowest), ChartNumber.text(highest))
        }
        return .combined(
            count: columns.count, columnsName: columnsName, columns: span(columns.map(\.value)), lineName: lineName,
            line: span(line.compactMap { $0 }))
    }

    public static func _render(_ view: CombinedPlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 200, height: 48, pixelHeight: 48)
        let scale = ChartScale(view.columns.map(\.value) + view.line.compactMap { $0 }, includingZero: true)
        var marks = SVGMarks()
        // Room above the highest value for the line's dots.
        drawColumns(view.columns.map { ($0.value, $0.color ?? view.columnColor) }, scale: scale, frame: frame, headroom: 4, into: &marks)
        if !view.columns.isEmpty {
            let slot = frame.width / Double(view.columns.count)
            let dots = view.line.enumerated().compactMap { index, value in
                value.map { (x: slot * (Double(index) + 0.5), y: columnY($0, scale: scale, frame: frame, headroom: 4)) }
            }
            if dots.count > 1 { marks.polyline(dots, color: view.lineColor, width: 2) }
            for dot in dots { marks.dot(x: dot.x, y: dot.y, diameter: 6, color: view.lineColor) }
        }
        // The default names ("Columns", "Line") in the page's language.
        let columnsName = context.environment.text(view.columnsName, defaultedBy: ChartText.columns)
        let lineName = context.environment.text(view.lineName, defaultedBy: ChartText.line)
        output.microChartPlot(
            kind: "combined", marks: marks, frame: frame, summary: context.environment.text(view.summaryText(columnsName: columnsName, lineName: lineName)), title: view.title,
            table: ChartTable(
                headers: [context.environment.text(ChartText.label), columnsName, lineName],
                rows: zip(view.columns, view.line).map { [$0.label, $0.readableValue, $1.map(ChartNumber.text) ?? ""] }
            ),
            context: context
        )
    }
}
