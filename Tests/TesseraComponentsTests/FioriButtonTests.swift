import Tessera
import TesseraComponents
import Testing

private struct Command: FioriButtonModel {
    var title: String
    var action: FioriButtonAction
}

@Suite("FioriButton")
struct FioriButtonTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Release")
        let action = FioriButtonAction.submit(name: "action", value: "release")
        let byValues = render(FioriButton(title: title, action: action))
        #expect(byValues == render(FioriButton(action: action) { Text(title) }))
        #expect(byValues == render(FioriButton(model: Command(title: title, action: action))))
        expectEscaped(byValues, [title])
    }

    @Test func aSubmittingButtonIsARealButtonOfItsKind() {
        let html = render(FioriButton(title: "Release", action: .submit(name: "action", value: "release")))
        #expect(html.hasPrefix("<button") && html.contains(#"type="submit""#) && html.contains(#"name="action""#) && html.contains(#"value="release""#))
        #expect(html.contains(#"data-button-kind="primary""#))
        #expect(render(FioriButton(title: "Draft", action: .submit()).fioriButtonStyle(.secondary)).contains(#"data-button-kind="secondary""#))
        #expect(render(FioriButton(title: "Cancel", action: .submit()).fioriButtonStyle(.tertiary)).contains(#"data-button-kind="tertiary""#))
    }

    @Test func aLinkGoesWhereItSaysAndNowhereUnsafe() {
        #expect(render(FioriButton(title: "Open", action: .link("/orders/4711"))).contains(#"href="/orders/4711""#))
        #expect(!render(FioriButton(title: "Open", action: .link("javascript:alert(1)"))).contains("javascript:"))
    }

    @Test func disabledTheButtonIsDisabledAndTheLinkIsNoLongerALink() {
        let button = render(FioriButton(title: "Release", action: .submit()).disabled())
        #expect(button.contains(" disabled"))
        let link = render(FioriButton(title: "Open", action: .link("/orders/4711")).disabled())
        #expect(!link.contains("href") && link.contains(#"aria-disabled="true""#))
    }
}
