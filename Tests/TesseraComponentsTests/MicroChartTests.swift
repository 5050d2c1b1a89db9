import Tessera
import TesseraComponents
import TesseraGallery
import Testing

// The micro charts as components: built three ways alike, escaped, named for assistive
// technologies, marked disabled, restyled. MicroChartPlotTests draws their data.

private struct Line: LineMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: LinePlot }
private struct Area: AreaMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: AreaPlot }
private struct Column: ColumnMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: ColumnPlot }
private struct Comparison: ComparisonMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: ComparisonPlot }
private struct Stacked: StackedBarMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: StackedBarPlot }
private struct Bullet: BulletMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: BulletPlot }
private struct Harvey: HarveyBallMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: HarveyBallPlot }
private struct Radial: RadialMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: RadialPlot }
private struct Waterfall: WaterfallMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: WaterfallPlot }
private struct Combined: CombinedMicroChartModel { var title: String?; var subtitle: String?; var valueLabel: String?; var plot: CombinedPlot }

/// The plot alone, without its title: what a style of one's own can do.
private struct PlotOnly: LineMicroChartStyle {
    func makeBody(configuration: LineMicroChartConfiguration) -> some View {
        configuration.plot
    }
}

private struct BulletValueOnly: BulletMicroChartStyle {
    func makeBody(configuration: BulletMicroChartConfiguration) -> some View {
        configuration.valueLabel
    }
}

private let title = tricky("Revenue"), subtitle = tricky("EUR k"), value = tricky("EUR 30 k")
private let label = tricky("Jan")

/// The start tag of `html`'s first element: the component's root.
private func root(_ html: String) -> Substring {
    html.prefix { $0 != ">" }
}

@Suite("Micro charts: three ways alike, escaped, accessible")
struct MicroChartTests {
    /// Expects the three renderings alike, the texts escaped, and the root marked as `name`.
    private func expectAlike(_ byValues: String, _ byBuilders: String, _ byModel: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(byValues == byBuilders, sourceLocation: sourceLocation)
        #expect(byValues == byModel, sourceLocation: sourceLocation)
        expectEscaped(byValues, [title, subtitle, value, label], sourceLocation: sourceLocation)
        #expect(root(byValues).contains(#"data-component="\#(name)""#), "\(byValues)", sourceLocation: sourceLocation)
        #expect(byValues.contains(#"class="t-visually-hidden""#), "a table of the data", sourceLocation: sourceLocation)
    }

