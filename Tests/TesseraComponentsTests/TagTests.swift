import Tessera
import TesseraComponents
import Testing

private struct Priority: TagModel {
    var label: String
    var icon: Image?
}

@Suite("Tag")
struct TagTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let label = tricky("Urgent")
        let byValues = render(Tag(label: label, icon: Image(systemName: "flag")))
        #expect(byValues == render(Tag { Text(label) } icon: { Image(systemName: "flag") }))
        #expect(byValues == render(Tag(model: Priority(label: label, icon: Image(systemName: "flag")))))
        expectEscaped(byValues, [label])
    }

    @Test func aTagOfALabelIsOnePill() {
        #expect(render(Tag("Urgent")) == render(Tag(label: "Urgent")))
        let html = render(Tag("Urgent"))
        #expect(!html.contains("t-hstack"), "without an icon the label is the pill's only content: \(html)")
        #expect(html.contains(#"data-component="Tag""#))
    }

    @Test func aRowOfTagsIsARowOfTagComponents() {
        let html = render(TagStack(["Hall 3", "Pump"]))
        #expect(html.components(separatedBy: #"data-component="Tag""#).count == 3)
    }

    @Test func aDisabledTagIsMarked() {
        #expect(render(Tag("Urgent").disabled()).contains(#"aria-disabled="true""#))
    }
}
