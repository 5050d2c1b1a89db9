import Tessera
import TesseraComponents
import Testing

private struct Notice: BannerMessageModel {
    var title: String
    var kind: BannerKind?
    var message: String?
    var closeAction: Link<Text>?
}

/// The title, in the kind's look, and nothing else.
private struct TitleOnly: BannerMessageStyle {
    func makeBody(configuration: BannerMessageConfiguration) -> some View {
        HStack {
            configuration.kind
            configuration.title
        }
    }
}

@Suite("BannerMessage")
struct BannerMessageTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Not saved"), message = tricky("Closed"), close = tricky("Close")
        let byValues = render(BannerMessage(title: title, kind: .error, message: message, closeAction: Link(close, destination: "/orders")))
        #expect(byValues == render(BannerMessage {
            Text(title)
        } kind: {
            Image(systemName: "xmark.circle").foregroundStyle(.red).accessibilityLabel("Error")
        } message: {
            Text(message)
        } closeAction: {
            Link(close, destination: "/orders")
        }))
        #expect(byValues == render(BannerMessage(model: Notice(title: title, kind: .error, message: message, closeAction: Link(close, destination: "/orders")))))
        expectEscaped(byValues, [title, message, close])
    }

    @Test(arguments: BannerKind.allCases)
    func eachKindIsAnIconInItsColourLabelledWithItsName(kind: BannerKind) {
        let banner = render(BannerMessage(title: "Saved", kind: kind))
        #expect(banner.contains(#"aria-label="\#(kind.name)""#))
        #expect(banner.contains(#"role="img""#), "a labelled icon is announced as a picture")
        let colours: [BannerKind: String] = [.information: "t-fg-accent", .success: "t-fg-green", .warning: "t-fg-orange", .error: "t-fg-red"]
        #expect(banner.contains(colours[kind]!))
        #expect(Set(BannerKind.allCases.map(\.systemImage)).count == BannerKind.allCases.count, "each kind has an icon of its own")
    }

    @Test func aBannerOfATitleIsTheTitleFramed() {
        #expect(render(BannerMessage(title: "Saved")) == #"<div class="t-hstack t-align-top t-clip" style="gap:8px;border-radius:8px;border:1px solid var(--t-secondary);padding:12px" data-component="BannerMessage"><div class="t-vstack t-align-leading" style="gap:2px"><span class="t-font-headline">Saved</span></div></div>"#)
    }

    @Test func aStyleOfOnesOwnReplacesTheLook() {
        #expect(render(BannerMessage(title: "Saved", kind: .success, message: "Hidden").bannerMessageStyle(TitleOnly())) == #"<div class="t-hstack"><svg class="t-icon t-fg-green" viewBox="0 0 24 24" role="img" aria-label="Success"><circle cx="12" cy="12" r="9"/><path d="m8 12 3 3 5-6"/></svg><span>Saved</span></div>"#)
    }
}
