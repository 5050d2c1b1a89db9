import Foundation
import Tessera
import TesseraComponents
import Testing

private struct Region: KPIItemModel {
    var kpi: String
    var subtitle: String?
    var icon: Image? = nil
}

private struct Budget: KPIProgressItemModel {
    var kpi: String
    var fraction: ProgressFraction?
    var subtitle: String?
    var footnote: String? = nil
}

/// The figures one above the other.
private struct Stacked: KPIHeaderStyle {
    func makeBody(configuration: KPIHeaderConfiguration) -> some View {
        VStack {
            for item in configuration.items { item }
        }
    }
}

@Suite("KPIHeader")
struct KPIHeaderTests {
    @Test func fromDataByIdItIsTheHeaderOfTheElementsModels() {
        let regions = (1...6).map { Region(kpi: "\($0),000", subtitle: tricky("Region \($0)")) }
        let byItems = render(KPIHeader(items: regions.prefix(4).map(KPIHeaderItem.init(model:))))
        #expect(render(KPIHeader(regions, id: \.subtitle)) == byItems, "the first four, as KPIItems")
        #expect(render(KPIHeader(regions, id: \.subtitle) { KPIHeaderItem(model: $0) }) == byItems)
        let budgets = [Budget(kpi: "72%", fraction: 0.72, subtitle: "Budget")]
        #expect(render(KPIHeader(budgets, id: \.kpi)) == render(KPIHeader(items: [.progress("72%", fraction: 0.72, subtitle: "Budget")])))
        expectEscaped(byItems, [tricky("Region 1")])
    }

    @Test func eachItemIsTheKPIItOrItsModelMakes() {
        let kpi = tricky("1,284"), subtitle = tricky("Open orders")
        #expect(render(KPIHeaderItem.kpi(kpi, subtitle: subtitle)) == render(KPIItem(kpi: kpi, subtitle: subtitle)))
        #expect(render(KPIHeaderItem(model: Region(kpi: kpi, subtitle: subtitle))) == render(KPIItem(kpi: kpi, subtitle: subtitle)))
        #expect(render(KPIHeaderItem.progress(kpi, fraction: 0.5, subtitle: subtitle)) == render(KPIProgressItem(kpi: kpi, fraction: 0.5, subtitle: subtitle)))
        #expect(render(KPIHeaderItem(model: Budget(kpi: kpi, fraction: 0.5, subtitle: subtitle))) == render(KPIProgressItem(kpi: kpi, fraction: 0.5, subtitle: subtitle)))
        expectEscaped(render(KPIHeader(items: [.kpi(kpi, subtitle: subtitle)])), [kpi, subtitle])
    }

    @Test func oneFigureIsAColumnOfTheHeader() {
        #expect(render(KPIHeader(items: [.kpi("1,284")])) == #"<div class="t-hstack t-align-top" style="gap:16px" data-component="KPIHeader"><div class="t-frame t-frame-h-leading t-fill-width"><div class="t-vstack t-align-leading" style="gap:2px" data-component="KPIItem"><span class="t-font-largeTitle">1,284</span></div></div></div>"#)
    }

