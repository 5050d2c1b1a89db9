import Tessera
import TesseraComponents
import Testing

private struct Team: AvatarStackModel {
    var avatars: [Image]
    var maxVisible: Int? { 2 }
}

@Suite("AvatarStack")
struct AvatarStackTests {
    private let people = ["Ada", "Alan", "Grace", "Edsger"].map { Image(url: "/people/\($0).png", label: $0 + " <i>&amp;</i>") }

    @Test func theInitializersRenderTheSameForTheSameContent() {
        let byValues = render(AvatarStack(people, maxVisible: 2))
        #expect(byValues == render(AvatarStack(model: Team(avatars: people))))
        expectEscaped(byValues, ["Ada <i>&amp;</i>"])
    }

    @Test func theOnesPastTheLimitAreCountedAndReadAsMore() {
        let html = render(AvatarStack(people, maxVisible: 2))
        #expect(html.components(separatedBy: "<img").count == 3, "two pictures shown")
        #expect(html.contains(">+2<") && html.contains(#"aria-label="2 more""#))
        #expect(!render(AvatarStack(people)).contains("more"), "no limit: all shown, none counted")
    }

    @Test func noPicturesShowNothingSoASlotStaysEmpty() {
        #expect(render(AvatarStack([])) == "")
        #expect(AvatarStack([]).isEmptySlot)
        #expect(!AvatarStack(people, maxVisible: 0).isEmptySlot, "a limit of none still counts the people")
    }

    @Test func aHostileLimitOrSizeDrawsSensibly() {
        let html = render(AvatarStack(people, maxVisible: -5, size: .nan))
        #expect(html.contains(">+4<"))
        #expect(!html.contains("nan"))
    }
}
