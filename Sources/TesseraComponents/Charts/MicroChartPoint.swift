/// One value of a micro chart, with what it is the value of: a month's revenue, a warehouse's
/// stock, a stage of a pipeline.
///
/// ```swift
/// let revenue: [MicroChartPoint] = [
///     MicroChartPoint("Jan", 12_400, valueText: "€ 12.4 k"),
///     MicroChartPoint("Feb", 18_100, valueText: "€ 18.1 k"),
///     MicroChartPoint("Mar", 9_800, valueText: "€ 9.8 k", color: .negativeLabel),
/// ]
/// ColumnMicroChart(title: "Revenue by month", plot: ColumnPlot(revenue))
/// ```
///
/// The label and the value text are what assistive technologies read in the chart's table of
/// data, escaped like any text: a value without a text of its own is read as its number, to two
/// decimals. A value that is not a number or is infinite has nothing to draw: the plots leave such
/// a point out.
public struct MicroChartPoint: Hashable, Sendable {
    /// What the value is of: "Jan", "Berlin", "Qualified".
    public var label: String
    /// The value drawn.
    public var value: Double
    /// How the value reads, formatted as the app formats it ("€ 12.4 k"); `nil` reads the number.
    public var valueText: String?
    /// The colour of the point's mark, by meaning (`.negativeLabel`) or from the chart palette
    /// (`.chart3`); `nil` takes the plot's colour.
    public var color: ColorToken?

    /// The value `value` of `label`, read as `valueText` and drawn in `color` where given.
    ///
    /// ```swift
    /// MicroChartPoint("Berlin", 420, valueText: "420 pallets", color: .criticalLabel)
    /// ```
    public init(_ label: String, _ value: Double, valueText: String? = nil, color: ColorToken? = nil) {
        self.label = label
        self.value = value
        self.valueText = valueText
        self.color = color
    }

    /// Whether the value can be drawn: a finite number.
    var isDrawable: Bool { value.isFinite }

    /// The value as assistive technologies read it: its text, or its number.
    var readableValue: String { valueText ?? ChartNumber.text(value) }

    /// Points of plain values, labelled by `labels` in order, or by their position ("1", "2", …)
    /// where the labels run out.
    static func points(_ values: [Double], labels: [String]) -> [MicroChartPoint] {
        values.enumerated().map { index, value in
            MicroChartPoint(index < labels.count ? labels[index] : String(index + 1), value)
        }
    }
}