    @Test func itShowsAtMostFourFiguresAndDropsTheRest() {
        #expect(KPIHeader.maximumItems == 4)
        let items: [KPIHeaderItem] = (1...6).map { .kpi("figure \($0)") }
        let html = render(KPIHeader(items: items))
        for shown in 1...4 { #expect(html.contains("figure \(shown)<")) }
        #expect(!html.contains("figure 5") && !html.contains("figure 6"))
        #expect(KPIHeaderConfiguration(items: items).items.count == 4)
    }

    @Test func everyFigureIsLaidOutAlike() {
        let html = render(KPIHeader(items: [.kpi("1"), .progress("72%", fraction: 0.72), .kpi("3")]))
        let columns = html.components(separatedBy: #"<div class="t-frame t-frame-h-leading t-fill-width">"#).count - 1
        #expect(columns == 3, "each figure in a column of the same width")
        #expect(html.components(separatedBy: #"<hr class="t-divider">"#).count - 1 == 2, "a rule between columns")
    }

    @Test func aStyleOfOnesOwnReplacesTheLookOfAllFigures() {
        let html = render(KPIHeader(items: [.kpi("1"), .kpi("2")]).kpiHeaderStyle(Stacked()))
        #expect(html.hasPrefix(#"<div class="t-vstack"><div class="t-vstack t-align-leading" style="gap:2px" data-component="KPIItem">"#))
        #expect(!html.contains(#"data-component="KPIHeader""#))
    }
}

/// The views one above the other.
private struct Column: KPILayoutContainerStyle {
    func makeBody(configuration: KPILayoutContainerConfiguration) -> some View {
        VStack {
            for item in configuration.items { item }
        }
    }
}

@Suite("KPILayoutContainer")
struct KPILayoutContainerTests {
    private struct Plant: Identifiable {
        var id: String
        var orders: Int
    }

    @Test func fromDataByIdItIsAViewPerElementEachIdentified() {
        let plants = (1...5).map { Plant(id: "P\($0)", orders: $0 * 10) }
        let html = render(KPILayoutContainer(plants, id: \.id) { plant in KPIItem(kpi: "\(plant.orders)", subtitle: plant.id) })
        #expect(html.components(separatedBy: #"data-component="KPIItem""#).count == 5, "the first four")
        #expect(!html.contains(">P5<"))
        #expect(render(KPILayoutContainer(plants) { plant in KPIItem(kpi: "\(plant.orders)", subtitle: plant.id) }) == html, "Identifiable elements by their id")
        let built = render(KPILayoutContainer {
            for plant in plants.prefix(4) { KPIItem(kpi: "\(plant.orders)", subtitle: plant.id) }
        })
        func withoutIdentities(_ html: String) -> String {
            html.replacingOccurrences(of: #" data-tid="[^"]*""#, with: "", options: .regularExpression)
        }
        #expect(withoutIdentities(html) == withoutIdentities(built), "the same views as the builder's")
    }

    @Test func oneViewIsAColumnOfTheContainer() {
        #expect(render(KPILayoutContainer { Text(tricky("12")) }) == #"<div class="t-hstack t-align-top" style="gap:16px" data-component="KPILayoutContainer"><div class="t-frame t-frame-h-leading t-fill-width"><span>12 &lt;i&gt;&amp;amp;&lt;/i&gt; "q" 'a'</span></div></div>"#)
    }

    @Test func itShowsAtMostFourViewsAndDropsTheRest() {
        #expect(KPILayoutContainer.maximumItems == 4)
        let html = render(KPILayoutContainer {
            Text("one")
            Text("two")
            for number in ["three", "four", "five"] {
                Text(number)
            }
            Text("six")
        })
        for shown in ["one", "two", "three", "four"] { #expect(html.contains(">\(shown)<")) }
        #expect(!html.contains("five") && !html.contains("six"))
    }

    @Test func viewsLeftOutByAConditionAreNotCounted() {
        let showsBudget = false
        let html = render(KPILayoutContainer {
            if showsBudget { Text("budget") }
            Text("a")
            Text("b")
            Text("c")
            if !showsBudget { Text("d") } else { Text("e") }
        })
        #expect(!html.contains("budget") && !html.contains(">e<"))
        for shown in ["a", "b", "c", "d"] { #expect(html.contains(">\(shown)<")) }
    }

    @Test func eachViewKeepsItsOwnStyle() {
        let html = render(KPILayoutContainer {
            KPIItem(kpi: "12", subtitle: "New")
            KPIItem(kpi: "3", subtitle: "Escalated").kpiStyle { $0.foregroundStyle(.red) }
        })
        #expect(html.components(separatedBy: "t-fg-red").count - 1 == 1, "only the second figure is red")
        #expect(html.contains(#"<span class="t-font-largeTitle t-fg-red">3</span>"#))
    }

    @Test func aStyleOfOnesOwnReplacesTheLayout() {
        #expect(render(KPILayoutContainer { Text("a"); Text("b") }.kpiLayoutContainerStyle(Column())) == #"<div class="t-vstack"><span>a</span><span>b</span></div>"#)
    }
}
