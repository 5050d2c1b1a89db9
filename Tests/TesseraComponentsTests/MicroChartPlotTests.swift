import Tessera
import TesseraComponents
import Testing

// The micro charts' plots: what they draw for their data, by meaning (the highest value's column
// is the tallest), and what they draw for data with nothing, little or nonsense in it.

/// Every plot of `values`: for the data that any of them must survive.
private func everyPlot(_ values: [Double]) -> [(name: String, view: AnyView)] {
    let points = values.enumerated().map { MicroChartPoint("P\($0.offset)", $0.element) }
    return [
        ("line", AnyView(LinePlot(values))),
        ("area", AnyView(AreaPlot(values))),
        ("column", AnyView(ColumnPlot(values))),
        ("comparison", AnyView(ComparisonPlot(points))),
        ("stacked bar", AnyView(StackedBarPlot(points))),
        ("bullet", AnyView(BulletPlot(actual: values.first ?? .nan, target: values.last, forecast: values.dropFirst().first, thresholds: points))),
        ("harvey ball", AnyView(HarveyBallPlot(values.first ?? .nan, of: values.last ?? .nan))),
        ("radial", AnyView(RadialPlot(values.first ?? .nan, of: values.last ?? .nan))),
        ("waterfall", AnyView(WaterfallPlot(start: values.first, changes: Array(values.dropFirst())))),
        ("combined", AnyView(CombinedPlot(columns: values, line: values.reversed()))),
    ]
}

@Suite("Micro chart plots: geometry and edge data")
struct MicroChartPlotTests {
    @Test func aPlotWritesItsTableOfDataUnlessToldNotTo() {
        let plot = LinePlot([12, 18, 30], labels: ["Jan", "Feb", "Mar"], title: "Revenue")
        let full = render(plot)
        #expect(full.contains("<table") && full.contains(">Feb</th>"))
        for quiet in [render(plot.microChartDataTables(false)), render(VStack { plot }.microChartDataTables(false))] {
            #expect(!quiet.contains("<table") && !quiet.contains("Feb"))
            // Still a picture, named by its summary.
            #expect(pictureName(plotSVG(in: quiet)) == pictureName(plotSVG(in: full)))
            #expect(quiet.contains("3 values from 12 to 30, last 30"))
        }
        // Told again inside, a chart writes it.
        #expect(render(VStack { plot.microChartDataTables(true) }.microChartDataTables(false)).contains("<table"))
    }

    @Test(arguments: [
        [], [42], [7, 7, 7], [-5, 3, -8, 2], [0, 0], [.nan, 3, .infinity, 5, -.infinity],
        [1e308, -1e308, 1e308], [.greatestFiniteMagnitude, 1], [1e-9, 2e-9], [.nan],
    ] as [[Double]])
    func everyPlotDrawsWellFormedSVGForAnyData(values: [Double]) {
        for (name, plot) in everyPlot(values) {
            let html = render(plot)
            let svg = plotSVG(in: html)
            #expect(attribute("role", in: svg) == "img", "\(name)")
            #expect(!(pictureName(svg) ?? "").isEmpty, "\(name) is named")
            expectWellFormedNumbers(svg)
            #expect(html.firstMatch(of: /(?i)\b(nan|inf|infinity)\b/) == nil, "\(name): \(html)")
        }
    }

    @Test func valuesThatAreNotNumbersAreLeftOut() {
        let plot = LinePlot([.nan, 3, .infinity, 5], labels: ["a", "b", "c", "d"])
        #expect(plot.points.map(\.label) == ["b", "d"])
        #expect(plot.summary == "2 values from 3 to 5, last 5")
        #expect(tableRows(in: render(plot)) == [["b", "3"], ["d", "5"]])
        #expect(CombinedPlot(columns: [1, .nan, 3], line: [4, 5, .nan]).line == [4, nil])
    }

    @Test func summariesOfLittleData() {
        #expect(LinePlot([]).summary == "No values")
        #expect(LinePlot([42]).summary == "1 value, 42")
        #expect(LinePlot([7, 7]).summary == "2 values from 7 to 7, last 7")
        #expect(ColumnPlot([1.5, -2.25]).summary == "2 values from -2.25 to 1.5, last -2.25")
        #expect(LinePlot([0.1234, 1]).summary == "2 values from 0.1234 to 1, last 1")
        #expect(StackedBarPlot([]).summary == "No values")
        #expect(BulletPlot(actual: .nan, target: 5).summary == "No actual value, target 5")
        #expect(WaterfallPlot(changes: []).summary == "0 changes, total 0")
        #expect(CombinedPlot(columns: [], line: []).summary == "No values")
        // No values: a named picture, and no table of nothing.
        let empty = render(LinePlot([]))
        #expect(pictureName(plotSVG(in: empty)) == "No values")
        #expect(!empty.contains("<table"))
        #expect(!plotSVG(in: empty).contains("<polyline"))
    }

