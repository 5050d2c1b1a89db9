import Tessera
import TesseraComponents

extension ComponentGallery {
    static let timelineItem = GalleryPage(
        name: "TimelineItem",
        summary: "One event on a timeline: when it happened, a node on the line, what happened and its status."
    ) {
        #specimen("View builders") {
            TimelineItem {
                Text("Work order released")
            } subtitle: {
                Text("WO-4711 to the team of Hall 3")
            } timestamp: {
                Text("3 May, 08:15")
            } status: {
                TextOrIcon.text("Done")
            } icon: {
                Image(systemName: "checkmark.circle")
            }
        }
        #specimen("Plain values") { timelineItemSample }
        #specimen("A model") { TimelineItem(model: SampleOrderEvent()) }
        #specimen("Any view in a slot") {
            TimelineItem {
                Label("Spare part ordered", systemImage: "cart")
            } timestamp: {
                Text("3 May, 10:40")
            } status: {
                Text("Late").foregroundStyle(Color.theme(.criticalLabel))
            }
        }
        // No icon: the item draws a dot, so that the column still reads as a line of events.
        #specimen("A work order's history") {
            VStack(alignment: .leading, spacing: 12) {
                TimelineItem(title: "Work order created", subtitle: "From notification 10004711", timestamp: "2 May, 16:02")
                timelineItemSample
                TimelineItem(title: "Technician on site", subtitle: "Maria Schneider", timestamp: "3 May, 09:30", status: .text("In progress"))
            }
        }
        #specimen("Restyled: the time beneath the title") { timelineItemSample.timelineItemStyle(TimeBeneath()) }
        #specimen("Disabled") { timelineItemSample.disabled() }
        #specimen("Selected") {
            VStack(alignment: .leading, spacing: 12) {
                TimelineItem(title: "Work order created", subtitle: "From notification 10004711", timestamp: "2 May, 16:02")
                timelineItemSample.selected()
                TimelineItem(title: "Technician on site", subtitle: "Maria Schneider", timestamp: "3 May, 09:30", status: .text("In progress"))
            }
        }
        #specimen("Light", colorScheme: .light) { timelineItemSample }
        #specimen("Dark", colorScheme: .dark) { timelineItemSample }
    }

    @SpecimenCode
    private static var timelineItemSample: TimelineItem {
        TimelineItem(
            title: "Work order released", subtitle: "WO-4711 to the team of Hall 3", timestamp: "3 May, 08:15",
            status: .text("Done"), icon: Image(systemName: "checkmark.circle"))
    }
}

/// An event of a work order's history of an app's own, shown through `TimelineItemModel`.
fileprivate struct SampleOrderEvent: TimelineItemModel {
    var title = "Work order released"
    var subtitle: String? = "WO-4711 to the team of Hall 3"
    var timestamp: String? = "3 May, 08:15"
    var status: TextOrIcon? = .text("Done")
    var icon: Image? = Image(systemName: "checkmark.circle")
}

/// The node, then the title with its time beneath and no subtitle: for a narrow side panel.
fileprivate struct TimeBeneath: TimelineItemStyle {
    func makeBody(configuration: TimelineItemConfiguration) -> some View {
        HStack(alignment: .top, spacing: 8) {
            configuration.icon.foregroundStyle(Color.theme(.positiveLabel))
            VStack(alignment: .leading, spacing: 2) {
                configuration.title
                configuration.timestamp.font(.footnote).foregroundStyle(Color.theme(.tertiaryLabel))
            }
        }
    }
}
