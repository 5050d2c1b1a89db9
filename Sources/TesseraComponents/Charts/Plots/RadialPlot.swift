import Tessera

/// A percentage as a ring filled that far, the figure in its middle: the value of a
/// ``RadialMicroChart``'s `plot` slot. How complete something is: a project, a checklist, a quota.
///
/// ```swift
/// RadialPlot(0.72)                                   // 72%
/// RadialPlot(18, of: 25)                             // 72%
/// RadialPlot(0.35, color: .criticalLabel)            // a colour by meaning
/// RadialMicroChart(title: "Inspections done", plot: RadialPlot(18, of: 25))
/// ```
///
/// The ring fills clockwise from the top. The fraction is `value` of `total`, kept between 0 and
/// 1: a value below zero (or not a number) is 0%, one beyond the total is 100%, and a total of
/// zero or less is 0%.
///
/// Assistive technologies read the picture's name (the chart's title and "72%") and a table of the
/// value, the total and the share.
public struct RadialPlot: PrimitiveView, Hashable, Sendable {
    /// The part.
    public let value: Double
    /// The whole.
    public let total: Double
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside a ``RadialMicroChart`` with a title, the title names it.
    public let title: String?
    /// The ring's colour: ``ColorToken/chart1`` unless given.
    public let color: ColorToken

    /// A ring filled `value` of `total`: `RadialPlot(18, of: 25)`, or a fraction, `RadialPlot(0.72)`.
    ///
    /// ```swift
    /// RadialPlot(Double(done), of: Double(planned), color: done < planned / 2 ? .criticalLabel : .chart1)
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

    /// The plot in words: "72%".
    public var summary: String { ChartNumber.percent(fraction) }

    public static func _render(_ view: RadialPlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 48, height: 48, pixelHeight: 48, pixelWidth: 48)
        var marks = SVGMarks()
        marks.circle(cx: 24, cy: 24, r: 20, stroke: .separator, strokeWidth: 6)
        marks.arc(cx: 24, cy: 24, r: 20, fraction: view.fraction, color: view.color, strokeWidth: 6)
        marks.number(ChartNumber.percent(view.fraction), x: 24, y: 24, size: 12, color: .primaryLabel)
        let environment = context.environment
        var rows = [[environment.text(ChartText.value), ChartNumber.text(view.value)]]
        if view.total != 1 { rows.append([environment.text(ChartText.total), ChartNumber.text(view.total)]) }
        rows.append([environment.text(ChartText.share), ChartNumber.percent(view.fraction)])
        output.microChartPlot(
            kind: "radial", marks: marks, frame: frame, summary: view.summary, title: view.title,
            table: ChartTable(headers: ChartText.headings([.measure, .value], in: context.environment), rows: rows), context: context
        )
    }
}
