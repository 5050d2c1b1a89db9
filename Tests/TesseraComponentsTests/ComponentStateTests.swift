import Tessera
import TesseraComponents
import Testing

/// Says in words which state it was given: what a style of one's own can do with it.
private struct StateInWords: ObjectItemStyle {
    func makeBody(configuration: ObjectItemConfiguration) -> some View {
        HStack {
            configuration.title
            if configuration.state.isSelected { Text("selected") }
            if configuration.state.isHighlighted { Text("highlighted") }
            if !configuration.state.isEnabled { Text("disabled") }
        }
    }
}

/// The start tag of `html`'s first element: the component's root.
private func root(_ html: String) -> Substring {
    html.prefix { $0 != ">" }
}

@Suite("Component state: disabled, selected, highlighted")
struct ComponentStateTests {
    @Test func aComponentInNoStateHasNoMarks() {
        #expect(render(ObjectItem(title: "Pump 7")) == #"<div class="t-hstack t-align-top" style="gap:12px" data-component="ObjectItem"><div class="t-vstack t-align-leading" style="gap:2px"><span class="t-font-headline">Pump 7</span></div><div class="t-spacer"></div></div>"#)
    }

    @Test func aDisabledComponentSaysSoAndItsLinksGoNowhere() {
        let html = render(Card(title: "Pump 7", actions: [Link("Open", destination: "/pumps/7")]).disabled())
        #expect(root(html).contains(#"data-component="Card""#) && root(html).contains(#"aria-disabled="true""#))
        #expect(html.contains(#"class="t-link" aria-disabled="true">Open</a>"#))
        #expect(!html.contains("href="))
    }

    @Test func aSelectedComponentIsTheCurrentOneButNotTheComponentsInItsSlots() {
        let html = render(Card {
            Text("Pumps")
        } cardBody: {
            ObjectItem(title: "Pump 7")
        }.selected())
        #expect(root(html).contains(#"data-component="Card""#) && root(html).contains(#"aria-current="true""#))
        #expect(html.components(separatedBy: "aria-current").count == 2, "only the card is selected: \(html)")
        #expect(!render(ObjectItem(title: "Pump 7").selected(false)).contains("aria-current"))
    }

    @Test func aHighlightedComponentIsMarkedForItsStyle() {
        let html = render(ObjectItem(title: "Pump 7").highlighted())
        #expect(root(html).contains(#"data-component="ObjectItem""#) && root(html).contains(#"data-highlighted="true""#))
    }

    @Test func aStyleOfOnesOwnIsToldTheState() {
        let item = ObjectItem(title: "Pump 7").objectItemStyle(StateInWords())
        #expect(render(item) == #"<div class="t-hstack"><span>Pump 7</span></div>"#)
        #expect(render(item.selected().highlighted().disabled()) == #"<div class="t-hstack" data-highlighted="true" aria-current="true" aria-disabled="true"><span>Pump 7</span><span>selected</span><span>highlighted</span><span>disabled</span></div>"#)
    }

    @Test func collectionsAndFormCellsAreMarkedToo() {
        let header = render(KPIHeader(items: [.kpi("1,284", subtitle: "Open orders")]).selected())
        #expect(root(header).contains(#"data-component="KPIHeader""#) && root(header).contains(#"aria-current="true""#))
        #expect(header.components(separatedBy: "aria-current").count == 2, "the figures inside are not selected with it")
        let cell = render(SwitchView(title: "Weekly report", name: "weekly", isOn: true).disabled())
        #expect(root(cell).contains(#"data-component="SwitchView""#) && root(cell).contains(#"aria-disabled="true""#))
        #expect(cell.contains(" disabled"), "and its control is disabled")
    }

    @Test func theThemeShowsEachState() {
        let css = Theme.standard.css
        #expect(css.contains("[data-component][aria-disabled=true]{"))
        #expect(css.contains("[data-component][aria-current=true]{"))
        #expect(css.contains("[data-component][data-highlighted]{"))
    }
}
