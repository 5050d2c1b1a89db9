import Tessera

/// How a total came to be, change by change: the value of a ``WaterfallMicroChart``'s `plot`
/// slot. A starting amount, the rises and falls that followed, and the total they come to: a
/// quarter's cash flow, a budget's variances.
///
/// ```swift
/// WaterfallPlot(start: MicroChartPoint("Opening", 120), changes: [
///     MicroChartPoint("Sales", 45),
///     MicroChartPoint("Returns", -12),
///     MicroChartPoint("Costs", -30),
/// ])                                                   // ends with a "Total" column of 123
/// WaterfallPlot(changes: [5, -3, 8], labels: ["Jan", "Feb", "Mar"], totalLabel: nil)
/// ```
///
/// The start and the total are columns from zero, in ``ColorToken/chart1``; each change floats
/// from where the one before left off, a rise in ``ColorToken/positiveLabel`` and a fall in
/// ``ColorToken/negativeLabel`` (a point's own colour overrides), joined by thin lines. Zero stays
/// in the range unless the changes are small beside the amounts they move (a budget of 500 and
/// variances of 10 or 20): the range then starts below the lowest level by the changes' spread,
/// so that they can be seen, and the start and total rise from its bottom. Without a start the
/// changes begin at zero; a `totalLabel` of `nil` leaves the total column out. Values that are not a number or are infinite are left out.
///
/// Assistive technologies read the picture's name (the chart's title and "Start 120, 3 changes,
/// total 123") and a table of each column and its value, the changes signed.
public struct WaterfallPlot: PrimitiveView, Hashable, Sendable {
    /// The amount the changes start from; `nil` starts them at zero, with no column.
    public let start: MicroChartPoint?
    /// The changes, in order: the finite ones of those given.
    public let changes: [MicroChartPoint]
    /// The label of the total's column; `nil` draws no total.
    public let totalLabel: String?
    /// What the plot shows, for assistive technologies, when it stands outside a chart with a
    /// title; inside a ``WaterfallMicroChart`` with a title, the title names it.
    public let title: String?

    /// A waterfall from `start` through `changes` to their total.
    ///
    /// ```swift
    /// WaterfallPlot(start: MicroChartPoint("Budget", 500), changes: variances, totalLabel: "Forecast")
    /// ```
    public init(start: MicroChartPoint? = nil, changes: [MicroChartPoint], totalLabel: String? = "Total", title: String? = nil) {
        self.start = start.flatMap { $0.isDrawable ? $0 : nil }
        self.changes = changes.filter(\.isDrawable)
        self.totalLabel = totalLabel
        self.title = title
    }

    /// A waterfall of plain changes, labelled by `labels` in order (by position where they run
    /// out), from `start` (zero unless given).
    ///
    /// ```swift
    /// WaterfallPlot(start: 100, changes: [5, -3, 8], labels: ["Jan", "Feb", "Mar"])
    /// ```
    public init(start: Double? = nil, changes: [Double], labels: [String] = [], totalLabel: String? = "Total", title: String? = nil) {
        self.init(
            start: start.map { MicroChartPoint("Start", $0) }, changes: MicroChartPoint.points(changes, labels: labels),
            totalLabel: totalLabel, title: title
        )
    }

    /// What the start and the changes come to.
    public var total: Double {
        changes.reduce(start?.value ?? 0) { $0 + $1.value }
    }

    /// The plot in words: "Start 120, 3 changes, total 123".
    public var summary: String { summaryText(startLabel: start?.label ?? "").english }

    func summaryText(startLabel: String) -> ChartText {
        .waterfall(start: start.map { "\(startLabel) \($0.readableValue)" }, changes: changes.count, total: ChartNumber.text(total))
    }

    /// A change as it reads: its text, or its number with its sign.
    static func signed(_ change: MicroChartPoint) -> String {
        if let text = change.valueText { return text }
        return change.value > 0 ? "+" + ChartNumber.text(change.value) : ChartNumber.text(change.value)
    }

    /// The columns, in order: each with the value it starts from and the one it ends at.
    var columns: [(from: Double, to: Double, color: ColorToken)] {
        var columns: [(from: Double, to: Double, color: ColorToken)] = []
        var running = 0.0
        if let start {
            columns.append((0, start.value, start.color ?? .chart1))
            running = start.value
        }
        for change in changes {
            let next = running + change.value
            columns.append((running, next, change.color ?? (change.value >= 0 ? .positiveLabel : .negativeLabel)))
            running = next
        }
        if totalLabel != nil { columns.append((0, running, .chart1)) }
        return columns
    }

    /// The range drawn: from zero, unless the changes are small beside the levels they move
    /// between (their spread less than a third of the largest level) and every level is above
    /// zero; the range then starts that spread below the lowest level, so the changes can be seen,
    /// and the start and total columns rise from the bottom of the range.
    var scale: ChartScale {
        var levels: [Double] = []
        var running = start?.value ?? 0
        if start != nil { levels.append(running) }
        for change in changes {
            running += change.value
            levels.append(running)
        }
        if start == nil { levels.append(0) }
        let lowest = levels.min() ?? 0, highest = levels.max() ?? 0
        let spread = highest / 2 - lowest / 2
        guard lowest > 0, spread.isFinite, spread * 2 < highest / 3 else {
            return ChartScale(columns.flatMap { [$0.from, $0.to] }, includingZero: true)
        }
        return ChartScale([lowest - spread * 2, highest], includingZero: false)
    }

    public static func _render(_ view: WaterfallPlot, into output: inout HTMLOutput, context: RenderContext) {
        let frame = ChartFrame(width: 200, height: 48, pixelHeight: 48)
        let columns = view.columns
        let scale = view.scale
        var marks = SVGMarks()
        if !columns.isEmpty {
            let slot = frame.width / Double(columns.count)
            for (index, column) in columns.enumerated() {
                let from = columnY(column.from, scale: scale, frame: frame)
                var to = columnY(column.to, scale: scale, frame: frame)
                if column.to != column.from, abs(to - from) < 1 { to = from + (column.to > column.from ? -1 : 1) }
                marks.rect(x: slot * Double(index) + slot * 0.15, y: from, width: slot * 0.7, height: to - from, color: column.color)
                if index + 1 < columns.count {
                    // The level this column leaves off at, carried to the next.
                    let level = columnY(column.to, scale: scale, frame: frame)
                    marks.line(from: (slot * Double(index) + slot * 0.85, level), to: (slot * Double(index + 1) + slot * 0.15, level), color: .secondaryLabel)
                }
            }
        }
        // The default labels ("Start", "Total") in the page's language.
        let environment = context.environment
        let startLabel = view.start.map { environment.text($0.label, defaultedBy: ChartText.start) } ?? ""
        var rows: [[String]] = []
        if let start = view.start { rows.append([startLabel, start.readableValue]) }
        rows += view.changes.map { [$0.label, signed($0)] }
        if let totalLabel = view.totalLabel { rows.append([environment.text(totalLabel, defaultedBy: ChartText.total), ChartNumber.text(view.total)]) }
        output.microChartPlot(
            kind: "waterfall", marks: marks, frame: frame, summary: environment.text(view.summaryText(startLabel: startLabel)), title: view.title,
            table: ChartTable(headers: ChartText.headings([.label, .value], in: environment), rows: rows), context: context
        )
    }
}
