import Tessera
import TesseraComponents
import Testing

private struct Welcome: WelcomeScreenModel {
    var title: String
    var descriptionText: String?
    var icon: Image?
    var primaryAction: Link<Text>?
    var secondaryAction: Link<Text>?
    var footnote: String?
}

private struct Page: InfoViewModel {
    var title: String
    var descriptionText: String?
    var icon: Image?
    var action: Link<Text>?
    var secondaryAction: Link<Text>?
}

@Suite("Onboarding: WelcomeScreen and InfoView")
struct OnboardingTests {
    @Test func aWelcomeScreensThreeInitializersRenderTheSame() {
        let title = tricky("Plant"), text = tricky("Work orders")
        let byValues = render(WelcomeScreen(title: title, descriptionText: text, primaryAction: Link("Start", destination: "/start"), footnote: "v1"))
        #expect(byValues == render(WelcomeScreen { Text(title) } descriptionText: { Text(text) } primaryAction: { Link("Start", destination: "/start") } footnote: { Text("v1") }))
        #expect(byValues == render(WelcomeScreen(model: Welcome(title: title, descriptionText: text, primaryAction: Link("Start", destination: "/start"), footnote: "v1"))))
        expectEscaped(byValues, [title, text])
        #expect(byValues.contains(#"data-part="primary-action""#), "the way in is drawn as a button")
        #expect(byValues.contains(#"role="heading""#), "the title is a heading")
    }

    @Test func anInfoViewsThreeInitializersRenderTheSame() {
        let title = tricky("Scan")
        let byValues = render(InfoView(title: title, action: Link("Next", destination: "/2"), secondaryAction: Link("Skip", destination: "/")))
        #expect(byValues == render(InfoView { Text(title) } action: { Link("Next", destination: "/2") } secondaryAction: { Link("Skip", destination: "/") }))
        #expect(byValues == render(InfoView(model: Page(title: title, action: Link("Next", destination: "/2"), secondaryAction: Link("Skip", destination: "/")))))
        expectEscaped(byValues, [title])
    }
}
