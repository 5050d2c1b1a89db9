import Tessera
import TesseraComponents
import Testing

private struct OrderGroup: SectionHeaderModel {
    var title: String
    var attribute: String?
    var action: Link<Text>?
}

private struct OrderPage: SectionFooterModel {
    var title: String
    var action: Link<Text>?
}

/// The title alone.
private struct TitleOnlyHeader: SectionHeaderStyle {
    func makeBody(configuration: SectionHeaderConfiguration) -> some View {
        configuration.title.bold()
    }
}

/// The action alone.
private struct ActionOnlyFooter: SectionFooterStyle {
    func makeBody(configuration: SectionFooterConfiguration) -> some View {
        configuration.action
    }
}

@Suite("SectionHeader and SectionFooter")
struct SectionHeaderFooterTests {
    @Test func theThreeInitializersOfAHeaderRenderTheSameForTheSameContent() {
        let title = tricky("Orders"), attribute = tricky("12"), link = tricky("See all")
        let byValues = render(SectionHeader(title: title, attribute: attribute, action: Link(link, destination: "/orders?a=1&b=\"2\"")))
        #expect(byValues == render(SectionHeader {
            Text(title)
        } attribute: {
            Text(attribute)
        } action: {
            Link(link, destination: "/orders?a=1&b=\"2\"")
        }))
        #expect(byValues == render(SectionHeader(model: OrderGroup(title: title, attribute: attribute, action: Link(link, destination: "/orders?a=1&b=\"2\"")))))
        expectEscaped(byValues, [title, attribute, link])
        #expect(byValues.contains(#"href="/orders?a=1&amp;b=&quot;2&quot;""#), "a destination is escaped as an attribute")
        #expect(byValues.contains(#"role="heading""#))
    }

    @Test func aHeaderWithoutAttributeOrActionIsItsTitle() {
        #expect(render(SectionHeader(title: "Orders")) == #"<div class="t-hstack" style="gap:8px" data-component="SectionHeader"><span class="t-font-headline" role="heading">Orders</span></div>"#)
        #expect(render(SectionHeader(title: "Orders", attribute: nil, action: nil)) == render(SectionHeader(title: "Orders")))
    }

    @Test func theThreeInitializersOfAFooterRenderTheSameForTheSameContent() {
        let title = tricky("Updated"), link = tricky("More")
        let byValues = render(SectionFooter(title: title, action: Link(link, destination: "/more")))
        #expect(byValues == render(SectionFooter { Text(title) } action: { Link(link, destination: "/more") }))
        #expect(byValues == render(SectionFooter(model: OrderPage(title: title, action: Link(link, destination: "/more")))))
        expectEscaped(byValues, [title, link])
    }

    @Test func aFooterWithoutActionIsItsTitle() {
        #expect(render(SectionFooter(title: "Updated")) == #"<div class="t-hstack" style="gap:8px" data-component="SectionFooter"><span class="t-fg-secondary t-font-footnote">Updated</span></div>"#)
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        #expect(render(SectionHeader(title: "Orders", attribute: "12").sectionHeaderStyle(TitleOnlyHeader())) == #"<span class="t-weight-700">Orders</span>"#)
        #expect(render(SectionFooter(title: "Updated", action: Link("More", destination: "/more")).sectionFooterStyle(ActionOnlyFooter())) == #"<a class="t-link" href="/more">More</a>"#)
    }
}
