import Tessera

/// A series of values as a filled area: the value of an ``AreaMicroChart``'s `plot` slot, and the
/// area it draws. An amount over time, such as stock on hand by week.
///
/// ```swift
/// AreaPlot([420, 380, 310, 450, 400])
/// AreaPlot(stock, color: .chart6)                        // stock: [MicroChartPoint]
/// AreaMicroChart(title: "Stock on hand", plot: [420, 380, 310, 450, 400])
/// ```
///
/// The area grows from zero, which stays in the range: an amount is seen against nothing at
/// all, and values below zero fill down from the zero line. Its upper edge is a line through the
/// values, left to right in order. One value is a level band across, no values draw nothing, and
/// values that are not a number or are infinite are left out.
///
/// The picture is named by the chart's title and a summary, "5 values from 310 to 450, last
/// 400", and a table of the labels and values stands in for it for assistive technologies.
public struct AreaPlot: SeriesPlot {
    /// The values drawn, in order: the finite ones of those given.
    public let points: [MicroChartPoint]
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside an ``AreaMicroChart`` with a title, the title names it.
    public let title: String?
    /// The area's colour: ``ColorToken/chart1`` unless given.
    public let color: ColorToken

    /// An area under `points`, in `color`.
    ///
    /// ```swift
    /// AreaPlot([MicroChartPoint("W1", 420), MicroChartPoint("W2", 380)], title: "Stock")
    /// ```
    public init(_ points: [MicroChartPoint], title: String? = nil, color: ColorToken = .chart1) {
        self.points = points.filter(\.isDrawable)
        self.title = title
        self.color = color
    }

    public static func _render(_ view: AreaPlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 200, height: 48, pixelHeight: 48)
        output.microChartPlot(
            kind: "area", marks: marks(view, frame: frame), frame: frame, summary: context.environment.text(view.summaryText), title: view.title,
            table: ChartTable(headers: ChartText.headings([.label, .value], in: context.environment), rows: view.points.map { [$0.label, $0.readableValue] }),
            context: context
        )
    }

    /// The filled area and the line along its edge.
    static func marks(_ view: AreaPlot, frame: ChartFrame) -> SVGMarks {
        var marks = SVGMarks()
        guard !view.points.isEmpty else { return marks }
        let scale = ChartScale(view.points.map(\.value), includingZero: true)
        var edge = lineCoordinates(view.points.map(\.value), scale: scale, frame: frame, inset: 2)
        if edge.count == 1 {
            // One value is a band across the whole width.
            edge = [(0, edge[0].y), (frame.width, edge[0].y)]
        } else {
            edge[0].x = 0
            edge[edge.count - 1].x = frame.width
        }
        let zero = frame.height - 2 - (frame.height - 4) * scale.fraction(0)
        marks.polygon([(edge[0].x, zero)] + edge + [(edge[edge.count - 1].x, zero)], color: view.color, opacity: 0.3)
        marks.polyline(edge, color: view.color, width: 2)
        return marks
    }
}
