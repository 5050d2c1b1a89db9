import Tessera
import TesseraComponents
import Testing

private struct Claim: StepProgressIndicatorModel {
    var steps: StepList
    var title: String?
    var action: Link<Text>?
}

/// The title alone.
private struct TitleOnly: StepProgressIndicatorStyle {
    func makeBody(configuration: StepProgressIndicatorConfiguration) -> some View {
        configuration.title
    }
}

/// The `<li>` of each step, in order.
private func items(_ html: String) -> [String] {
    html.components(separatedBy: "<li").dropFirst().map { "<li" + $0.components(separatedBy: "</li>")[0] }
}

@Suite("StepProgressIndicator")
struct StepProgressIndicatorTests {
    private let steps: [StepItem] = [StepItem(tricky("Cart"), destination: "/cart"), StepItem(tricky("Address")), "Payment"]

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Checkout")
        let action = Link("Cancel", destination: "/cart")
        let byValues = render(StepProgressIndicator(steps: steps, current: 1, title: title, action: action))
        #expect(byValues == render(StepProgressIndicator(steps: StepList(steps, current: 1), title: title, action: action)))
        #expect(byValues == render(StepProgressIndicator { StepList(steps, current: 1) } title: { Text(title) } action: { action }))
        #expect(byValues == render(StepProgressIndicator(model: Claim(steps: StepList(steps, current: 1), title: title, action: action))))
        expectEscaped(byValues, [title, tricky("Cart"), tricky("Address")])
    }

    @Test func aStepAloneIsAnOrderedListOfItsCurrentStep() {
        #expect(render(StepProgressIndicator(steps: ["Cart"], current: 0)) == #"<div class="t-vstack t-align-leading" style="gap:8px" data-component="StepProgressIndicator"><ol class="t-hstack t-align-top" style="list-style:none;margin:0;padding:0;gap:16px;flex-wrap:wrap"><li data-step="current" aria-current="step"><div class="t-hstack" style="gap:6px"><span class="t-weight-700" style="color:var(--tc-tintColor)">1</span><span class="t-weight-700">Cart</span></div></li></ol></div>"#)
    }

    @Test func doneStepsSayTheyAreDoneAndTheCurrentOneIsMarked() {
        let rows = items(render(StepList(steps, current: 1)))
        #expect(rows.count == 3)
        #expect(rows[0].hasPrefix(#"<li data-step="done">"#))
        #expect(rows[0].contains(#"<a class="t-link" href="/cart">"#), "a done step with a destination is a link")
        #expect(rows[0].contains(#"<span class="t-visually-hidden"> (done)</span></a>"#), "its accessible name says it is done")
        #expect(rows[1].hasPrefix(#"<li data-step="current" aria-current="step">"#))
        #expect(rows[2].hasPrefix(#"<li data-step="upcoming">"#))
        #expect(!rows[1].contains("(done)") && !rows[2].contains("(done)"))
        #expect(!rows[0].contains("aria-current") && !rows[2].contains("aria-current"))
    }

    @Test func theCurrentStepIsNeverALink() {
        let html = render(StepList([StepItem("Cart", destination: "/cart"), StepItem("Address", destination: "/address")], current: 1))
        #expect(html.contains(#"href="/cart""#))
        #expect(!html.contains(#"href="/address""#))
    }

    @Test func aCurrentIndexOutOfRangeIsNothingBegunOrEverythingDone() {
        let before = render(StepList(steps, current: -3))
        #expect(!before.contains("aria-current") && !before.contains("(done)"))
        #expect(items(before).allSatisfy { $0.hasPrefix(#"<li data-step="upcoming">"#) })
        let after = render(StepList(steps, current: 7))
        #expect(!after.contains("aria-current"))
        #expect(items(after).allSatisfy { $0.hasPrefix(#"<li data-step="done">"#) && $0.contains("(done)") })
    }

    @Test func aTitleWithoutActionLeavesNoSpaceForIt() {
        #expect(render(StepProgressIndicator(steps: [], current: 0, title: "Checkout")) == #"<div class="t-vstack t-align-leading" style="gap:8px" data-component="StepProgressIndicator"><div class="t-hstack" style="gap:12px"><span class="t-font-headline">Checkout</span></div></div>"#)
    }

    @Test func noStepsLeaveNothingBehind() {
        #expect(render(StepList([], current: 0)) == "")
        #expect(render(StepProgressIndicator(steps: [], current: 0)) == #"<div class="t-vstack t-align-leading" style="gap:8px" data-component="StepProgressIndicator"></div>"#)
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        #expect(render(StepProgressIndicator(steps: steps, current: 0, title: "Checkout").stepProgressIndicatorStyle(TitleOnly())) == "Checkout")
    }
}
