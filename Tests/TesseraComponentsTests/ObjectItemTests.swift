import Foundation
import Tessera
import TesseraComponents
import Testing

/// A work order of an app's own, shown as an object item.
private struct WorkOrder: ObjectItemModel {
    var title: String
    var subtitle: String?
    var footnote: String? = nil
    var description: String? = nil
    var status: TextOrIcon?
    var substatus: TextOrIcon? = nil
    var detailImage: Image? = nil
    var icons: [TextOrIcon]
    var avatars: [Image] = []
    var footnoteIcons: [TextOrIcon] = []
    var tags: [String]
    var action: Link<Text>? = nil
}

/// Restyles object items as one line: status first, then title.
private struct StatusFirst: ObjectItemStyle {
    func makeBody(configuration: ObjectItemConfiguration) -> some View {
        HStack {
            configuration.status
            configuration.title
        }
    }
}

/// Wraps the base look in a frame.
private struct Framed: ObjectItemStyle {
    func makeBody(configuration: ObjectItemConfiguration) -> some View {
        ObjectItemBaseStyle().makeBody(configuration: configuration).attribute("data-framed", "yes")
    }
}

@Suite("ObjectItem")
struct ObjectItemTests {
    private func html(_ view: some View) -> String {
        HTMLRenderer().renderString(view)
    }

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = "Transformer <overheating> & \"hot\""
        let icons: [TextOrIcon] = [.text("1"), .icon(Image(systemName: "circle.fill"))]
        let byValues = ObjectItem(title: title, subtitle: "Three phase", status: .text("High"), icons: icons, tags: ["Urgent", "<b>"])
        let byBuilders = ObjectItem {
            Text(title)
        } subtitle: {
            Text("Three phase")
        } status: {
            TextOrIcon.text("High")
        } icons: {
            IconStack(icons)
        } tags: {
            TagStack(["Urgent", "<b>"])
        }
        let byModel = ObjectItem(model: WorkOrder(title: title, subtitle: "Three phase", status: .text("High"), icons: icons, tags: ["Urgent", "<b>"]))
        #expect(html(byValues) == html(byBuilders))
        #expect(html(byValues) == html(byModel))
        #expect(html(byValues).contains(#"<span class="t-font-headline">Transformer &lt;overheating&gt; &amp; "hot"</span>"#))
        #expect(html(byValues).contains("&lt;b&gt;"))
        #expect(!html(byValues).contains("<b>"))
    }

    @Test func slotsLeftOutLeaveNothingBehind() {
        #expect(html(ObjectItem(title: "Pump")) == #"<div class="t-hstack t-align-top" style="gap:12px" data-component="ObjectItem"><div class="t-vstack t-align-leading" style="gap:2px"><span class="t-font-headline">Pump</span></div><div class="t-spacer"></div></div>"#)
        // Empty lists, nil and an empty builder are the same as leaving the slot out.
        #expect(html(ObjectItem(title: "Pump", subtitle: nil, icons: [], tags: [])) == html(ObjectItem(title: "Pump")))
        #expect(html(ObjectItem { Text("Pump") } subtitle: { EmptyView() } tags: { if Bool("false")! { Text("never") } }) == html(ObjectItem(title: "Pump")))
    }

    @Test func aStyleRestylesAndTheInnermostWins() {
        let item = ObjectItem(title: "Pump", status: .text("Low"))
        #expect(html(item.objectItemStyle(StatusFirst())) == #"<div class="t-hstack"><span>Low</span><span>Pump</span></div>"#)
        let nested = VStack { item.objectItemStyle(StatusFirst()) }.objectItemStyle(Framed())
        #expect(!html(nested).contains("data-framed"), "the style nearest the item wins")
        let wrapped = html(item.objectItemStyle(Framed()))
        #expect(wrapped.contains(#"data-framed="yes""#))
        #expect(wrapped.contains(#"data-component="ObjectItem""#), "a style can wrap the base look")
    }

    @Test func aSlotStyleAppliesToThatSlotOfEveryComponentAndTheInnermostWins() {
        let item = ObjectItem(title: "Pump", subtitle: "Main")
        let styled = html(item.titleStyle { $0.foregroundStyle(.red) })
        #expect(styled.contains(#"<span class="t-font-headline t-fg-red">Pump</span><span class="t-fg-secondary t-font-subheadline">Main</span>"#))
        #expect(!html(item.subtitleStyle { $0.foregroundStyle(.red) }).contains(#"t-fg-red t-font-headline"#))
        let inner = html(item.titleStyle { $0.foregroundStyle(.green) }.titleStyle { $0.foregroundStyle(.red) })
        #expect(inner.contains("t-fg-green") && !inner.contains("t-fg-red"))
    }
}

@Suite("Attributed strings in the initializers of plain values")
struct AttributedSlotTests {
    @Test func aTextSlotTakesAnAttributedStringAndShowsItsRuns() {
        var title = AttributedString("Transformer ")
        var hot = AttributedString("overheating <i>")
        hot.font = .headline.bold()
        var terms = AttributedString("the manual")
        terms.link = URL(string: "/manuals/t-400")
        title += hot
        let html = render(ObjectItem(title: title, subtitle: AttributedString("See ") + terms))
        #expect(html.contains(#"<span class="t-font-headline t-weight-700">overheating &lt;i&gt;</span>"#), "\(html)")
        #expect(html.contains(#"<a class="t-link" href="/manuals/t-400">the manual</a>"#))
        // Plain runs render as the String initializer's text.
        #expect(render(KeyValueItem(key: AttributedString("Plant"), value: AttributedString("Walldorf"))) == render(KeyValueItem(key: "Plant", value: "Walldorf")))
    }

    @Test func aStringLiteralStillMeansAString() {
        let literal = render(SectionFooter(title: "Updated 5 minutes ago"))
        let string: String = "Updated 5 minutes ago"
        #expect(literal == render(SectionFooter(title: string)))
    }
}
