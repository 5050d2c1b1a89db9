import Tessera

/// An actual value against its target, as a bar with a target mark across it: the value of a
/// ``BulletMicroChart``'s `plot` slot. How far a figure has come: budget spent against budget,
/// sales against quota.
///
/// ```swift
/// BulletPlot(actual: 72, target: 100)                          // short of target: critical
/// BulletPlot(actual: 118, target: 100, maximum: 150)           // beyond it: positive
/// BulletPlot(actual: 86, target: 80, forecast: 95, improvement: .minimize,   // cost: over is bad
///            thresholds: [MicroChartPoint("Alert", 90, color: .negativeLabel)])
/// ```
///
/// The bar's length is proportional to the actual value, from `minimum` (zero unless given, or
/// the lowest value below it) to `maximum` (the largest of the values unless given). The target is a
/// line across the bar, a forecast a paler bar behind it, and each threshold a tick above and below
/// in its colour (``ColorToken/criticalLabel`` unless it has its own).
///
/// The bar means something, and its colour says what: where there is a target, it is
/// ``ColorToken/positiveLabel`` once the target is reached (or not passed, when lower is
/// better) and ``ColorToken/criticalLabel`` before; without a target it is ``ColorToken/chart1``.
/// A `color` of one's own overrides. An actual that is not a number or is infinite draws no bar.
///
/// Assistive technologies read the picture's name (the chart's title and "Actual 72, target 100")
/// and a table of the actual, target, forecast and thresholds.
public struct BulletPlot: PrimitiveView, Hashable, Sendable {
    /// Which way a value gets better.
    public enum Improvement: Hashable, Sendable {
        /// More is better: sales, completion.
        case maximize
        /// Less is better: cost, defects, days overdue.
        case minimize
    }

    /// The actual value; `nil` when the one given is not a number or is infinite.
    public let actual: Double?
    /// The value aimed at.
    public let target: Double?
    /// The value expected by the end of the period.
    public let forecast: Double?
    /// Values marked along the bar, each with its label and colour.
    public let thresholds: [MicroChartPoint]
    /// The value at the bar's start.
    public let minimum: Double?
    /// The value at the bar's end.
    public let maximum: Double?
    /// Which way a value gets better: what colours the bar against its target.
    public let improvement: Improvement
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside a ``BulletMicroChart`` with a title, the title names it.
    public let title: String?
    /// The bar's colour, where it should not follow the target.
    public let color: ColorToken?

    /// A bullet of `actual` against `target`.
    ///
    /// ```swift
    /// BulletPlot(actual: spent, target: budget, improvement: .minimize)
    /// ```
    public init(
        actual: Double,
        target: Double? = nil,
        forecast: Double? = nil,
        minimum: Double? = nil,
        maximum: Double? = nil,
        improvement: Improvement = .maximize,
        thresholds: [MicroChartPoint] = [],
        title: String? = nil,
        color: ColorToken? = nil
    ) {
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        self.actual = finite(actual)
        self.target = finite(target)
        self.forecast = finite(forecast)
        self.minimum = finite(minimum)
        self.maximum = finite(maximum)
        self.improvement = improvement
        self.thresholds = thresholds.filter(\.isDrawable)
        self.title = title
        self.color = color
    }

    /// The bar's colour: its own, or whether the actual meets the target.
    public var barColor: ColorToken {
        if let color { return color }
        guard let target, let actual else { return .chart1 }
        let met = improvement == .maximize ? actual >= target : actual <= target
        return met ? .positiveLabel : .criticalLabel
    }

    /// The plot in words: "Actual 72, target 100, forecast 85".
    public var summary: String { summaryText.english }

    var summaryText: ChartText {
        .bullet(actual: actual.map(ChartNumber.text), target: target.map(ChartNumber.text), forecast: forecast.map(ChartNumber.text))
    }

    /// The range the bar spans.
    var scale: ChartScale {
        let values = [actual, target, forecast].compactMap { $0 } + thresholds.map(\.value)
        let lower = minimum ?? Swift.min(0, values.min() ?? 0)
        let upper = maximum ?? (values.max() ?? 0)
        return ChartScale([lower, Swift.max(upper, lower)], includingZero: false)
    }

    public static func _render(_ view: BulletPlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 200, height: 28, pixelHeight: 28)
        let scale = view.scale
        func x(_ value: Double) -> Double { frame.width * (scale.upper == scale.lower ? (value > scale.lower ? 1 : 0) : scale.fraction(value)) }
        var marks = SVGMarks()
        marks.rect(x: 0, y: 6, width: frame.width, height: 16, color: .separator)
        if let forecast = view.forecast {
            marks.rect(x: x(scale.lower), y: 8, width: x(forecast) - x(scale.lower), height: 12, color: view.barColor, opacity: 0.35)
        }
        if let actual = view.actual {
            marks.rect(x: x(scale.lower), y: 9, width: x(actual) - x(scale.lower), height: 10, color: view.barColor)
        }
        for threshold in view.thresholds {
            let color = threshold.color ?? .criticalLabel
            marks.line(from: (x(threshold.value), 0), to: (x(threshold.value), 5), color: color, width: 2)
            marks.line(from: (x(threshold.value), 23), to: (x(threshold.value), 28), color: color, width: 2)
        }
        if let target = view.target {
            marks.line(from: (x(target), 3), to: (x(target), 25), color: .primaryLabel, width: 3)
        }
        var rows: [[String]] = []
        let environment = context.environment
        if let actual = view.actual { rows.append([environment.text(ChartText.actual), ChartNumber.text(actual)]) }
        if let target = view.target { rows.append([environment.text(ChartText.target), ChartNumber.text(target)]) }
        if let forecast = view.forecast { rows.append([environment.text(ChartText.forecast), ChartNumber.text(forecast)]) }
        rows += view.thresholds.map { [$0.label, $0.readableValue] }
        output.microChartPlot(
            kind: "bullet", marks: marks, frame: frame, summary: context.environment.text(view.summaryText), title: view.title,
            table: ChartTable(headers: ChartText.headings([.measure, .value], in: context.environment), rows: rows), context: context
        )
    }
}
