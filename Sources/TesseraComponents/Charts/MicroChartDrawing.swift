import Foundation
import Tessera

// What the micro charts share: numbers written for SVG and for people, a scale from values to
// lengths, the SVG markup of marks, and the accessible parts every plot writes (the picture's name
// and the table of its data).

/// Numbers as a drawing writes them and as people read them.
enum ChartNumber {
    /// A coordinate or a length for SVG: finite (anything else is 0), to two decimals, without
    /// trailing zeros or a negative zero: `12`, `12.5`, `-3.25`.
    static func svg(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A value as a person reads it: to two decimals (four below 1), without trailing zeros;
    /// `1e+20` beyond what whole numbers hold. Not a number reads as an empty text.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        guard abs(value) < 1e15 else { return String(value) }
        let scale = abs(value) < 1 ? 10_000.0 : 100.0
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A fraction as a whole percentage: `0.724` is `72%`.
    static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "0%" }
        return String(Int((fraction * 100).rounded())) + "%"
    }
}

/// The range of values a plot draws, and where a value falls in it, from 0 (the lowest) to 1 (the
/// highest). Worked out in halves, so that the span of the largest numbers does not overflow.
struct ChartScale {
    let lower: Double
    let upper: Double

    /// The range of `values` (finite ones only), widened to take in zero where `includingZero`:
    /// columns and bars grow from zero, a line spans its values. No values is the range 0…0.
    init(_ values: some Sequence<Double>, includingZero: Bool) {
        var lower = includingZero ? 0.0 : Double.infinity
        var upper = includingZero ? 0.0 : -Double.infinity
        for value in values where value.isFinite {
            lower = Swift.min(lower, value)
            upper = Swift.max(upper, value)
        }
        if lower > upper { lower = 0; upper = 0 }
        self.lower = lower
        self.upper = upper
    }

    /// Where `value` falls, from 0 at the lower end to 1 at the upper, clamped; the middle when
    /// every value is the same.
    func fraction(_ value: Double) -> Double {
        let span = upper / 2 - lower / 2
        guard span > 0, value.isFinite else { return value.isFinite ? 0.5 : 0 }
        return Swift.min(Swift.max((value / 2 - lower / 2) / span, 0), 1)
    }
}

/// The marks of a plot, as SVG markup made of numbers and the theme's colour variables only:
/// nothing a person typed, so it is written as it is.
struct SVGMarks {
    private(set) var markup = ""

    /// A colour of the theme as an SVG paint.
    static func paint(_ token: ColorToken) -> String {
        "var(--\(token.variableName))"
    }

    /// A rectangle filled with `color`; a negative width or height is drawn from the other side.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, color: ColorToken, opacity: Double? = nil, radius: Double? = nil) {
        let left = Swift.min(x, x + width), top = Swift.min(y, y + height)
        markup += #"<rect x="\#(ChartNumber.svg(left))" y="\#(ChartNumber.svg(top))" width="\#(ChartNumber.svg(abs(width)))" height="\#(ChartNumber.svg(abs(height)))""#
        if let radius { markup += #" rx="\#(ChartNumber.svg(radius))""# }
        markup += #" style="fill:\#(Self.paint(color))"#
        if let opacity { markup += ";opacity:\(ChartNumber.svg(opacity))" }
        markup += #""/>"#
    }

    /// A line through `points`, `width` pixels wide whatever the drawing's scale.
    mutating func polyline(_ points: [(x: Double, y: Double)], color: ColorToken, width: Double = 2, dashed: Bool = false) {
        guard !points.isEmpty else { return }
        let coordinates = points.map { "\(ChartNumber.svg($0.x)),\(ChartNumber.svg($0.y))" }.joined(separator: " ")
        markup += #"<polyline points="\#(coordinates)" vector-effect="non-scaling-stroke" style="fill:none;stroke:\#(Self.paint(color));stroke-width:\#(ChartNumber.svg(width));stroke-linejoin:round;stroke-linecap:round"#
        if dashed { markup += ";stroke-dasharray:4 3" }
        markup += #""/>"#
    }