    // MARK: Line and area

    @Test func aLineRisesToItsHighestValueAndMarksItsLast() {
        let svg = plotSVG(in: render(LinePlot([10, 30, 20])))
        let points = polylinePoints(in: svg)
        #expect(points.count == 3)
        #expect(points[1].y < points[2].y && points[2].y < points[0].y, "30 highest, 10 lowest: \(points)")
        #expect(points[0].x < points[1].x && points[1].x < points[2].x)
        #expect(svg.contains(#"<path d="M\#(ChartTestNumber.svg(points[2].x)) \#(ChartTestNumber.svg(points[2].y))h0""#), "a dot on the last value")
        #expect(svg.contains(#"preserveAspectRatio="none""#) && svg.contains(#"vector-effect="non-scaling-stroke""#))
        #expect(svg.contains(#"style="display:block;width:100%;height:48px;overflow:visible""#))
    }

    @Test func oneValueIsADotInTheMiddleAndEqualValuesALevelLine() {
        let one = plotSVG(in: render(LinePlot([42])))
        #expect(!one.contains("<polyline"))
        #expect(one.contains(#"<path d="M100 24h0""#), "\(one)")
        let level = polylinePoints(in: plotSVG(in: render(LinePlot([7, 7, 7]))))
        #expect(Set(level.map(\.y)) == [24])
    }

    @Test func anAreaGrowsFromZero() {
        let svg = plotSVG(in: render(AreaPlot([10, 20])))
        #expect(svg.contains("<polygon"))
        // Zero at the bottom (inset by 2), 20 at the top.
        #expect(svg.contains(#"<polygon points="0,46 0,24 200,2 200,46""#), "\(svg)")
    }

    // MARK: Columns

    @Test func theHighestValuesColumnIsTheTallest() {
        let columns = rects(in: plotSVG(in: render(ColumnPlot([12, 30, 18]))))
        #expect(columns.count == 3)
        #expect(columns[1].height == 48, "the highest fills the height")
        #expect(columns[0].height == 19.2 && columns[2].height == 28.8, "the others in proportion: \(columns)")
        #expect(columns.allSatisfy { abs($0.y + $0.height - 48) < 0.01 }, "all stand on the zero line")
        #expect(columns.allSatisfy { $0.width == columns[0].width })
    }

    @Test func negativeColumnsHangFromTheZeroLine() {
        let svg = plotSVG(in: render(ColumnPlot([10, -30])))
        let columns = rects(in: svg)
        // The range is -30…10: zero is a quarter of the way down.
        #expect(columns[0].y == 0 && columns[0].height == 12)
        #expect(columns[1].y == 12 && columns[1].height == 36)
        #expect(svg.contains("<polyline points=\"0,12 200,12\""), "a zero line")
    }

    @Test func aPointsOwnColourColoursItsColumn() {
        let columns = rects(in: plotSVG(in: render(ColumnPlot([MicroChartPoint("Q1", 5), MicroChartPoint("Q2", -3, color: .negativeLabel)]))))
        #expect(columns[0].style == "fill:var(--tc-chart1)")
        #expect(columns[1].style == "fill:var(--tc-negativeLabel)")
    }

    @Test func aTinyValueStillShows() {
        let columns = rects(in: plotSVG(in: render(ColumnPlot([1_000_000, 1]))))
        #expect(columns[1].height == 1)
    }

    // MARK: Comparison

    @Test func theLargestValuesBarIsTheLongestAndLabelsStandBesideTheBars() {
        let html = render(ComparisonPlot([420, 310, 45], labels: ["Hamburg", "Munich", tricky("Leipzig")]))
        let bars = rects(in: plotSVG(in: html))
        #expect(bars.map(\.width) == [200, 147.62, 21.43])
        #expect(bars.map(\.y) == [5, 27, 49], "a row a bar")
        #expect(ComparisonPlot([420, 310, 45], labels: ["Hamburg", "Munich", "Leipzig"]).summary == "3 values from 45 to 420, largest Hamburg")
        #expect(html.contains(#"aria-hidden="true""#), "the visible labels are the table's again")
        #expect(html.contains(">Hamburg</div>") && html.contains(">420</div>"))
        expectEscaped(html, [tricky("Leipzig")])
    }

