import Foundation
import Tessera
import TesseraComponents
import Testing

// The README's component of one's own, as it is written there.
@Component
public struct Badge {
    public enum Slots {
        case title(String)
        case detail(String?)
        case tags([String])
    }

    @ViewBuilder
    static func baseBody(_ configuration: BadgeConfiguration) -> some View {
        VStack(alignment: .leading) {
            configuration.title.font(.headline)
            configuration.detail
            configuration.tags
        }
    }
}

public extension View {
    #styleModifier(for: Badge.self)
}

/// A component whose slot takes an attributed string: its runs keep their emphasis and links.
@Component
struct AlertText {
    enum Slots {
        case message(AttributedString)
    }

    static func baseBody(_ configuration: AlertTextConfiguration) -> some View {
        configuration.message
    }
}

private struct Customer: BadgeModel {
    var title: String
    var detail: String?
    var tags: [String]
}

private struct Plain: BadgeStyle {
    func makeBody(configuration: BadgeConfiguration) -> some View {
        configuration.title
    }
}

@Suite("A component of one's own")
struct CustomComponentTests {
    private func html(_ view: some View) -> String {
        HTMLRenderer().renderString(view)
    }

    @Test func theREADMEsBadgeIsBuiltThreeWaysAlike() {
        let byValues = Badge(title: "Gold", detail: "Since 2019", tags: ["VIP"])
        #expect(html(byValues) == html(Badge { Text("Gold") } detail: { Text("Since 2019") } tags: { TagStack(["VIP"]) }))
        #expect(html(byValues) == html(Badge(model: Customer(title: "Gold", detail: "Since 2019", tags: ["VIP"]))))
        #expect(html(Badge(title: "Gold")) == #"<div class="t-vstack t-align-leading"><span class="t-font-headline">Gold</span></div>"#)
        #expect(html(byValues.badgeStyle(Plain())) == "Gold")
    }

    @Test func aSlotOfAttributedTextKeepsItsRunsInEveryForm() {
        var pump = AttributedString("Pump 7")
        pump.font = .body.bold()
        var log = AttributedString("the log")
        log.link = URL(string: "/pumps/7/log")
        let message = pump + AttributedString(" is <down>, see ") + log
        let byValue = render(AlertText(message: message))
        #expect(byValue == render(AlertText { Text(message) }))
        #expect(byValue.contains(#"<span class="t-font-body t-weight-700">Pump 7</span>"#))
        #expect(byValue.contains("is &lt;down&gt;"))
        #expect(byValue.contains(#"<a class="t-link" href="/pumps/7/log">the log</a>"#))
    }
}
