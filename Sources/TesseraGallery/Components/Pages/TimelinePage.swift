import Tessera
import TesseraComponents

extension ComponentGallery {
    static let timeline = GalleryPage(
        name: "Timeline",
        summary: "Events in order down a line, their nodes joined: an object's history."
    ) {
        #specimen("View builders") {
            Timeline {
                ForEach(Array(timelineEvents.enumerated()), id: \.offset) { _, event in TimelineItem(model: event) }
            }
        }
        #specimen("Plain values") { timelineSample }
        #specimen("A model") { Timeline(model: SampleWorkOrder()) }
        #specimen("Icons for nodes") {
            Timeline {
                TimelineItem(title: "Notification received", timestamp: "2 May, 16:02", icon: Image(systemName: "bell"))
                TimelineItem(title: "Spare part ordered", subtitle: "Seal kit SK-40", timestamp: "3 May, 10:40", icon: Image(systemName: "cart"))
                TimelineItem(title: "Repaired", subtitle: "Maria Schneider", timestamp: "4 May, 15:10", status: .text("Done"), icon: Image(systemName: "checkmark.circle"))
            }
        }
        #specimen("Restyled: framed under a heading") { timelineSample.timelineStyle(FramedEvents()) }
        #specimen("Disabled") { timelineSample.disabled() }
        #specimen("Light", colorScheme: .light) { timelineSample }
        #specimen("Dark", colorScheme: .dark) { timelineSample }
    }

    fileprivate static var timelineEvents: [WorkOrderEvent] {
        [
        WorkOrderEvent(title: "Work order created", subtitle: "From notification 10004711", timestamp: "2 May, 16:02"),
        WorkOrderEvent(title: "Released", subtitle: "To the team of Hall 3", timestamp: "3 May, 08:15"),
        WorkOrderEvent(title: "Technician on site", subtitle: "Maria Schneider", timestamp: "3 May, 09:30", status: .text("In progress")),
        ]
    }

    @SpecimenCode
    private static var timelineSample: Timeline { Timeline(items: timelineEvents) }
}

/// An event of a work order of an app's own, shown through `TimelineItemModel`.
fileprivate struct WorkOrderEvent: TimelineItemModel {
    var title: String
    var subtitle: String?
    var timestamp: String?
    var status: TextOrIcon? = nil
    var icon: Image? = nil
}

/// A work order of an app's own, whose history `TimelineModel` shows.
fileprivate struct SampleWorkOrder: TimelineModel {
    var items: [WorkOrderEvent] { ComponentGallery.timelineEvents }
}

/// The events framed under a heading, for a side panel.
fileprivate struct FramedEvents: TimelineStyle {
    func makeBody(configuration: TimelineConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("History").font(.headline)
            configuration.items
        }
        .padding(12)
        .border(Color.theme(.separator))
        .cornerRadius(8)
    }
}
