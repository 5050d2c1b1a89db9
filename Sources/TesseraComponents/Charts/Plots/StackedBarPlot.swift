import Tessera

/// Parts of a whole as one bar of segments, with a legend beneath: the value of a
/// ``StackedBarMicroChart``'s `plot` slot. What a whole is made of: an order pipeline by stage, a
/// budget by cost centre.
///
/// ```swift
/// StackedBarPlot([
///     MicroChartPoint("Lead", 42),
///     MicroChartPoint("Qualified", 28),
///     MicroChartPoint("Proposal", 12),
///     MicroChartPoint("Won", 9, color: .positiveLabel),
/// ])
/// StackedBarPlot([320, 180], labels: ["Spent", "Committed"], total: 800)   // 300 left, shown empty
/// ```
///
/// Each segment's length is its share of the whole: the sum of the values, or `total` when it is
/// larger (the rest of the bar is left empty, such as a budget not yet spent). The segments take
/// the chart palette in order (``ColorToken/chartPalette``) unless a point gives its own colour.
/// A part cannot be less than nothing: a value below zero draws no segment (the table still reads
/// it). No values draw an empty bar, and values that are not a number or are infinite are left
/// out.
///
/// The legend is for the eye; assistive technologies read the picture's name (the chart's title and
/// "4 parts, total 91") and a table of each part, its value and its share.
public struct StackedBarPlot: PrimitiveView, Hashable, Sendable {
    /// The parts, in order: the finite ones of those given.
    public let points: [MicroChartPoint]
    /// The whole the bar stands for, where it is more than the sum of the parts; `nil` is the sum.
    public let total: Double?
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside a ``StackedBarMicroChart`` with a title, the title names it.
    public let title: String?

    /// A bar of `points`, whole at `total` or at their sum.
    ///
    /// ```swift
    /// StackedBarPlot(stages.map { MicroChartPoint($0.name, $0.count) })
    /// ```
    public init(_ points: [MicroChartPoint], total: Double? = nil, title: String? = nil) {
        self.points = points.filter(\.isDrawable)
        self.total = total.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.title = title
    }

    /// A bar of `values`, labelled by `labels` in order (by position where they run out).
    ///
    /// ```swift
    /// StackedBarPlot([42, 28, 12, 9], labels: ["Lead", "Qualified", "Proposal", "Won"])
    /// ```
    public init(_ values: [Double], labels: [String] = [], total: Double? = nil, title: String? = nil) {
        self.init(MicroChartPoint.points(values, labels: labels), total: total, title: title)
    }

    /// The sum of the parts that count: those above zero.
    var sum: Double { points.reduce(0) { $0 + Swift.max($1.value, 0) } }

    /// The whole the bar's length stands for.
    var whole: Double { Swift.max(total ?? 0, sum) }

    /// The plot in words: "4 parts, total 91", or "2 parts, 500 of 800".
    public var summary: String { summaryText.english }

    var summaryText: ChartText {
        guard !points.isEmpty else { return .noValues }
        if let total, total > sum { return .partsOf(count: points.count, sum: ChartNumber.text(sum), total: ChartNumber.text(total)) }
        return .parts(count: points.count, total: ChartNumber.text(sum))
    }

    /// The colour of the part at `index`: its own, or the palette's next.
    func color(at index: Int) -> ColorToken {
        points[index].color ?? ColorToken.chartPalette[index % ColorToken.chartPalette.count]
    }

    /// A part's share of the whole, as a percentage.
    func share(of point: MicroChartPoint) -> String {
        whole > 0 ? ChartNumber.percent(Swift.max(point.value, 0) / whole) : "0%"
    }

    public static func _render(_ view: StackedBarPlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 200, height: 16, pixelHeight: 16)
        var marks = SVGMarks()
        marks.rect(x: 0, y: 0, width: frame.width, height: frame.height, color: .separator)
        var start = 0.0
        // Each part's length from the running sum, so that rounding never leaves a gap or overlap.
        let whole = view.whole
        var running = 0.0
        for (index, point) in view.points.enumerated() where point.value > 0 && whole > 0 {
            running += point.value
            // `running / whole` in halves: the sum of the largest numbers does not overflow.
            let end = frame.width * Swift.min(running / 2 / (whole / 2), 1)
            marks.rect(x: start, y: 0, width: end - start, height: frame.height, color: view.color(at: index))
            start = end
        }
        output.microChartPlot(
            kind: "stacked-bar", marks: marks, frame: frame, summary: context.environment.text(view.summaryText), title: view.title,
            table: ChartTable(headers: ChartText.headings([.label, .value, .share], in: context.environment), rows: view.points.map { [$0.label, $0.readableValue, view.share(of: $0)] }),
            context: context
        ) { output, context, picture in
            picture(&output, context)
            // The legend: a swatch, the label and the value of each part, for the eye.
            var legend = HTMLAttributes(classes: "t-font-caption")
            legend.set("aria-hidden", "true")
            legend.addStyle("display", "flex")
            legend.addStyle("flex-wrap", "wrap")
            legend.addStyle("gap", "2px 12px")
            legend.addStyle("margin-top", "6px")
            output.element("div", legend, context: context) { output, legend in
                for (index, point) in view.points.enumerated() {
                    var entry = HTMLAttributes()
                    entry.addStyle("display", "inline-flex")
                    entry.addStyle("align-items", "center")
                    entry.addStyle("gap", "4px")
                    output.element("span", entry, context: legend) { output, entry in
                        var swatch = HTMLAttributes()
                        swatch.addStyle("width", "10px")
                        swatch.addStyle("height", "10px")
                        swatch.addStyle("border-radius", "2px")
                        swatch.addStyle("flex", "none")
                        swatch.addStyle("background", SVGMarks.paint(view.color(at: index)))
                        output.element("span", swatch, context: entry) { _, _ in }
                        var label = HTMLAttributes()
                        label.addStyle("color", "var(--tc-secondaryLabel)")
                        output.element("span", label, context: entry) { output, text in output.text(point.label, context: text) }
                        output.element("span", context: entry) { output, text in output.text(point.readableValue, context: text) }
                    }
                }
            }
        }
    }
}
