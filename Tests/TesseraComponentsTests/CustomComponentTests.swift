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
}
