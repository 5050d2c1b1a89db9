import Tessera
import TesseraComponents

extension ComponentGallery {
    static let timelinePreview = GalleryPage(
        name: "TimelinePreview",
        summary: "A few events side by side on a line, under a title, with a link to the whole timeline."
    ) {
        #specimen("View builders") {
            TimelinePreview {
                Text("Delivery")
            } items: {
                TimelinePreviewTrack(deliverySteps)
            } action: {
                Link("See all", destination: "#history")
            }
        }
        #specimen("Plain values") { timelinePreviewSample }
        #specimen("A model") { TimelinePreview(model: SampleDelivery()) }
        #specimen("Restyled: framed, the link beneath") { timelinePreviewSample.timelinePreviewStyle(Framed()) }
        #specimen("Disabled") { timelinePreviewSample.disabled() }
        #specimen("Light", colorScheme: .light) { timelinePreviewSample }
        #specimen("Dark", colorScheme: .dark) { timelinePreviewSample }
    }

    static let deliverySteps = [
        TimelinePreviewItem("Ordered", timestamp: "2 May"),
        TimelinePreviewItem("Approved", timestamp: "2 May"),
        TimelinePreviewItem("Shipped", timestamp: "3 May"),
        TimelinePreviewItem("Delivered", timestamp: "5 May, planned", isDone: false),
    ]

    @SpecimenCode
    private static var timelinePreviewSample: TimelinePreview {
        TimelinePreview(title: "Delivery", items: deliverySteps, action: Link("See all", destination: "#history"))
    }
}

/// A delivery of an app's own, shown through `TimelinePreviewModel`.
fileprivate struct SampleDelivery: TimelinePreviewModel {
    var title = "Delivery"
    var items: [TimelinePreviewItem] { ComponentGallery.deliverySteps }
    var action: Link<Text>? { Link("See all", destination: "#history") }
}

/// The preview on a framed card, its link beneath the line.
fileprivate struct Framed: TimelinePreviewStyle {
    func makeBody(configuration: TimelinePreviewConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            configuration.title.font(.title3)
            configuration.items
            configuration.action.font(.footnote)
        }
        .padding(16)
        .border(Color.theme(.separator))
        .cornerRadius(12)
    }
}
