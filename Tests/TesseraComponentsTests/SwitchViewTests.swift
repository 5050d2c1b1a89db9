import Tessera
import TesseraComponents
import Testing

private struct Setting: SwitchViewModel {
    var title: String
    var name: String
    var isOn: Bool
    var errorMessage: String?
    var hintText: String?
}

/// The hint before the switch.
private struct HintFirst: SwitchViewStyle {
    func makeBody(configuration: SwitchViewConfiguration) -> some View {
        HStack {
            configuration.hintText
            configuration.toggle
        }
    }
}

@Suite("SwitchView")
struct SwitchViewTests {
    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Weekly report"), error = tricky("Needs an address"), hint = tricky("Each Monday")
        let byValues = render(SwitchView(title: title, name: "weekly", isOn: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(SwitchView(title: title, name: "weekly", isOn: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(SwitchView(model: Setting(title: title, name: "weekly", isOn: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint])
    }

    @Test func aSwitchAloneIsItsLabelledCheckbox() {
        #expect(render(SwitchView(title: "Active", name: "active", isOn: false)) == #"<div class="t-vstack t-align-leading" style="gap:4px" data-component="SwitchView"><label class="t-toggle"><input name="active" type="hidden" value="false"><input class="t-switch" name="active" type="checkbox" role="switch" value="true"><span class="t-field-label">Active</span></label></div>"#)
        #expect(render(SwitchView(title: "Active", name: "active", isOn: true)).contains(#"value="true" checked>"#))
    }

    @Test func anErrorMakesTheSwitchInvalidAndDescribesIt() {
        let html = render(SwitchView(title: "Active", name: "active", isOn: true, errorMessage: "Archived", hintText: "Shown in lists"))
        #expect(html.contains(#"role="switch" value="true" checked aria-describedby="active-error active-hint" aria-invalid="true">"#))
        #expect(html.contains(#"<input name="active" type="hidden" value="false">"#), "not on the hidden field")
    }

    @Test func aDisabledSwitchIsDisabled() {
        let html = render(SwitchView(title: "Active", name: "active", isOn: true).disabled())
        #expect(html.contains(#"<input class="t-switch" name="active" disabled type="checkbox""#))
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        let html = render(SwitchView(title: "Active", name: "active", isOn: true, hintText: "Shown in lists").switchViewStyle(HintFirst()))
        #expect(html.hasPrefix(#"<div class="t-hstack"><span id="active-hint">Shown in lists</span><label class="t-toggle">"#))
    }
}
