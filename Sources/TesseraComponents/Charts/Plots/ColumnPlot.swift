import Tessera

/// A series of values as columns: the value of a ``ColumnMicroChart``'s `plot` slot, and the
/// columns it draws. Amounts side by side: revenue by month, orders by weekday.
///
/// ```swift
/// ColumnPlot([12, 18, 9, 22])
/// ColumnPlot(months)                                   // months: [MicroChartPoint]
/// ColumnPlot([
///     MicroChartPoint("Jan", 12.4, valueText: "€ 12.4 k"),
///     MicroChartPoint("Feb", -3.1, valueText: "−€ 3.1 k", color: .negativeLabel),
/// ])
/// ColumnMicroChart(title: "Revenue by month", plot: [12, 18, 9, 22])
/// ```
///
/// Each column grows from zero, which stays in the range: the highest value's column is the
/// tallest, and a value below zero hangs down from the zero line. A point's own colour colours its
/// column. One value is one column, no values draw nothing, and values that are not a number or
/// are infinite are left out.
///
/// The picture is named by the chart's title and a summary, "4 values from 9 to 22, last 22",
/// and a table of the labels and values stands in for it for assistive technologies.
public struct ColumnPlot: SeriesPlot {
    /// The values drawn, in order: the finite ones of those given.
    public let points: [MicroChartPoint]
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside a ``ColumnMicroChart`` with a title, the title names it.
    public let title: String?
    /// The columns' colour, where a point has none of its own: ``ColorToken/chart1`` unless given.
    public let color: ColorToken

    /// A column for each of `points`, in `color` or the point's own.
    ///
    /// ```swift
    /// ColumnPlot([MicroChartPoint("Mon", 31), MicroChartPoint("Tue", 44)], title: "Orders")
    /// ```
    public init(_ points: [MicroChartPoint], title: String? = nil, color: ColorToken = .chart1) {
        self.points = points.filter(\.isDrawable)
        self.title = title
        self.color = color
    }

    public static func _render(_ view: ColumnPlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 200, height: 48, pixelHeight: 48)
        var marks = SVGMarks()
        let scale = ChartScale(view.points.map(\.value), includingZero: true)
        drawColumns(view.points.map { ($0.value, $0.color ?? view.color) }, scale: scale, frame: frame, into: &marks)
        output.microChartPlot(
            kind: "column", marks: marks, frame: frame, summary: context.environment.text(view.summaryText), title: view.title,
            table: ChartTable(headers: ChartText.headings([.label, .value], in: context.environment), rows: view.points.map { [$0.label, $0.readableValue] }),
            context: context
        )
    }
}

/// Draws a column per value, each from zero to its value in `scale`, in slots of equal width
/// across `frame`, the highest `headroom` below the top; a zero line under them where some value is
/// below zero.
func drawColumns(_ columns: [(value: Double, color: ColorToken)], scale: ChartScale, frame: ChartFrame, headroom: Double = 0, into marks: inout SVGMarks) {
    guard !columns.isEmpty else { return }
    let slot = frame.width / Double(columns.count)
    let zero = columnY(0, scale: scale, frame: frame, headroom: headroom)
    for (index, column) in columns.enumerated() {
        var top = columnY(column.value, scale: scale, frame: frame, headroom: headroom)
        // A value other than zero shows, however small beside the others.
        if column.value != 0, abs(top - zero) < 1 { top = zero + (column.value > 0 ? -1 : 1) }
        marks.rect(x: slot * Double(index) + slot * 0.15, y: zero, width: slot * 0.7, height: top - zero, color: column.color)
    }
    if scale.lower < 0 {
        marks.line(from: (0, zero), to: (frame.width, zero), color: .secondaryLabel, width: 1)
    }
}

/// The height in `frame` of `value`: the bottom is `scale`'s lowest, `headroom` below the top its
/// highest.
func columnY(_ value: Double, scale: ChartScale, frame: ChartFrame, headroom: Double = 0) -> Double {
    frame.height - (frame.height - headroom) * scale.fraction(value)
}
