import Tessera
import TesseraComponents
import Testing

private struct Notice: ToastMessageModel {
    var title: String
    var icon: Image?
}

@Suite("ToastMessage")
struct ToastMessageTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Saved")
        let byValues = render(ToastMessage(title: title, icon: Image(systemName: "checkmark")))
        #expect(byValues == render(ToastMessage { Text(title) } icon: { Image(systemName: "checkmark") }))
        #expect(byValues == render(ToastMessage(model: Notice(title: title, icon: Image(systemName: "checkmark")))))
        expectEscaped(byValues, [title])
    }

    @Test func itIsALiveRegionThatAFloatingToastLeaves() {
        let html = render(ToastMessage(title: "Saved"))
        #expect(html.contains(#"role="status""#) && html.contains(#"aria-live="polite""#))
        #expect(!html.contains("data-toast"), "in place unless asked")
        let floating = render(ToastMessage(title: "Saved").floating(for: .long))
        #expect(floating.contains(#"data-toast="floating""#) && floating.contains(#"data-toast-duration="long""#))
        #expect(Theme.standard.css.contains("@keyframes t-toast-out"), "the stylesheet fades it")
    }
}
