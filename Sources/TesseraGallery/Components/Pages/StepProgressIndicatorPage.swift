import Tessera
import TesseraComponents

extension ComponentGallery {
    static let stepProgressIndicator = GalleryPage(
        name: "StepProgressIndicator",
        summary: "The steps of a process as an ordered list: those done checked, the current one marked aria-current=\"step\"."
    ) {
        #specimen("View builders") {
            StepProgressIndicator {
                StepList(stepProgressSteps, current: 2)
            } title: {
                Text("Checkout")
            } action: {
                Link("Cancel", destination: "#cart")
            }
        }
        #specimen("Plain values") { stepProgressSample }
        #specimen("A model") { StepProgressIndicator(model: StepProgressCheckout()) }
        #specimen("Any view in a slot") {
            StepProgressIndicator {
                StepList(["Draft", "Review", "Publish"], current: 1)
            } title: {
                Label("Article", systemImage: "doc.text")
            }
        }
        #specimen("Nothing begun (current before the first step)") { StepProgressIndicator(steps: stepProgressSteps, current: -1) }
        #specimen("All done (current past the last step)") { StepProgressIndicator(steps: stepProgressSteps, current: 4) }
        #specimen("Disabled") { stepProgressSample.disabled() }
        #specimen("Restyled: steps above the title") { stepProgressSample.stepProgressIndicatorStyle(StepProgressStepsFirst()) }
        #specimen("Light", colorScheme: .light) { stepProgressSample }
        #specimen("Dark", colorScheme: .dark) { stepProgressSample }
    }

    fileprivate static var stepProgressSteps: [StepItem] {
        [StepItem("Cart", destination: "#checkout-cart"), StepItem("Address", destination: "#checkout-address"), "Payment", "Review"]
    }

    @SpecimenCode
    private static var stepProgressSample: StepProgressIndicator {
        StepProgressIndicator(steps: stepProgressSteps, current: 2, title: "Checkout", action: Link("Cancel", destination: "#cart"))
    }
}

/// A checkout of an app's own, shown through `StepProgressIndicatorModel`: the same content as the
/// other forms, so that the three read alike.
private struct StepProgressCheckout: StepProgressIndicatorModel {
    var steps = StepList(ComponentGallery.stepProgressSteps, current: 2)
    var title: String? = "Checkout"
    var action: Link<Text>? = Link("Cancel", destination: "#cart")
}

/// The steps first, the title beneath.
private struct StepProgressStepsFirst: StepProgressIndicatorStyle {
    func makeBody(configuration: StepProgressIndicatorConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.steps
            configuration.title.font(.footnote)
        }
    }
}