    /// A straight line from one point to another.
    mutating func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: ColorToken, width: Double = 1, dashed: Bool = false) {
        polyline([start, end], color: color, width: width, dashed: dashed)
    }

    /// A round dot `diameter` pixels across at a point, round even where the drawing is stretched:
    /// a line of no length with round ends, its width not scaled.
    mutating func dot(x: Double, y: Double, diameter: Double, color: ColorToken) {
        markup += #"<path d="M\#(ChartNumber.svg(x)) \#(ChartNumber.svg(y))h0" vector-effect="non-scaling-stroke" style="fill:none;stroke:\#(Self.paint(color));stroke-width:\#(ChartNumber.svg(diameter));stroke-linecap:round"/>"#
    }

    /// A filled shape through `points`, closed.
    mutating func polygon(_ points: [(x: Double, y: Double)], color: ColorToken, opacity: Double) {
        guard points.count > 2 else { return }
        let coordinates = points.map { "\(ChartNumber.svg($0.x)),\(ChartNumber.svg($0.y))" }.joined(separator: " ")
        markup += #"<polygon points="\#(coordinates)" style="fill:\#(Self.paint(color));opacity:\#(ChartNumber.svg(opacity))"/>"#
    }

    /// A circle, filled or outlined (`stroke` pixels wide).
    mutating func circle(cx: Double, cy: Double, r: Double, fill: ColorToken? = nil, stroke: ColorToken? = nil, strokeWidth: Double = 0) {
        markup += #"<circle cx="\#(ChartNumber.svg(cx))" cy="\#(ChartNumber.svg(cy))" r="\#(ChartNumber.svg(r))" style="fill:\#(fill.map(Self.paint) ?? "none")"#
        if let stroke { markup += ";stroke:\(Self.paint(stroke));stroke-width:\(ChartNumber.svg(strokeWidth))" }
        markup += #""/>"#
    }

    /// An arc of a circle, from the top clockwise over `fraction` of the turn: outlined
    /// (`strokeWidth` wide, a ring's part) or filled to the centre (a pie's slice).
    mutating func arc(cx: Double, cy: Double, r: Double, fraction: Double, color: ColorToken, strokeWidth: Double? = nil) {
        let fraction = Swift.min(Swift.max(fraction.isFinite ? fraction : 0, 0), 1)
        guard fraction > 0 else { return }
        if fraction >= 0.9999 {
            if let strokeWidth {
                circle(cx: cx, cy: cy, r: r, stroke: color, strokeWidth: strokeWidth)
            } else {
                circle(cx: cx, cy: cy, r: r, fill: color)
            }
            return
        }
        let angle = fraction * 2 * Double.pi
        let endX = cx + r * sin(angle), endY = cy - r * cos(angle)
        let large = fraction > 0.5 ? 1 : 0
        let start = "M\(ChartNumber.svg(cx)) \(ChartNumber.svg(cy - r))"
        let arc = "A\(ChartNumber.svg(r)) \(ChartNumber.svg(r)) 0 \(large) 1 \(ChartNumber.svg(endX)) \(ChartNumber.svg(endY))"
        if let strokeWidth {
            markup += #"<path d="\#(start)\#(arc)" style="fill:none;stroke:\#(Self.paint(color));stroke-width:\#(ChartNumber.svg(strokeWidth));stroke-linecap:butt"/>"#
        } else {
            markup += #"<path d="M\#(ChartNumber.svg(cx)) \#(ChartNumber.svg(cy))L\#(start.dropFirst())\#(arc)Z" style="fill:\#(Self.paint(color))"/>"#
        }
    }

    /// Text of the program's own making (a percentage), centred on a point.
    mutating func number(_ text: String, x: Double, y: Double, size: Double, color: ColorToken) {
        // Only digits, signs and the percent sign: the text is a number the plot formatted.
        let safe = text.filter { $0.isNumber || "%.-+,".contains($0) }
        markup += #"<text x="\#(ChartNumber.svg(x))" y="\#(ChartNumber.svg(y))" text-anchor="middle" dominant-baseline="central" style="fill:\#(Self.paint(color));font-size:\#(ChartNumber.svg(size))px;font-weight:600">\#(safe)</text>"#
    }
}

/// How a plot's picture fits its box.
struct ChartFrame {
    /// The drawing's own size: the `viewBox`.
    var width: Double
    var height: Double
    /// The picture's height on the page, in pixels.
    var pixelHeight: Double
    /// The picture's width on the page: `nil` is the width of its container, and the drawing is
    /// stretched to it (its lines keep their width); a width keeps the drawing's proportions.
    var pixelWidth: Double?
}

