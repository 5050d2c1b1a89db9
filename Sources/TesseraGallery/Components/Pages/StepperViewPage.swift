import Tessera
import TesseraComponents

extension ComponentGallery {
    static let stepperView = GalleryPage(
        name: "StepperView",
        summary: "A titled whole number, typed or stepped: a real number input kept to a range, which StepperView.decode holds on the server."
    ) {
        #specimen("View builders") {
            StepperView(title: "Quantity", name: "quantity", value: 12, in: 1...99) {
                EmptyView()
            } hintText: {
                Text("Packs of 12 screws")
            }
        }
        #specimen("Plain values") { stepperViewSample }
        #specimen("A model") { StepperView(model: StepperViewLine()) }
        #specimen("Guests of a booking, in error") {
            StepperView(
                title: "Guests", name: "guests", value: 0, in: 1...8, isRequired: true, errorMessage: FormCellValueError.outOfRange(lowest: "1", highest: "8").description)
        }
        #specimen("Disabled") { stepperViewSample.disabled() }
        #specimen("Restyled: on one line") { stepperViewSample.stepperViewStyle(StepperOneLine()) }
        #specimen("Light", colorScheme: .light) { stepperViewSample }
        #specimen("Dark", colorScheme: .dark) { stepperViewSample }
    }

    @SpecimenCode
    private static var stepperViewSample: StepperView {
        StepperView(title: "Quantity", name: "quantity", value: 12, in: 1...99, hintText: "Packs of 12 screws")
    }
}

/// An order's line of an app's own, shown through `StepperViewModel`.
private struct StepperViewLine: StepperViewModel {
    var title = "Quantity"
    var name = "quantity"
    var value = 12
    var range: ClosedRange<Int>? = 1...99
    var step = 1
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "Packs of 12 screws"
}

/// The number and its hint on one line.
private struct StepperOneLine: StepperViewStyle {
    func makeBody(configuration: StepperViewConfiguration) -> some View {
        HStack(alignment: .lastTextBaseline, spacing: 12) {
            configuration.stepper
            configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
        }
        .attribute("data-component", "StepperView")
    }
}