    @Test func aMaximumFixesTheFullLength() {
        let bars = rects(in: plotSVG(in: render(ComparisonPlot([250, 600], maximum: 500))))
        #expect(bars[0].width == 83.33 && bars[1].width == 200, "beyond the maximum, the largest value is the end")
        let within = rects(in: plotSVG(in: render(ComparisonPlot([250, 100], maximum: 500))))
        #expect(within.map(\.width) == [100, 40])
    }

    // MARK: Stacked bar

    @Test func eachSegmentIsItsShare() {
        let html = render(StackedBarPlot([MicroChartPoint("Lead", 50), MicroChartPoint("Won", 25, color: .positiveLabel), MicroChartPoint("Lost", 25)]))
        let segments = rects(in: plotSVG(in: html)).dropFirst()   // the track first
        #expect(segments.map(\.x) == [0, 100, 150])
        #expect(segments.map(\.width) == [100, 50, 50])
        #expect(segments.map(\.style) == ["fill:var(--tc-chart1)", "fill:var(--tc-positiveLabel)", "fill:var(--tc-chart3)"])
        #expect(tableRows(in: html) == [["Lead", "50", "50%"], ["Won", "25", "25%"], ["Lost", "25", "25%"]])
    }

    @Test func aTotalLeavesTheRestEmptyAndNegativePartsDrawNothing() {
        let plot = StackedBarPlot([MicroChartPoint("Spent", 300), MicroChartPoint("Refund", -50), MicroChartPoint("Committed", 100)], total: 800)
        let segments = rects(in: plotSVG(in: render(plot))).dropFirst()
        #expect(segments.map(\.width) == [75, 25])
        #expect(plot.summary == "3 parts, 400 of 800")
    }

    // MARK: Bullet

    @Test func theBarIsProportionalToTheActualAndTheTargetMarksIt() {
        let svg = plotSVG(in: render(BulletPlot(actual: 50, target: 80, maximum: 100)))
        let bars = rects(in: svg)
        #expect(bars[0].width == 200, "the track")
        #expect(bars[1].x == 0 && bars[1].width == 100, "50 of 100 is half: \(bars)")
        #expect(svg.contains(#"<polyline points="160,3 160,25""#), "the target at 80")
        #expect(bars[1].style == "fill:var(--tc-criticalLabel)", "short of the target")
    }

    @Test func theBarsColourSaysWhetherTheTargetIsMet() {
        #expect(BulletPlot(actual: 100, target: 80).barColor == .positiveLabel)
        #expect(BulletPlot(actual: 60, target: 80).barColor == .criticalLabel)
        #expect(BulletPlot(actual: 86, target: 80, improvement: .minimize).barColor == .criticalLabel)
        #expect(BulletPlot(actual: 70, target: 80, improvement: .minimize).barColor == .positiveLabel)
        #expect(BulletPlot(actual: 70).barColor == .chart1)
        #expect(BulletPlot(actual: 70, target: 80, color: .chart5).barColor == .chart5)
    }

    @Test func withoutAMaximumTheLargestValueIsTheEnd() {
        let html = render(BulletPlot(actual: 150, target: 100, forecast: 120, thresholds: [MicroChartPoint("Alert", 60, color: .negativeLabel)]))
        let bars = rects(in: plotSVG(in: html))
        #expect(bars[1].width == 160 && bars[1].style.contains("opacity:0.35"), "the forecast behind")
        #expect(bars[2].width == 200, "the actual, the largest")
        #expect(plotSVG(in: html).contains("stroke:var(--tc-negativeLabel)"), "the threshold in its colour")
        #expect(tableRows(in: html) == [["Actual", "150"], ["Target", "100"], ["Forecast", "120"], ["Alert", "60"]])
        #expect(BulletPlot(actual: 150, target: 100, forecast: 120).summary == "Actual 150, target 100, forecast 120")
    }

    // MARK: Harvey ball and radial

    @Test func aHarveyBallFillsItsFraction() {
        #expect(HarveyBallPlot(3, of: 4).fraction == 0.75)
        #expect(HarveyBallPlot(5, of: 4).fraction == 1 && HarveyBallPlot(-1, of: 4).fraction == 0 && HarveyBallPlot(1, of: 0).fraction == 0)
        #expect(HarveyBallPlot(.nan, of: 4).fraction == 0)
        let quarter = plotSVG(in: render(HarveyBallPlot(1, of: 4)))
        #expect(quarter.contains(#"<path d="M20 20L20 2A18 18 0 0 1 38 20Z""#), "a quarter from the top, clockwise: \(quarter)")
        #expect(!quarter.contains("preserveAspectRatio"), "a circle keeps its shape")
        #expect(quarter.contains("width:40px;height:40px"))
        #expect(plotSVG(in: render(HarveyBallPlot(1))).components(separatedBy: "<circle").count == 3, "the whole: a full circle")
        #expect(!plotSVG(in: render(HarveyBallPlot(0))).contains("<path"), "nothing: no slice")
        #expect(HarveyBallPlot(3, of: 4).summary == "3 of 4, 75%")
    }