    @Test func aLineChartIsTheSameThreeWays() {
        let plot = LinePlot([MicroChartPoint(label, 12), MicroChartPoint("Feb", 30)])
        expectAlike(
            render(LineMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot)),
            render(LineMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }),
            render(LineMicroChart(model: Line(title: title, subtitle: subtitle, valueLabel: value, plot: plot))),
            name: "LineMicroChart"
        )
    }

    @Test func anAreaChartIsTheSameThreeWays() {
        let plot = AreaPlot([12, 30], labels: [label])
        expectAlike(
            render(AreaMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot)),
            render(AreaMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }),
            render(AreaMicroChart(model: Area(title: title, subtitle: subtitle, valueLabel: value, plot: plot))),
            name: "AreaMicroChart"
        )
    }

    @Test func aColumnChartIsTheSameThreeWays() {
        let plot = ColumnPlot([12, 30], labels: [label])
        expectAlike(
            render(ColumnMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot)),
            render(ColumnMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }),
            render(ColumnMicroChart(model: Column(title: title, subtitle: subtitle, valueLabel: value, plot: plot))),
            name: "ColumnMicroChart"
        )
    }

    @Test func aComparisonChartIsTheSameThreeWays() {
        let plot = ComparisonPlot([MicroChartPoint(label, 12, valueText: tricky("12 t")), MicroChartPoint("Feb", 30)])
        let html = render(ComparisonMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot))
        expectAlike(
            html,
            render(ComparisonMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }),
            render(ComparisonMicroChart(model: Comparison(title: title, subtitle: subtitle, valueLabel: value, plot: plot))),
            name: "ComparisonMicroChart"
        )
        expectEscaped(html, [tricky("12 t")])
    }

    @Test func aStackedBarChartIsTheSameThreeWays() {
        let plot = StackedBarPlot([12, 30], labels: [label])
        expectAlike(
            render(StackedBarMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot)),
            render(StackedBarMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }),
            render(StackedBarMicroChart(model: Stacked(title: title, subtitle: subtitle, valueLabel: value, plot: plot))),
            name: "StackedBarMicroChart"
        )
    }

    @Test func aBulletChartIsTheSameThreeWays() {
        let plot = BulletPlot(actual: 72, target: 100, thresholds: [MicroChartPoint(label, 50)])
        expectAlike(
            render(BulletMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot)),
            render(BulletMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }),
            render(BulletMicroChart(model: Bullet(title: title, subtitle: subtitle, valueLabel: value, plot: plot))),
            name: "BulletMicroChart"
        )
    }

    @Test func aHarveyBallChartIsTheSameThreeWays() {
        let plot = HarveyBallPlot(3, of: 4)
        let byValues = render(HarveyBallMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot))
        #expect(byValues == render(HarveyBallMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }))
        #expect(byValues == render(HarveyBallMicroChart(model: Harvey(title: title, subtitle: subtitle, valueLabel: value, plot: plot))))
        expectEscaped(byValues, [title, subtitle, value])
        #expect(root(byValues).contains(#"data-component="HarveyBallMicroChart""#))
    }

    @Test func aRadialChartIsTheSameThreeWays() {
        let plot = RadialPlot(18, of: 25)
        let byValues = render(RadialMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot))
        #expect(byValues == render(RadialMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }))
        #expect(byValues == render(RadialMicroChart(model: Radial(title: title, subtitle: subtitle, valueLabel: value, plot: plot))))
        expectEscaped(byValues, [title, subtitle, value])
        #expect(root(byValues).contains(#"data-component="RadialMicroChart""#))
    }

    @Test func aWaterfallChartIsTheSameThreeWays() {
        let plot = WaterfallPlot(start: MicroChartPoint(tricky("Opening"), 120), changes: [MicroChartPoint(label, 45)], totalLabel: tricky("Total"))
        let html = render(WaterfallMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot))
        expectAlike(
            html,
            render(WaterfallMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }),
            render(WaterfallMicroChart(model: Waterfall(title: title, subtitle: subtitle, valueLabel: value, plot: plot))),
            name: "WaterfallMicroChart"
        )
        expectEscaped(html, [tricky("Opening"), tricky("Total")])
    }

    @Test func aCombinedChartIsTheSameThreeWays() {
        let plot = CombinedPlot(columns: [12, 30], labels: [label], line: [20, 25], columnsName: tricky("Actual"), lineName: tricky("Plan"))
        let html = render(CombinedMicroChart(title: title, subtitle: subtitle, valueLabel: value, plot: plot))
        expectAlike(
            html,
            render(CombinedMicroChart { Text(title) } subtitle: { Text(subtitle) } valueLabel: { Text(value) } plot: { plot }),
            render(CombinedMicroChart(model: Combined(title: title, subtitle: subtitle, valueLabel: value, plot: plot))),
            name: "CombinedMicroChart"
        )
        expectEscaped(html, [tricky("Actual"), tricky("Plan")])
    }

    @Test func thePictureIsNamedByTheTitleAndASummary() {
        let html = render(LineMicroChart(title: "Revenue", plot: LinePlot([12, 18, 15, 22, 30], labels: ["Jan", "Feb", "Mar", "Apr", "May"])))
        let svg = plotSVG(in: html)
        #expect(attribute("role", in: svg) == "img")
        #expect(pictureName(svg) == "Revenue: 5 values from 12 to 30, last 30", "\(svg)")
        #expect(html.contains(#"<span class="t-font-subheadline">Revenue</span>"#), "the title shown")
        // The table of data is captioned by the title too, and holds every label and value.
        #expect(html.contains(#"<div class="t-visually-hidden"><table><caption>Revenue</caption>"#), "\(html)")
        #expect(tableRows(in: html) == [["Jan", "12"], ["Feb", "18"], ["Mar", "15"], ["Apr", "22"], ["May", "30"]])
        #expect(html.contains(#"<th scope="col">Label</th><th scope="col">Value</th>"#))
        #expect(html.contains(#"<th scope="row">Jan</th><td>12</td>"#))
    }

    @Test func everyChartNamesItsPictureByItsTitleAndSummaryAndCaptionsItsTable() {
        let charts: [(summary: String, chart: AnyView)] = [
            ("2 values from 1 to 2, last 2", AnyView(LineMicroChart(title: "T", plot: [1, 2]))),
            ("2 values from 1 to 2, last 2", AnyView(AreaMicroChart(title: "T", plot: [1, 2]))),
            ("2 values from 1 to 2, last 2", AnyView(ColumnMicroChart(title: "T", plot: [1, 2]))),
            ("2 values from 1 to 2, largest B", AnyView(ComparisonMicroChart(title: "T", plot: ComparisonPlot([1, 2], labels: ["A", "B"])))),
            ("2 parts, total 3", AnyView(StackedBarMicroChart(title: "T", plot: StackedBarPlot([1, 2])))),
            ("Actual 1, target 2", AnyView(BulletMicroChart(title: "T", plot: BulletPlot(actual: 1, target: 2)))),
            ("1 of 2, 50%", AnyView(HarveyBallMicroChart(title: "T", plot: HarveyBallPlot(1, of: 2)))),
            ("50%", AnyView(RadialMicroChart(title: "T", plot: RadialPlot(0.5)))),
            ("2 changes, total 1", AnyView(WaterfallMicroChart(title: "T", plot: WaterfallPlot(changes: [2, -1])))),
            ("2 values: Columns from 1 to 2, Line from 2 to 3", AnyView(CombinedMicroChart(title: "T", plot: CombinedPlot(columns: [1, 2], line: [3, 2])))),
        ]
        for (summary, chart) in charts {
            let html = render(chart)
            #expect(pictureName(plotSVG(in: html)) == "T: " + summary)
            #expect(html.contains(#"<div class="t-visually-hidden"><table><caption>T</caption><thead>"#), "\(html)")
        }
    }

    @Test func aTitleOfAnyViewNamesThePictureByItsText() {
        let html = render(LineMicroChart {
            Label(tricky("Revenue"), systemImage: "chart.bar")
        } plot: {
            LinePlot([12, 30])
        })
        #expect(pictureName(plotSVG(in: html)) == "Revenue &lt;i&gt;&amp;amp;&lt;/i&gt; \"q\" 'a': 2 values from 12 to 30, last 30")
        expectEscaped(html, [tricky("Revenue")])
    }

    @Test func twoChartsOnAPageAreNamedEachByItsOwnTitle() {
        let html = render(VStack {
            LineMicroChart(title: "Revenue", plot: [1, 2])
            LineMicroChart(title: "Cost", plot: [3, 4])
        })
        #expect(svgs(in: html).compactMap(pictureName) == ["Revenue: 2 values from 1 to 2, last 2", "Cost: 2 values from 3 to 4, last 4"])
        #expect(!html.contains(" id="), "no ids to collide")
    }

    @Test func withoutATitleThePictureIsNamedByItsSummaryOrItsOwnTitle() {
        let alone = render(LineMicroChart(plot: [12, 30]))
        #expect(pictureName(plotSVG(in: alone)) == "2 values from 12 to 30, last 30")
        #expect(!alone.contains("<caption>"))
        let named = render(LinePlot([12, 30], title: tricky("Margin")))
        #expect(pictureName(plotSVG(in: named)) == "Margin &lt;i&gt;&amp;amp;&lt;/i&gt; \"q\" 'a': 2 values from 12 to 30, last 30")
        #expect(named.contains("<caption>Margin &lt;i&gt;"), "the table is captioned by the plot's own title")
        // A style that shows the plot without the title: the plot names itself.
        let restyled = render(LineMicroChart(title: "Revenue", plot: LinePlot([12, 30], title: "Revenue")).lineMicroChartStyle(PlotOnly()))
        #expect(pictureName(plotSVG(in: restyled)) == "Revenue: 2 values from 12 to 30, last 30")
    }

    @Test func chartsAreMarkedDisabledOnTheirRoot() {
        let charts: [any View] = [
            LineMicroChart(title: "A", plot: [1, 2]).disabled(), AreaMicroChart(title: "A", plot: [1, 2]).disabled(),
            ColumnMicroChart(title: "A", plot: [1, 2]).disabled(), ComparisonMicroChart(title: "A", plot: ComparisonPlot([1, 2])).disabled(),
            StackedBarMicroChart(title: "A", plot: StackedBarPlot([1, 2])).disabled(),
            BulletMicroChart(title: "A", plot: BulletPlot(actual: 1)).disabled(),
            HarveyBallMicroChart(title: "A", plot: HarveyBallPlot(0.5)).disabled(), RadialMicroChart(title: "A", plot: RadialPlot(0.5)).disabled(),
            WaterfallMicroChart(title: "A", plot: WaterfallPlot(changes: [1, -1])).disabled(),
            CombinedMicroChart(title: "A", plot: CombinedPlot(columns: [1, 2], line: [2, 1])).disabled(),
        ]
        for chart in charts {
            let html = render(AnyView(chart))
            #expect(root(html).contains(#"aria-disabled="true""#) && root(html).contains("data-component="), "\(root(html))")
        }
    }

    @Test func aStyleOfOnesOwnReplacesTheLook() {
        #expect(render(BulletMicroChart(title: "Budget", valueLabel: "EUR 86 k", plot: BulletPlot(actual: 86, target: 80)).bulletMicroChartStyle(BulletValueOnly())) == "EUR 86 k")
    }

    @Test func slotsLeftOutWriteNothing() {
        let html = render(ColumnMicroChart(plot: [1, 2]))
        #expect(!html.contains("t-hstack"), "no row for a title and value that are not there: \(html)")
        #expect(!html.contains("t-font-caption"), "no subtitle")
    }
}