/// The table of a plot's data: what assistive technologies read in place of the picture.
struct ChartTable {
    /// The columns' headings: what the first column is ("Label") and what the others hold.
    var headers: [String]
    /// A row per value: the first cell heads the row.
    var rows: [[String]]
}

/// A micro chart's title, as the plot inside the chart reads it to name its picture: set by
/// ``MicroChartLabelling``.
///
/// The environment holds values a rendering may take to another thread; a slot is a view, a value
/// made of values, only read by the rendering of the chart that set it, so it is safe to hand over.
struct MicroChartTitleSource: @unchecked Sendable {
    let title: ComponentSlot
}

private struct MicroChartTitleKey: EnvironmentKey {
    static let defaultValue: MicroChartTitleSource? = nil
}

/// A micro chart's content, with its title handed to the plot inside: the plot names its picture
/// and heads its table with it, so assistive technologies read "Revenue: 5 values from …".
struct MicroChartLabelling<Content: View>: PrimitiveView {
    let title: ComponentSlot
    let content: Content

    init(title: ComponentSlot, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var context = context
        context.environment[MicroChartTitleKey.self] = view.title.isEmpty ? nil : MicroChartTitleSource(title: view.title)
        Content._render(view.content, into: &output, context: context)
    }
}

extension HTMLOutput {
    /// Writes a plot: its root element, its picture and the table of its data. `kind` names the
    /// plot in `data-plot`; `summary` says in words what the picture shows, after its title;
    /// `between` writes what stands beside the picture (a bar's labels).
    mutating func microChartPlot(
        kind: String,
        marks: SVGMarks,
        frame: ChartFrame,
        summary: String,
        title: String?,
        table: ChartTable,
        context: RenderContext,
        around: ((inout HTMLOutput, RenderContext, (inout HTMLOutput, RenderContext) -> Void) -> Void)? = nil
    ) {
        var root = HTMLAttributes(classes: "t-micro-chart")
        root.set("data-plot", kind)
        // The table of data is placed out of sight inside the plot, not wherever the page's
        // nearest positioned box is.
        root.addStyle("position", "relative")
        if let width = frame.pixelWidth {
            root.addStyle("width", ChartNumber.svg(width) + "px")
            root.addStyle("flex", "none")
        } else {
            root.addStyle("width", "100%")
            root.addStyle("min-width", "0")
        }
        let source = context.environment[MicroChartTitleKey.self]
        element("div", root, context: context) { output, inner in
            let picture: (inout HTMLOutput, RenderContext) -> Void = { output, context in
                output.microChartPicture(marks: marks, frame: frame, summary: summary, title: title, source: source, context: context)
            }
            if let around {
                around(&output, inner, picture)
            } else {
                picture(&output, inner)
            }
            if inner.environment.microChartDataTables {
                output.microChartTable(table, title: title, source: source, context: inner)
            }
        }
    }

    /// The `<svg>`: a picture (`role="img"`) named by its `<title>`, the chart's title and the
    /// summary: "Revenue: 5 values from 12 to 30, last 30".
    private mutating func microChartPicture(marks: SVGMarks, frame: ChartFrame, summary: String, title: String?, source: MicroChartTitleSource?, context: RenderContext) {
        var svg = HTMLAttributes()
        svg.set("viewBox", "0 0 \(ChartNumber.svg(frame.width)) \(ChartNumber.svg(frame.height))")
        if frame.pixelWidth == nil { svg.set("preserveAspectRatio", "none") }
        svg.set("role", "img")
        svg.addStyle("display", "block")
        svg.addStyle("width", frame.pixelWidth.map { ChartNumber.svg($0) + "px" } ?? "100%")
        svg.addStyle("height", ChartNumber.svg(frame.pixelHeight) + "px")
        svg.addStyle("overflow", "visible")
        element("svg", svg, context: context) { output, inner in
            output.element("title", context: inner, layout: .textOnly) { output, text in
                if output.chartTitle(title, source: source, context: text) { output.text(": ", context: text) }
                output.text(summary, context: text)
            }
            output.writeTrustedHTML(marks.markup, context: inner)
        }
    }

    /// Writes the chart's title (the slot's text, or the plot's own title) where only text may
    /// stand, and says whether there was one.
    private mutating func chartTitle(_ title: String?, source: MicroChartTitleSource?, context: RenderContext) -> Bool {
        if let source {
            ComponentSlot._render(source.title, into: &self, context: context)
            return true
        }
        if let title, !title.isEmpty {
            text(title, context: context)
            return true
        }
        return false
    }

