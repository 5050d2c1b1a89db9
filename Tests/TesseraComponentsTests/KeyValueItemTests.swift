import Tessera
import TesseraComponents
import Testing

private struct Field: KeyValueItemModel {
    var key: String
    var value: String
}

/// Key and value on one line.
private struct Inline: KeyValueItemStyle {
    func makeBody(configuration: KeyValueItemConfiguration) -> some View {
        HStack {
            configuration.key
            configuration.value
        }
    }
}

@Suite("KeyValueItem")
struct KeyValueItemTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let key = tricky("Plant"), value = tricky("Walldorf")
        let byValues = render(KeyValueItem(key: key, value: value))
        #expect(byValues == render(KeyValueItem { Text(key) } value: { Text(value) }))
        #expect(byValues == render(KeyValueItem(model: Field(key: key, value: value))))
        expectEscaped(byValues, [key, value])
    }

    @Test func itIsTheKeyAboveTheValue() {
        #expect(render(KeyValueItem(key: "Plant", value: "Walldorf")) == #"<div class="t-vstack t-align-leading" style="gap:2px" data-component="KeyValueItem"><span class="t-fg-secondary t-font-subheadline">Plant</span><span class="t-font-body">Walldorf</span></div>"#)
    }

    @Test func aStyleOfOnesOwnReplacesTheLook() {
        let item = KeyValueItem(key: "Plant", value: "Walldorf")
        #expect(render(item.keyValueItemStyle(Inline())) == #"<div class="t-hstack"><span>Plant</span><span>Walldorf</span></div>"#)
        #expect(render(item.valueStyle { $0.bold() }) == #"<div class="t-vstack t-align-leading" style="gap:2px" data-component="KeyValueItem"><span class="t-fg-secondary t-font-subheadline">Plant</span><span class="t-font-body t-weight-700">Walldorf</span></div>"#)
    }
}
