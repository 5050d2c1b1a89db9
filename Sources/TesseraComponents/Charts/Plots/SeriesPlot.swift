import Tessera

/// A plot of one series of values in order — ``LinePlot``, ``AreaPlot``, ``ColumnPlot`` — and what
/// they have alike: made from points or from numbers (labelled by position where the labels run
/// out), written as an array literal, summed up in words.
///
/// ```swift
/// LinePlot([12, 18, 30], labels: ["Jan", "Feb", "Mar"])
/// ColumnMicroChart(title: "Orders", plot: [14, 9, 21])      // a literal is a plot
/// ```
public protocol SeriesPlot: PrimitiveView, Hashable, Sendable, ExpressibleByArrayLiteral where ArrayLiteralElement == Double {
    /// The values drawn, in order: the finite ones of those given.
    var points: [MicroChartPoint] { get }

    /// A plot of `points` (those that are not finite left out), named `title` outside a chart,
    /// in `color`.
    init(_ points: [MicroChartPoint], title: String?, color: ColorToken)
}

extension SeriesPlot {
    /// A plot of `values`, labelled by `labels` in order (by position where they run out).
    ///
    /// ```swift
    /// LinePlot([12, 18, 30], labels: ["Jan", "Feb", "Mar"])
    /// ```
    public init(_ values: [Double], labels: [String] = [], title: String? = nil, color: ColorToken = .chart1) {
        self.init(MicroChartPoint.points(values, labels: labels), title: title, color: color)
    }

    /// A plot of a literal's values: `[12, 18, 30]`.
    public init(arrayLiteral values: Double...) {
        self.init(values)
    }

    /// The plot in words: "5 values from 12 to 30, last 30" (in English; a page reads it in its
    /// own language).
    public var summary: String { summaryText.english }

    var summaryText: ChartText { seriesSummary(points) }
}
