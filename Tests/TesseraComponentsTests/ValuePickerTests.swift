import Tessera
import TesseraComponents
import Testing

private struct Field: ValuePickerModel {
    var title: String
    var name: String
    var options: [ListPickerOption]
    var selection: String
    var presentation: ValuePicker.Presentation
    var isRequired: Bool
    var errorMessage: String?
    var hintText: String?
}

@Suite("ValuePicker")
struct ValuePickerTests {
    let options: [ListPickerOption] = [ListPickerOption("pcs", label: "Pieces"), ListPickerOption("kg", label: "Kilograms")]

    @Test(arguments: [ValuePicker.Presentation.menu, .radios])
    func theThreeInitializersRenderTheSameForTheSameContent(presentation: ValuePicker.Presentation) {
        let title = tricky("Unit"), error = tricky("Choose one"), hint = tricky("Counted in")
        let options = [ListPickerOption(tricky("v"), label: tricky("Pieces")), "kg"]
        let byValues = render(ValuePicker(title: title, name: "unit", options: options, selection: "kg", presentation: presentation, isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(ValuePicker(title: title, name: "unit", options: options, selection: "kg", presentation: presentation, isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(ValuePicker(model: Field(title: title, name: "unit", options: options, selection: "kg", presentation: presentation, isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint, tricky("Pieces")])
        #expect(byValues.contains(#"value="v &lt;i&gt;"#))
    }

    @Test func asAMenuItIsASelectInsideItsLabel() {
        let html = render(ValuePicker(title: "Unit", name: "unit", options: options, selection: "kg", isRequired: true, hintText: "Counted in"))
        #expect(html.contains(#"<label class="t-field"><span class="t-field-label">Unit</span><select class="t-picker" name="unit" required aria-describedby="unit-hint"><option value="pcs">Pieces</option><option value="kg" selected>Kilograms</option></select></label>"#))
    }

    @Test func asRadioButtonsItIsAFieldsetOfThem() {
        let html = render(ValuePicker(title: "Unit", name: "unit", options: options, selection: "kg", presentation: .radios))
        #expect(html.contains(#"<fieldset class="tc-group tc-radios" role="radiogroup"><legend class="t-field-label">Unit</legend><div class="tc-radio-list">"#))
        #expect(html.contains(#"<label class="tc-radio"><input name="unit" type="radio" value="kg" checked><span>Kilograms</span></label>"#))
    }

    @Test(arguments: [ValuePicker.Presentation.menu, .radios])
    func aDisabledPickerIsDisabled(presentation: ValuePicker.Presentation) {
        let html = render(ValuePicker(title: "Unit", name: "unit", options: options, selection: "kg", presentation: presentation).disabled())
        #expect(html.contains(#"name="unit" disabled"#))
        #expect(!render(ValuePicker(title: "Unit", name: "unit", options: options, selection: "kg", presentation: presentation)).contains("disabled"))
    }
}
