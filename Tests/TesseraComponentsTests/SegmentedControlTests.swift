import Tessera
import TesseraComponents
import Testing

private struct Field: SegmentedControlModel {
    var title: String
    var name: String
    var options: [ListPickerOption]
    var selection: String
    var isRequired: Bool
    var errorMessage: String?
    var hintText: String?
}

/// The hint above the segments.
private struct HintFirst: SegmentedControlStyle {
    func makeBody(configuration: SegmentedControlConfiguration) -> some View {
        VStack {
            configuration.hintText
            configuration.segments
        }
    }
}

@Suite("SegmentedControl")
struct SegmentedControlTests {
    let options: [ListPickerOption] = [ListPickerOption("low", label: "Low"), ListPickerOption("high", label: "High")]

    @Test func theThreeInitializersRenderTheSameForTheSameContent() {
        let title = tricky("Priority"), error = tricky("Choose one"), hint = tricky("High pages someone")
        let options = [ListPickerOption(tricky("v"), label: tricky("Low")), "High"]
        let byValues = render(SegmentedControl(title: title, name: "priority", options: options, selection: "High", isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(SegmentedControl(title: title, name: "priority", options: options, selection: "High", isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(SegmentedControl(model: Field(title: title, name: "priority", options: options, selection: "High", isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint, tricky("Low")])
        #expect(byValues.contains(#"value="v &lt;i&gt;&amp;amp;&lt;/i&gt; &quot;q&quot; &#39;a&#39;""#), "the value is escaped")
    }

    @Test func eachSegmentIsARadioButtonInsideItsLabelInAFieldsetTitledByItsLegend() {
        let html = render(SegmentedControl(title: "Priority", name: "priority", options: options, selection: "high"))
        #expect(html.hasPrefix(#"<div class="t-vstack t-align-leading" style="gap:4px" data-component="SegmentedControl"><fieldset class="tc-group tc-segmented" role="radiogroup"><legend class="t-field-label">Priority</legend><div class="tc-segments">"#))
        #expect(html.contains(#"<label class="tc-segment"><input name="priority" type="radio" value="low"><span>Low</span></label>"#))
        #expect(html.contains(#"<label class="tc-segment"><input name="priority" type="radio" value="high" checked><span>High</span></label>"#))
        #expect(!html.contains("required"))
    }

    @Test func aRequiredChoiceRequiresEverySegment() {
        let html = render(SegmentedControl(title: "Priority", name: "priority", options: options, selection: "", isRequired: true))
        #expect(html.components(separatedBy: #"type="radio" value="#).count == 3)
        #expect(html.components(separatedBy: " required>").count == 3)
        #expect(html.contains(#"role="radiogroup" aria-required="true""#))
        #expect(!html.contains("checked"), "a selection none of the options has chooses none")
    }

    @Test func theMessagesDescribeTheGroupAndAnErrorMakesItInvalid() {
        let html = render(SegmentedControl(title: "Priority", name: "priority", options: options, selection: "low", errorMessage: "Choose one", hintText: "Paging"))
        #expect(html.contains(#"<fieldset class="tc-group tc-segmented" role="radiogroup" aria-describedby="priority-error priority-hint" aria-invalid="true">"#))
        #expect(html.contains(#"id="priority-error">Choose one</span>"#))
        #expect(!html.contains(#"type="radio" value="low" checked aria-"#), "the radio buttons are described by their group")
    }

    @Test func aDisabledControlDisablesEverySegment() {
        let html = render(SegmentedControl(title: "Priority", name: "priority", options: options, selection: "low").disabled())
        #expect(html.components(separatedBy: #"name="priority" disabled type="radio""#).count == 3)
        #expect(!html.contains("<fieldset class=\"tc-group tc-segmented\" disabled"), "the fieldset is not a control")
    }

    @Test func stylesOfOnesOwnReplaceTheLook() {
        let html = render(SegmentedControl(title: "Priority", name: "priority", options: options, selection: "low", hintText: "Paging").segmentedControlStyle(HintFirst()))
        #expect(html.hasPrefix(#"<div class="t-vstack"><span id="priority-hint">Paging</span><fieldset"#))
    }
}
