import Tessera
import TesseraComponents

extension ComponentGallery {
    static let sectionHeader = GalleryPage(
        name: "SectionHeader",
        summary: "The heading of a section of components: a title, a short attribute beside it (a count, a date) and an action such as \"See all\"."
    ) {
        #specimen("View builders") {
            SectionHeader {
                Text("Open work orders")
            } attribute: {
                Text("12")
            } action: {
                Link("See all", destination: "#work-orders-status-open")
            }
        }
        #specimen("Plain values") { sectionHeaderSample }
        #specimen("A model") { SectionHeader(model: SampleOrderGroup()) }
        #specimen("Any view in a slot") {
            SectionHeader {
                Label("Overdue invoices", systemImage: "exclamationmark.triangle")
            } attribute: {
                Text("EUR 18,420.00").foregroundStyle(Color.theme(.negativeLabel))
            } action: {
                Link(destination: "#invoices-overdue-1") { Label("Remind all", systemImage: "envelope") }
            }
        }
        #specimen("Over its section") {
            VStack(alignment: .leading, spacing: 8) {
                sectionHeaderSample
                ObjectItem(title: "Transformer overheating", subtitle: "Substation 4", status: .text("High"))
                ObjectItem(title: "Pump P-100 leaking", subtitle: "Hall 3, cooling circuit", status: .text("Medium"))
            }
        }
        #specimen("Restyled: the count in a pill") { sectionHeaderSample.sectionHeaderStyle(CountInAPill()) }
        // A disabled header's action is a link that goes nowhere.
        #specimen("Disabled") { sectionHeaderSample.disabled() }
        #specimen("Light", colorScheme: .light) { sectionHeaderSample }
        #specimen("Dark", colorScheme: .dark) { sectionHeaderSample }
    }

    @SpecimenCode
    private static var sectionHeaderSample: SectionHeader {
        SectionHeader(title: "Open work orders", attribute: "12", action: Link("See all", destination: "#work-orders-status-open"))
    }
}

/// A group of work orders of an app's own, shown through `SectionHeaderModel`.
fileprivate struct SampleOrderGroup: SectionHeaderModel {
    var title = "Open work orders"
    var attribute: String? = "12"
    var action: Link<Text>? = Link("See all", destination: "#work-orders-status-open")
}

/// The title, then its count in a tinted pill, the action at the end.
fileprivate struct CountInAPill: SectionHeaderStyle {
    func makeBody(configuration: SectionHeaderConfiguration) -> some View {
        HStack(spacing: 8) {
            configuration.title.font(.title3)
            configuration.attribute.font(.caption).padding(.horizontal, 8).background(Color.theme(.tertiaryBackground)).cornerRadius(8)
            Spacer()
            configuration.action
        }
    }
}
