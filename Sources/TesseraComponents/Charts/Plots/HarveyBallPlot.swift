import Tessera

/// A part of a whole as a filled slice of a circle: the value of a ``HarveyBallMicroChart``'s
/// `plot` slot. How much of something is used or done: 3 of 4 licences, 60% of a quota.
///
/// ```swift
/// HarveyBallPlot(3, of: 4)                       // three quarters
/// HarveyBallPlot(0.6)                            // a fraction of 1
/// HarveyBallPlot(12, of: 40, color: .criticalLabel)
/// HarveyBallMicroChart(title: "Licences used", plot: HarveyBallPlot(3, of: 4))
/// ```
///
/// The slice grows clockwise from the top. The fraction is `value` of `total`, kept between
/// nothing and the whole circle: a value below zero (or not a number) fills nothing, one beyond
/// the total fills it all, and a total of zero or less is nothing done.
///
/// Assistive technologies read the picture's name (the chart's title and "3 of 4, 75%") and a
/// table of the value, the total and the share.
public struct HarveyBallPlot: PrimitiveView, Hashable, Sendable {
    /// The part.
    public let value: Double
    /// The whole.
    public let total: Double
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside a ``HarveyBallMicroChart`` with a title, the title names it.
    public let title: String?
    /// The slice's colour: ``ColorToken/chart1`` unless given.
    public let color: ColorToken

    /// A harvey ball of `value` out of `total`.
    ///
    /// ```swift
    /// HarveyBallPlot(Double(used), of: Double(licences), title: "Licences used")
    /// ```
    public init(_ value: Double, of total: Double = 1, title: String? = nil, color: ColorToken = .chart1) {
        self.value = value.isFinite ? value : 0
        self.total = total.isFinite ? total : 0
        self.title = title
        self.color = color
    }

    /// The share filled, from 0 to 1.
    public var fraction: Double {
        guard total > 0 else { return 0 }
        return Swift.min(Swift.max(value / 2 / (total / 2), 0), 1)
    }

    /// The plot in words: "3 of 4, 75%", or "60%" of a whole of 1.
    public var summary: String { summary { $0.english } }

    /// The summary, its words written by `say`: a bare percentage needs none.
    private func summary(saying say: (ChartText) -> String) -> String {
        total == 1 ? ChartNumber.percent(fraction) : say(.partOf(value: ChartNumber.text(value), total: ChartNumber.text(total), percent: ChartNumber.percent(fraction)))
    }

    public static func _render(_ view: HarveyBallPlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 40, height: 40, pixelHeight: 40, pixelWidth: 40)
        var marks = SVGMarks()
        marks.circle(cx: 20, cy: 20, r: 18, fill: .tertiaryBackground, stroke: view.color, strokeWidth: 1.5)
        marks.arc(cx: 20, cy: 20, r: 18, fraction: view.fraction, color: view.color)
        let environment = context.environment
        var rows = [[environment.text(ChartText.value), ChartNumber.text(view.value)]]
        if view.total != 1 { rows.append([environment.text(ChartText.total), ChartNumber.text(view.total)]) }
        rows.append([environment.text(ChartText.share), ChartNumber.percent(view.fraction)])
        output.microChartPlot(
            kind: "harvey-ball", marks: marks, frame: frame, summary: view.summary { environment.text($0) }, title: view.title,
            table: ChartTable(headers: ChartText.headings([.measure, .value], in: context.environment), rows: rows), context: context
        )
    }
}
