import Tessera
import TesseraComponents

extension ComponentGallery {
    static let segmentedControl = GalleryPage(
        name: "SegmentedControl",
        summary: "A choice of one among a few, drawn as the segments of one bar: real radio buttons in a fieldset, with an error and a hint."
    ) {
        // Radio buttons of one name are one group in a form (or in a page, outside any): each
        // specimen holds its segments in a form of its own, or only one of them would show its
        // choice.
        #specimen("View builders") {
            ownGroup {
                SegmentedControl(title: "Priority", name: "priority", options: segmentedControlOptions, selection: "medium") {
                    EmptyView()
                } hintText: {
                    Text("High sends the ticket to the on-call engineer")
                }
            }
        }
        #specimen("Plain values") { ownGroup { segmentedControlSample } }
        #specimen("A model") { ownGroup { SegmentedControl(model: SegmentedControlTicket()) } }
        #specimen("A required choice, in error") {
            SegmentedControl(
                title: "Shipping", name: "shipping",
                options: [ListPickerOption("standard", label: "Standard"), ListPickerOption("express", label: "Express"), ListPickerOption("pickup", label: "Pick-up")],
                selection: "", isRequired: true, errorMessage: "Choose how the order ships")
        }
        #specimen("A work order's status") {
            // Sent to this page itself, as a reader would try it: the choice shows in the address.
            Form(method: .get) {
                SegmentedControl(
                    title: "Status", name: "status",
                    options: [ListPickerOption("open", label: "Open"), ListPickerOption("progress", label: "In progress"), ListPickerOption("done", label: "Done")],
                    selection: "progress")
                Button(submit: "Update")
            }
        }
        #specimen("Disabled") { ownGroup { segmentedControlSample.disabled() } }
        #specimen("Restyled: the hint first") { ownGroup { segmentedControlSample.segmentedControlStyle(SegmentedHintFirst()) } }
        #specimen("Light", colorScheme: .light) { ownGroup { segmentedControlSample } }
        #specimen("Dark", colorScheme: .dark) { ownGroup { segmentedControlSample } }
    }

    /// `content` in a form of its own, which reads back to this page: its radio buttons a group
    /// apart from those of the same name in the other specimens.
    static func ownGroup(@ViewBuilder _ content: () -> some View) -> some View {
        Form(method: .get, content: content)
    }

    fileprivate static let segmentedControlOptions = [
        ListPickerOption("low", label: "Low"), ListPickerOption("medium", label: "Medium"), ListPickerOption("high", label: "High"),
    ]

    @SpecimenCode
    private static var segmentedControlSample: SegmentedControl {
        SegmentedControl(
            title: "Priority", name: "priority", options: segmentedControlOptions, selection: "medium",
            hintText: "High sends the ticket to the on-call engineer")
    }
}

/// A ticket of an app's own, shown through `SegmentedControlModel`.
private struct SegmentedControlTicket: SegmentedControlModel {
    var title = "Priority"
    var name = "priority"
    var options = ComponentGallery.segmentedControlOptions
    var selection = "medium"
    var isRequired = false
    var errorMessage: String? = nil
    var hintText: String? = "High sends the ticket to the on-call engineer"
}

/// The hint above the segments.
private struct SegmentedHintFirst: SegmentedControlStyle {
    func makeBody(configuration: SegmentedControlConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.hintText.font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            configuration.segments
            configuration.errorMessage.foregroundStyle(Color.theme(.negativeLabel))
        }
        .attribute("data-component", "SegmentedControl")
    }
}