    /// The table of the plot's data, out of sight, captioned by the chart's title. It stands in a
    /// box that is hidden and clipped, since a table grows past the size it is given: hidden
    /// itself, it would still reach below the chart, and a scrolling container would scroll to it.
    private mutating func microChartTable(_ table: ChartTable, title: String?, source: MicroChartTitleSource?, context: RenderContext) {
        guard !table.rows.isEmpty else { return }
        element("div", HTMLAttributes(classes: "t-visually-hidden"), context: context) { output, box in
            output.microChartTableElement(table, title: title, source: source, context: box)
        }
    }

    private mutating func microChartTableElement(_ table: ChartTable, title: String?, source: MicroChartTitleSource?, context: RenderContext) {
        element("table", context: context) { output, inner in
            if source != nil || !(title ?? "").isEmpty {
                output.element("caption", context: inner, layout: .textOnly) { output, caption in
                    _ = output.chartTitle(title, source: source, context: caption)
                }
            }
            output.element("thead", context: inner) { output, head in
                output.element("tr", context: head) { output, row in
                    for header in table.headers {
                        var cell = HTMLAttributes()
                        cell.set("scope", "col")
                        output.element("th", cell, context: row) { output, text in output.text(header, context: text) }
                    }
                }
            }
            output.element("tbody", context: inner) { output, body in
                for cells in table.rows {
                    output.element("tr", context: body) { output, row in
                        for (index, value) in cells.enumerated() {
                            if index == 0 {
                                var cell = HTMLAttributes()
                                cell.set("scope", "row")
                                output.element("th", cell, context: row) { output, text in output.text(value, context: text) }
                            } else {
                                output.element("td", context: row) { output, text in output.text(value, context: text) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The summary of a series of values in words: "5 values from 12 to 30, last 30".
func seriesSummary(_ points: [MicroChartPoint]) -> ChartText {
    guard let last = points.last else { return .noValues }
    if points.count == 1 { return .oneValue(last.readableValue) }
    let lowest = points.min { $0.value < $1.value }!, highest = points.max { $0.value < $1.value }!
    return .values(count: points.count, lowest: lowest.readableValue, highest: highest.readableValue, last: last.readableValue)
}

/// The base look of a micro chart: its title and value on a line, its subtitle beneath, and its
/// plot across the width below.
struct MicroChartStackedLayout: View {
    let component: String
    let title: ComponentSlot
    let subtitle: ComponentSlot
    let valueLabel: ComponentSlot
    let plot: ComponentSlot

    var body: some View {
        MicroChartLabelling(title: title) {
            VStack(alignment: .leading, spacing: 4) {
                if !title.isEmpty || !valueLabel.isEmpty {
                    HStack(alignment: .firstTextBaseline, spacing: 8) {
                        title.font(.subheadline)
                        Spacer()
                        valueLabel.font(.headline)
                    }
                }
                subtitle.font(.caption).foregroundStyle(Color.theme(.secondaryLabel))
                plot
            }
            // As wide as its container gives; at least 240 px where it is asked its size, but never
            // wider than its container (the theme's `min-width: min(240px, 100%)`), so that a chart
            // in a narrow column of a phone's page does not run off it.
            .frame(maxWidth: .infinity, alignment: .leading)
            .attribute("data-component", component)
        }
    }
}

/// The base look of a round micro chart (a harvey ball, a ring): the plot, then its title, value
/// and subtitle beside it.
struct MicroChartBesideLayout: View {
    let component: String
    let title: ComponentSlot
    let subtitle: ComponentSlot
    let valueLabel: ComponentSlot
    let plot: ComponentSlot

    var body: some View {
        MicroChartLabelling(title: title) {
            HStack(alignment: .center, spacing: 12) {
                plot
                if !title.isEmpty || !valueLabel.isEmpty || !subtitle.isEmpty {
                    VStack(alignment: .leading, spacing: 2) {
                        title.font(.subheadline)
                        valueLabel.font(.headline)
                        subtitle.font(.caption).foregroundStyle(Color.theme(.secondaryLabel))
                    }
                }
            }
            .attribute("data-component", component)
        }
    }
}