@Suite("Micro charts in key figures")
struct MicroChartKPITests {
    @Test func aKeyFigureWithoutATrendIsAsItWas() {
        #expect(render(KPIItem(kpi: "1,284")) == #"<div class="t-vstack t-align-leading" style="gap:2px" data-component="KPIItem"><span class="t-font-largeTitle">1,284</span></div>"#)
        #expect(render(KPIItem(kpi: "1,284", subtitle: "Open orders")) == render(KPIItem(kpi: "1,284", subtitle: "Open orders", trend: nil)))
    }

    @Test func aTrendStandsBesideTheFigureNamedByItsSubtitle() {
        let html = render(KPIItem(kpi: "EUR 30 k", subtitle: tricky("Revenue"), trend: [12, 18, 30]))
        #expect(root(html).contains(#"data-component="KPIItem""#))
        #expect(pictureName(plotSVG(in: html)) == "Revenue &lt;i&gt;&amp;amp;&lt;/i&gt; \"q\" 'a': 3 values from 12 to 30, last 30")
        #expect(html.contains(#"<div class="t-frame" style="width:112px"><div class="t-micro-chart""#), "beside the figure, at a width of its own")
        expectEscaped(html, [tricky("Revenue")])
        // The same three ways.
        #expect(html == render(KPIItem { Text("EUR 30 k") } subtitle: { Text(tricky("Revenue")) } trend: { LinePlot([12, 18, 30]) }))
    }

