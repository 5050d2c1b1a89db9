import Tessera
import TesseraComponents
import Testing

private struct EmptyState: IllustratedMessageModel {
    var title: String
    var detailImage: Image?
    var description: String?
    var action: Link<Text>?
}

/// The title and the action on one line.
private struct Inline: IllustratedMessageStyle {
    func makeBody(configuration: IllustratedMessageConfiguration) -> some View {
        HStack {
            configuration.title
            configuration.action
        }
    }
}

@Suite("IllustratedMessage")
struct IllustratedMessageTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("No orders"), description = tricky("Orders appear here"), create = tricky("Create")
        let image = Image(url: "/images/empty.svg")
        let byValues = render(IllustratedMessage(title: title, detailImage: image, description: description, action: Link(create, destination: "/new")))
        #expect(byValues == render(IllustratedMessage {
            Text(title)
        } detailImage: {
            image
        } description: {
            Text(description)
        } action: {
            Link(create, destination: "/new")
        }))
        #expect(byValues == render(IllustratedMessage(model: EmptyState(title: title, detailImage: image, description: description, action: Link(create, destination: "/new")))))
        expectEscaped(byValues, [title, description, create])
    }

    @Test func aMessageOfATitleIsTheTitleCentred() {
        #expect(render(IllustratedMessage(title: "No orders")) == #"<div class="t-vstack" style="gap:8px;padding:24px" data-component="IllustratedMessage"><span class="t-font-title3">No orders</span></div>"#)
    }

    @Test func aStyleOfOnesOwnReplacesTheLook() {
        #expect(render(IllustratedMessage(title: "No orders", description: "Hidden", action: Link("Create", destination: "/new")).illustratedMessageStyle(Inline())) == #"<div class="t-hstack"><span>No orders</span><a class="t-link" href="/new">Create</a></div>"#)
    }
}
