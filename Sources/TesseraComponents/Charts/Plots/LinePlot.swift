import Tessera

/// A series of values as a line: the value of a ``LineMicroChart``'s `plot` slot, and the line it
/// draws. A trend at a glance: revenue by month, a stock level by week.
///
/// ```swift
/// LinePlot([12, 18, 15, 22, 30])                             // labelled 1, 2, 3, …
/// LinePlot([12, 18, 30], labels: ["Jan", "Feb", "Mar"])
/// LinePlot(revenue, color: .chart3)                          // revenue: [MicroChartPoint]
/// LineMicroChart(title: "Revenue", plot: [12, 18, 15, 22, 30])   // a literal is a plot
/// ```
///
/// The line spans the values, from the lowest at the bottom to the highest at the top, left to
/// right in order; the last value is marked with a dot. One value is a dot in the middle, values
/// all the same a level line across the middle, and no values draw nothing. Values that are not a
/// number or are infinite are left out.
///
/// The picture is named by the chart's title and a summary, "5 values from 12 to 30, last 30",
/// and a table of the labels and values stands in for it for assistive technologies.
public struct LinePlot: SeriesPlot {
    /// The values drawn, in order: the finite ones of those given.
    public let points: [MicroChartPoint]
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title ("Revenue"); inside a ``LineMicroChart`` with a title, the title names it.
    public let title: String?
    /// The line's colour: ``ColorToken/chart1`` unless given.
    public let color: ColorToken

    /// A line through `points`, in `color`.
    ///
    /// ```swift
    /// LinePlot([MicroChartPoint("Q1", 1.2), MicroChartPoint("Q2", 1.6)], title: "Margin")
    /// ```
    public init(_ points: [MicroChartPoint], title: String? = nil, color: ColorToken = .chart1) {
        self.points = points.filter(\.isDrawable)
        self.title = title
        self.color = color
    }

    public static func _render(_ view: LinePlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 200, height: 48, pixelHeight: 48)
        output.microChartPlot(
            kind: "line", marks: marks(view, frame: frame), frame: frame, summary: context.environment.text(view.summaryText), title: view.title,
            table: ChartTable(headers: ChartText.headings([.label, .value], in: context.environment), rows: view.points.map { [$0.label, $0.readableValue] }),
            context: context
        )
    }

    /// The line and the dot on its last value.
    static func marks(_ view: LinePlot, frame: ChartFrame) -> SVGMarks {
        var marks = SVGMarks()
        let coordinates = lineCoordinates(view.points.map(\.value), scale: ChartScale(view.points.map(\.value), includingZero: false), frame: frame)
        if coordinates.count > 1 { marks.polyline(coordinates, color: view.color, width: 2) }
        if let last = coordinates.last { marks.dot(x: last.x, y: last.y, diameter: 7, color: view.points.last?.color ?? view.color) }
        return marks
    }
}

/// Where each of `values` stands in `frame`: spread evenly from left to right (one value in the
/// middle), from `scale`'s lowest at the bottom to its highest at the top, inset by `inset` so that
/// a line's width and its dots stay inside.
func lineCoordinates(_ values: [Double], scale: ChartScale, frame: ChartFrame, inset: Double = 4) -> [(x: Double, y: Double)] {
    let width = frame.width - 2 * inset, height = frame.height - 2 * inset
    return values.enumerated().map { index, value in
        let x = values.count == 1 ? frame.width / 2 : inset + width * Double(index) / Double(values.count - 1)
        return (x, frame.height - inset - height * scale.fraction(value))
    }
}