    @Test func aHeaderFigureTakesATrend() {
        let html = render(KPIHeader(items: [.kpi("EUR 30 k", subtitle: "Revenue", trend: [1, 2, 3]), .kpi("17", subtitle: "Overdue")]))
        #expect(svgs(in: html).count == 1)
        #expect(html.contains(#"data-plot="line""#))
    }
}

@Suite("Micro charts: the chart palette")
struct MicroChartPaletteTests {
    @Test(arguments: Theme.ColorScheme.allCases)
    func everyChartColourStandsOutFromEveryBackground(scheme: Theme.ColorScheme) {
        // Marks are not text: WCAG asks 3:1 of graphics (1.4.11).
        for token in ColorToken.chartPalette {
            #expect(token.isChart && !token.isText && !token.isBackground)
            for background in ColorToken.allCases where background.isBackground {
                let ratio = Theme.standard.color(token, in: scheme).contrastRatio(with: Theme.standard.color(background, in: scheme))
                #expect(ratio >= 3, "\(token) on \(background) in \(scheme): \(ratio)")
            }
        }
    }

    @Test func theChartColoursAreVariablesOfTheThemeInBothPalettes() {
        let css = Theme.standard.css
        for token in ColorToken.chartPalette {
            #expect(css.components(separatedBy: "--\(token.variableName):").count - 1 == 4, "\(token) in every palette block")
        }
        let svg = plotSVG(in: render(ColumnPlot([1, 2], color: .chart3)))
        #expect(svg.contains("fill:var(--tc-chart3)"))
        #expect(!svg.contains("#"), "no fixed hue in the picture")
    }
}

@Suite("Micro charts in the gallery")
struct MicroChartGalleryTests {
    private static let charts = [
        "LineMicroChart", "AreaMicroChart", "ColumnMicroChart", "ComparisonMicroChart", "StackedBarMicroChart", "BulletMicroChart",
        "HarveyBallMicroChart", "RadialMicroChart", "WaterfallMicroChart", "CombinedMicroChart",
    ]

    @Test(arguments: charts)
    func eachChartHasAPageInEveryForm(name: String) throws {
        let page = try #require(ComponentGallery.pages.first { $0.name == name }, "the gallery lists \(name)")
        let html = render(page.content)
        for caption in ["View builders", "Plain values", "A model", "Restyled", "Disabled", "Light", "Dark"] {
            #expect(html.contains(#"data-specimen="\#(caption)""#), "\(name): \(caption)")
        }
        #expect(html.contains(#"data-component="\#(name)""#))
        #expect(html.contains(#"aria-disabled="true""#))
        #expect(html.firstMatch(of: /(?i)\bnan\b/) == nil)
    }
}
