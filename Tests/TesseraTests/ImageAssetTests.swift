import Tessera
import Testing

@Suite("Image: an application's own pictures, resizable")
struct ImageAssetTests {
    @Test func anAssetIsAskedForUnderTheAssetsPath() {
        #expect(html(Image("logo.svg", label: "Acme")) == #"<img class="t-image" src="/assets/logo.svg" alt="Acme">"#)
        #expect(html(Image("plants/walldorf north.jpg")).contains(#"src="/assets/plants/walldorf%20north.jpg""#))
        #expect(html(Image("logo.svg").environment(\.imageAssetsPath, "/static")).contains(#"src="/static/logo.svg""#))
    }

    @Test func aNameCannotLeaveTheFolderOrInjectAnything() {
        for name in ["../secret.png", "a/../../b.png", "", "./x.png"] {
            let drawn = html(Image(name))
            #expect(!drawn.contains("<img"), "\(name) draws no picture")
            #expect(drawn.contains("data-missing-image"), "\(name) shows that it is missing")
        }
        let injected = html(Image(#"x" onerror="alert(1).png"#))
        #expect(!injected.contains(#"" onerror"#))
        #expect(!html(Image("javascript:alert(1)")).contains(#"src="javascript"#))
    }

    @Test func resizableTakesItsFrameAndTheScalesKeepItsProportions() {
        #expect(!html(Image("a.jpg")).contains("resizable"), "a picture keeps its size until made resizable")
        #expect(html(Image("a.jpg").resizable()).contains(#"class="t-image t-image-resizable""#))
        #expect(html(Image("a.jpg").resizable().scaledToFit()).contains("t-image-fit"))
        #expect(html(Image("a.jpg").resizable().scaledToFill()).contains("t-image-fill"))
        #expect(html(Image(url: "https://example.com/a.jpg").resizable().scaledToFill()).contains("t-image-fill"))
        #expect(Stylesheet.standard.css.contains(".t-image-fill{object-fit:cover}"))
    }
}
