import Tessera
import TesseraComponents
import Testing

private struct Filter: RangeSliderModel {
    var title: String
    var name: String
    var lowerValue: Double
    var upperValue: Double
    var bounds: ClosedRange<Double>
    var step: Double
    var lowerTitle: String
    var upperTitle: String
    var isRequired: Bool
    var errorMessage: String?
    var hintText: String?
}

private struct Entry: DurationPickerModel {
    var title: String
    var name: String
    var minutes: Int
    var maximumHours: Int
    var hoursTitle: String
    var minutesTitle: String
    var isRequired: Bool
    var errorMessage: String?
    var hintText: String?
}

@Suite("RangeSlider and DurationPicker")
struct NumberPairCellTests {
    @Test func theRangesThreeInitializersRenderTheSame() {
        let title = tricky("Price"), error = tricky("Too low"), hint = tricky("In euros"), lower = tricky("Min"), upper = tricky("Max")
        let byValues = render(RangeSlider(title: title, name: "price", lowerValue: 20, upperValue: 150, in: 0...500, step: 5, lowerTitle: lower, upperTitle: upper, isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(RangeSlider(title: title, name: "price", lowerValue: 20, upperValue: 150, in: 0...500, step: 5, lowerTitle: lower, upperTitle: upper, isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(RangeSlider(model: Filter(title: title, name: "price", lowerValue: 20, upperValue: 150, bounds: 0...500, step: 5, lowerTitle: lower, upperTitle: upper, isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint, lower, upper])
    }

    @Test func aRangeIsTwoLabelledNumbersKeptToTheLimits() {
        let html = render(RangeSlider(title: "Price", name: "price", lowerValue: 20, upperValue: 150.5, in: 0...500, step: 0.5, hintText: "In euros"))
        #expect(html.contains(#"<fieldset class="tc-group tc-range" aria-describedby="price-hint"><legend class="t-field-label">Price</legend><div class="tc-pair">"#))
        #expect(html.contains(#"<label class="t-field"><span class="t-field-label">From</span><input class="t-stepper" name="price-lower" type="number" value="20" min="0" max="500" step="0.5" inputmode="decimal"></label>"#))
        #expect(html.contains(#"<span class="t-field-label">To</span><input class="t-stepper" name="price-upper" type="number" value="150.5" min="0" max="500" step="0.5" inputmode="decimal"></label>"#))
        #expect(RangeSlider.lowerName("price") == "price-lower" && RangeSlider.upperName("price") == "price-upper")
    }

    @Test func aRangeOfNoStepTakesAnyNumberAndARequiredOneBoth() {
        let html = render(RangeSlider(title: "Price", name: "price", lowerValue: 0, upperValue: 1, in: 0...1, step: .nan, isRequired: true))
        #expect(html.components(separatedBy: #"step="any" inputmode="decimal" required>"#).count == 3)
    }

    @Test func aRangeSentBackReversedShowsAsSent() {
        let html = render(RangeSlider(title: "Weight", name: "weight", lowerValue: 40, upperValue: 12, in: 0...100, errorMessage: "Reversed"))
        #expect(html.contains(#"name="weight-lower" type="number" value="40""#) && html.contains(#"name="weight-upper" type="number" value="12""#))
        #expect(render(RangeSlider(title: "W", name: "w", lowerValue: .nan, upperValue: .infinity, in: 0...1)).contains(#"name="w-upper" type="number" value="""#))
    }

    @Test func aDisabledRangeDisablesBothBounds() {
        let html = render(RangeSlider(title: "Price", name: "price", lowerValue: 0, upperValue: 1, in: 0...1).disabled())
        #expect(html.contains(#"name="price-lower" disabled"#) && html.contains(#"name="price-upper" disabled"#))
    }

    @Test func theDurationsThreeInitializersRenderTheSame() {
        let title = tricky("Labour"), error = tricky("Too long"), hint = tricky("On site")
        let byValues = render(DurationPicker(title: title, name: "labour", minutes: 150, maximumHours: 12, hoursTitle: "h", minutesTitle: "min", isRequired: true, errorMessage: error, hintText: hint))
        #expect(byValues == render(DurationPicker(title: title, name: "labour", minutes: 150, maximumHours: 12, hoursTitle: "h", minutesTitle: "min", isRequired: true) { Text(error) } hintText: { Text(hint) }))
        #expect(byValues == render(DurationPicker(model: Entry(title: title, name: "labour", minutes: 150, maximumHours: 12, hoursTitle: "h", minutesTitle: "min", isRequired: true, errorMessage: error, hintText: hint))))
        expectEscaped(byValues, [title, error, hint])
    }

    @Test func aDurationShowsItsMinutesAsHoursAndMinutes() {
        let html = render(DurationPicker(title: "Labour", name: "labour", minutes: 150, errorMessage: "Too long"))
        #expect(html.contains(#"<fieldset class="tc-group tc-duration" aria-describedby="labour-error" aria-invalid="true"><legend class="t-field-label">Labour</legend>"#))
        #expect(html.contains(#"<span class="t-field-label">Hours</span><input class="t-stepper" name="labour-hours" type="number" value="2" min="0" max="99" step="1" inputmode="numeric"></label>"#))
        #expect(html.contains(#"<span class="t-field-label">Minutes</span><input class="t-stepper" name="labour-minutes" type="number" value="30" min="0" max="59" step="1" inputmode="numeric"></label>"#))
        #expect(render(DurationPicker(title: "Labour", name: "labour", minutes: -5)).contains(#"name="labour-minutes" type="number" value="0""#), "below 0 shows as 0")
    }

    @Test func aDisabledDurationDisablesBothParts() {
        let html = render(DurationPicker(title: "Labour", name: "labour", minutes: 5).disabled())
        #expect(html.contains(#"name="labour-hours" disabled"#) && html.contains(#"name="labour-minutes" disabled"#))
    }
}
