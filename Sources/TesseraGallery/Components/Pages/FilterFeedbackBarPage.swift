import Tessera
import TesseraComponents

extension ComponentGallery {
    static let filterFeedbackBar = GalleryPage(
        name: "FilterFeedbackBar",
        summary: "The filters of a list in a row above it, each a chip that turns it on or off."
    ) {
        #specimen("View builders") {
            FilterFeedbackBar {
                FilterChipRow(filterFeedbackItems)
            } resetAction: {
                Link("Reset", destination: "#filters")
            }
        }
        #specimen("Plain values") { filterFeedbackBarSample }
        #specimen("A model") { FilterFeedbackBar(model: SampleOrderQuery()) }
        #specimen("Many filters, on a narrow screen") {
            FilterFeedbackBar(items: filterFeedbackItems + [
                FilterFeedbackItem("Plant: Walldorf", isActive: true, destination: "#plant"),
                FilterFeedbackItem("Priority: high", isActive: false, destination: "#priority"),
                FilterFeedbackItem("Created this week", isActive: false, destination: "#created"),
            ])
            .frame(maxWidth: 340)
        }
        #specimen("Restyled: under a heading, for a side panel") { filterFeedbackBarSample.filterFeedbackBarStyle(FilterColumn()) }
        #specimen("Disabled") { filterFeedbackBarSample.disabled() }
        #specimen("Light", colorScheme: .light) { filterFeedbackBarSample }
        #specimen("Dark", colorScheme: .dark) { filterFeedbackBarSample }
    }

    static let filterFeedbackItems = [
        FilterFeedbackItem("Overdue", isActive: true, destination: "#overdue"),
        FilterFeedbackItem("Assigned to me", isActive: false, destination: "#mine"),
        FilterFeedbackItem("Hall 3", isActive: true, destination: "#hall-3"),
    ]

    @SpecimenCode
    private static var filterFeedbackBarSample: FilterFeedbackBar {
        FilterFeedbackBar(items: filterFeedbackItems, resetAction: Link("Reset", destination: "#filters"))
    }
}

/// The filters of a list of work orders of an app's own, shown through `FilterFeedbackBarModel`.
fileprivate struct SampleOrderQuery: FilterFeedbackBarModel {
    var items: [FilterFeedbackItem] { ComponentGallery.filterFeedbackItems }
    var resetAction: Link<Text>? { Link("Reset", destination: "#filters") }
}

/// A heading, the chips, and the reset link beneath: for a side panel.
fileprivate struct FilterColumn: FilterFeedbackBarStyle {
    func makeBody(configuration: FilterFeedbackBarConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Filters").font(.headline)
            configuration.items
            configuration.resetAction.font(.footnote)
        }
    }
}
