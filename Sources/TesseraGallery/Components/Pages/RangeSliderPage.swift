import Tessera
import TesseraComponents

extension ComponentGallery {
    static let rangeSlider = GalleryPage(
        name: "RangeSlider",
        summary: "A range between limits: a lower and an upper number, the lower at most the upper, which RangeSlider.decode holds on the server."
    ) {
        #specimen("View builders") {
            RangeSlider(title: "Price", name: "price", lowerValue: 20, upperValue: 150, in: 0...500, step: 5) {
                EmptyView()
            } hintText: {
                Text("In euros, tax included")
            }
        }
        #specimen("Plain values") { rangeSliderSample }
        #specimen("A model") { RangeSlider(model: RangeSliderFilter()) }
        #specimen("A price filter") {
            // Sent to this page itself, as a reader would try it: the range shows in the address.
            Form(method: .get) {
                RangeSlider(
                    title: "Price", name: "price", lowerValue: 20, upperValue: 150, in: 0...500, step: 5, lowerTitle: "Minimum", upperTitle: "Maximum",
                    hintText: "In euros, tax included")
                Button(submit: "Filter")
            }
        }
        #specimen("The lower above the upper, in error") {
            RangeSlider(
                title: "Weight", name: "weight", lowerValue: 40, upperValue: 12, in: 0...100, errorMessage: FormCellValueError.lowerAboveUpper.description,
                hintText: "In kilograms")
        }
        #specimen("Disabled") { rangeSliderSample.disabled() }
        #specimen("Restyled: the hint first") { rangeSliderSample.rangeSliderStyle(RangeHintFirst()) }
        #specimen("Light", colorScheme: .light) { rangeSliderSample }
        #specimen("Dark", colorScheme: .dark) { rangeSliderSample }
    }

    @SpecimenCode
    private static var rangeSliderSample: RangeSlider {
        RangeSlider(title: "Price", name: "price", lowerValue: 20, upperValue: 150, in: 0...500, step: 5, hintText: "In euros, tax included")
    }
}

/// A filter of an app's own, shown through `RangeSliderModel`.
private struct RangeSliderFilter: RangeSliderModel {
    var title = "Price"
    var name = "price"
    var lowerValue: Double = 20
    var upperValue: Double = 150
    var bounds: ClosedRange<Double> = 0...500
    var step: Double = 5
    var lowerTitle = "From"
    var upperTitle = "To"
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "In euros, tax included"
}

/// The hint above the bounds.
private struct RangeHintFirst: RangeSliderStyle {
    func makeBody(configuration: RangeSliderConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            configuration.boundInputs
            configuration.errorMessage.foregroundStyle(Color.theme(.negativeLabel))
        }
        .attribute("data-component", "RangeSlider")
    }
}
