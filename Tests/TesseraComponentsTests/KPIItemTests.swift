import Tessera
import TesseraComponents
import Testing

private struct Figure: KPIItemModel {
    var kpi: String
    var subtitle: String?
    var icon: Image?
}

private struct Target: KPIProgressItemModel {
    var kpi: String
    var fraction: ProgressFraction?
    var subtitle: String?
    var footnote: String?
}

/// The figure and what it counts, in a sentence.
private struct Sentence: KPIItemStyle {
    func makeBody(configuration: KPIItemConfiguration) -> some View {
        HStack {
            configuration.kpi
            configuration.subtitle
        }
    }
}

/// The bar alone.
private struct BarOnly: KPIProgressItemStyle {
    func makeBody(configuration: KPIProgressItemConfiguration) -> some View {
        configuration.fraction
    }
}

@Suite("KPIItem and KPIProgressItem")
struct KPIItemTests {
    @Test func theThreeInitializersOfAKPIRenderTheSameForTheSameContent() {
        let kpi = tricky("1,284"), subtitle = tricky("Open orders")
        let icon = Image(systemName: "cart")
        let byValues = render(KPIItem(kpi: kpi, subtitle: subtitle, icon: icon))
        #expect(byValues == render(KPIItem { Text(kpi) } subtitle: { Text(subtitle) } icon: { icon }))
        #expect(byValues == render(KPIItem(model: Figure(kpi: kpi, subtitle: subtitle, icon: icon))))
        expectEscaped(byValues, [kpi, subtitle])
    }

    @Test func aKPIAloneIsTheFigure() {
        #expect(render(KPIItem(kpi: "1,284")) == #"<div class="t-vstack t-align-leading" style="gap:2px" data-component="KPIItem"><span class="t-font-largeTitle">1,284</span></div>"#)
    }

    @Test func theThreeInitializersOfAProgressKPIRenderTheSameForTheSameContent() {
        let kpi = tricky("18 of 25"), subtitle = tricky("Inspections"), footnote = tricky("Due Friday")
        let byValues = render(KPIProgressItem(kpi: kpi, fraction: ProgressFraction(18, of: 25), subtitle: subtitle, footnote: footnote))
        #expect(byValues == render(KPIProgressItem {
            Text(kpi)
        } fraction: {
            ProgressView(value: 0.72)
        } subtitle: {
            Text(subtitle)
        } footnote: {
            Text(footnote)
        }))
        #expect(byValues == render(KPIProgressItem(model: Target(kpi: kpi, fraction: 0.72, subtitle: subtitle, footnote: footnote))))
        expectEscaped(byValues, [kpi, subtitle, footnote])
    }

    @Test func theFractionIsAProgressElementClampedToOne() {
        #expect(render(KPIProgressItem(kpi: "72%", fraction: 0.72)) == #"<div class="t-vstack t-align-leading" style="gap:4px" data-component="KPIProgressItem"><span class="t-font-title">72%</span><progress class="t-progress" value="0.72" max="1" aria-label="Progress"></progress></div>"#)
        #expect(render(KPIProgressItem(kpi: "130%", fraction: 1.3)).contains(#"value="1" max="1""#))
        #expect(render(KPIProgressItem(kpi: "-", fraction: -0.5)).contains(#"value="0" max="1""#))
        #expect(render(KPIProgressItem(kpi: "0 of 0", fraction: ProgressFraction(0, of: 0))).contains(#"value="0" max="1""#))
        #expect(render(KPIProgressItem(kpi: "?", fraction: ProgressFraction(.nan))).contains(#"<progress class="t-progress" aria-label="Progress"></progress>"#),
                "a fraction that is not a number is work under way")
    }

    @Test func aProgressKPIAloneIsTheFigure() {
        #expect(render(KPIProgressItem(kpi: "72%")) == #"<div class="t-vstack t-align-leading" style="gap:4px" data-component="KPIProgressItem"><span class="t-font-title">72%</span></div>"#)
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        #expect(render(KPIItem(kpi: "1,284", subtitle: "Open orders", icon: Image(systemName: "cart")).kpiItemStyle(Sentence())) == #"<div class="t-hstack"><span>1,284</span><span>Open orders</span></div>"#)
        #expect(render(KPIProgressItem(kpi: "72%", fraction: 0.72, subtitle: "Hidden").kpiProgressItemStyle(BarOnly())) == #"<progress class="t-progress" value="0.72" max="1" aria-label="Progress"></progress>"#)
        #expect(render(KPIItem(kpi: "1,284").kpiStyle { $0.foregroundStyle(.green) }).contains("t-fg-green"))
    }
}
