import Tessera
import TesseraComponents
import Testing

private struct Pump: CardModel {
    var title: String
    var subtitle: String?
    var detailImage: Image?
    var headerAction: Link<Text>?
    var cardBody: String?
    var footer: String?
    var actions: [Link<Text>]
}

/// The title over the content, unframed.
private struct Bare: CardStyle {
    func makeBody(configuration: CardConfiguration) -> some View {
        VStack {
            configuration.title
            configuration.cardBody
        }
    }
}

@Suite("Card")
struct CardTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Pump"), subtitle = tricky("Hall 3"), content = tricky("Pressure"), footer = tricky("Serviced")
        let open = tricky("Open"), history = tricky("History"), more = tricky("More")
        let image = Image(url: "/pumps/1.jpg", label: tricky("Pump"))
        let actions = [Link(open, destination: "/pumps/1"), Link(history, destination: "/pumps/1/log")]
        let byValues = render(Card(
            title: title, subtitle: subtitle, detailImage: image, headerAction: Link(more, destination: "/pumps"),
            cardBody: content, footer: footer, actions: actions))
        #expect(byValues == render(Card {
            Text(title)
        } subtitle: {
            Text(subtitle)
        } detailImage: {
            image
        } headerAction: {
            Link(more, destination: "/pumps")
        } cardBody: {
            Text(content)
        } footer: {
            Text(footer)
        } actions: {
            ActionStack(actions)
        }))
        #expect(byValues == render(Card(model: Pump(
            title: title, subtitle: subtitle, detailImage: image, headerAction: Link(more, destination: "/pumps"),
            cardBody: content, footer: footer, actions: actions))))
        expectEscaped(byValues, [title, subtitle, content, footer, open, history, more])
        #expect(byValues.contains(#"alt="Pump &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;""#), "a label is escaped as an attribute")
    }

    @Test func aCardOfATitleIsTheTitleFramed() {
        #expect(render(Card(title: "Pump")) == #"<div class="t-vstack t-align-leading t-clip" style="gap:8px;border-radius:8px;border:1px solid var(--t-secondary);padding:12px" data-component="Card"><div class="t-hstack t-align-top" style="gap:12px"><div class="t-vstack t-align-leading" style="gap:2px"><span class="t-font-headline">Pump</span></div></div></div>"#)
        #expect(render(Card(title: "Pump", subtitle: nil, actions: [])) == render(Card(title: "Pump")))
    }

    @Test func theContentTakesAnyViews() {
        let card = render(Card { Text("Pump") } cardBody: {
            KeyValueItem(key: "Pressure", value: "4.2 bar")
            KeyValueItem(key: "Flow", value: "120 l/min")
        })
        #expect(card.components(separatedBy: #"data-component="KeyValueItem""#).count == 3)
    }

    @Test func aStyleOfOnesOwnReplacesTheLook() {
        #expect(render(Card(title: "Pump", cardBody: "Low pressure", footer: "Hidden").cardStyle(Bare())) == #"<div class="t-vstack"><span>Pump</span><span>Low pressure</span></div>"#)
        #expect(render(Card(title: "Pump", cardBody: "Low").cardBodyStyle { $0.italic() }) == #"<div class="t-vstack t-align-leading t-clip" style="gap:8px;border-radius:8px;border:1px solid var(--t-secondary);padding:12px" data-component="Card"><div class="t-hstack t-align-top" style="gap:12px"><div class="t-vstack t-align-leading" style="gap:2px"><span class="t-font-headline">Pump</span></div></div><span class="t-italic">Low</span></div>"#)
    }
}