    @Test func aRingShowsItsPercentageInTheMiddle() {
        let svg = plotSVG(in: render(RadialPlot(18, of: 25)))
        #expect(svg.contains(">72%</text>"))
        #expect(pictureName(svg) == "72%")
        #expect(svg.contains("A20 20 0 1 1"), "more than half: the large arc")
        #expect(RadialPlot(2).fraction == 1 && RadialPlot(-2).fraction == 0)
        #expect(render(RadialPlot(.infinity)).contains(">0%</text>"))
    }

    // MARK: Waterfall

    @Test func changesFloatFromWhereTheLastLeftOff() {
        let plot = WaterfallPlot(start: MicroChartPoint("Opening", 100), changes: [MicroChartPoint("Sales", 50), MicroChartPoint("Costs", -75)])
        #expect(plot.total == 75)
        let columns = rects(in: plotSVG(in: render(plot)))
        #expect(columns.count == 4)
        // Range 0…150 over 48: the opening from 0 to 100, sales 100 to 150, costs 150 to 75, total 0 to 75.
        #expect(columns[0].y == 16 && columns[0].height == 32)
        #expect(columns[1].y == 0 && columns[1].height == 16 && columns[1].style == "fill:var(--tc-positiveLabel)")
        #expect(columns[2].y == 0 && columns[2].height == 24 && columns[2].style == "fill:var(--tc-negativeLabel)")
        #expect(columns[3].y == 24 && columns[3].height == 24 && columns[3].style == "fill:var(--tc-chart1)")
        #expect(tableRows(in: render(plot)) == [["Opening", "100"], ["Sales", "+50"], ["Costs", "-75"], ["Total", "75"]])
        #expect(plot.summary == "Opening 100, 2 changes, total 75")
        #expect(rects(in: plotSVG(in: render(WaterfallPlot(changes: [5, -3], totalLabel: nil)))).count == 2)
    }

    @Test func smallChangesBesideLargeLevelsAreDrawnInARangeAboveZero() {
        let plot = WaterfallPlot(start: MicroChartPoint("Budget", 500), changes: [MicroChartPoint("Fleet", 28), MicroChartPoint("IT", -14)])
        // The range is 472…528: the levels' spread (28) below the lowest level.
        let columns = rects(in: plotSVG(in: render(plot)))
        #expect(columns.map(\.y) == [24, 0, 0, 12])
        #expect(columns.map(\.height) == [24, 24, 12, 36], "each change half the height or a quarter, not a sliver")
        // A level at or below zero keeps zero in the range.
        let belowZero = rects(in: plotSVG(in: render(WaterfallPlot(start: MicroChartPoint("Cash", 5), changes: [MicroChartPoint("Loss", -6)]))))
        #expect(belowZero[0].y == 0 && belowZero[0].height == 40, "the range is -1…5: \(belowZero)")
    }

    // MARK: Combined

    @Test func theLineCrossesTheColumnsValueForValue() {
        let html = render(CombinedPlot(columns: [10, 20], labels: ["Jan", "Feb"], line: [20, 10, 99], columnsName: "Actual", lineName: "Plan"))
        let svg = plotSVG(in: html)
        let columns = rects(in: svg)
        // 4 pixels of room above the highest value for the dots.
        #expect(columns.map(\.height) == [22, 44])
        #expect(polylinePoints(in: svg).map(\.x) == [50, 150], "on the columns' middles; the extra value left out")
        #expect(polylinePoints(in: svg).map(\.y) == [4, 26])
        #expect(svg.contains("stroke:var(--tc-chart2)"))
        #expect(tableRows(in: html) == [["Jan", "10", "20"], ["Feb", "20", "10"]])
        #expect(html.contains(#"<th scope="col">Actual</th><th scope="col">Plan</th>"#))
        #expect(CombinedPlot(columns: [10, 20], line: [20, 10], columnsName: "Actual", lineName: "Plan").summary == "2 values: Actual from 10 to 20, Plan from 10 to 20")
    }
}

/// Numbers as the plots write them, to build expected markup from measured coordinates.
enum ChartTestNumber {
    static func svg(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
