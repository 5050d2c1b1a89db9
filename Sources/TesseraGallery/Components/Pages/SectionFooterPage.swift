import Tessera
import TesseraComponents

extension ComponentGallery {
    static let sectionFooter = GalleryPage(
        name: "SectionFooter",
        summary: "The end of a section of components: a quiet line of text (a total, when it was last updated) and an action such as \"Load more\"."
    ) {
        #specimen("View builders") {
            SectionFooter {
                Text("20 of 134 invoices")
            } action: {
                Link("Load more", destination: "#invoices-page-2")
            }
        }
        #specimen("Plain values") { sectionFooterSample }
        #specimen("A model") { SectionFooter(model: SampleInvoicePage()) }
        #specimen("Any view in a slot") {
            SectionFooter {
                Label("Synchronised 5 minutes ago", systemImage: "arrow.clockwise")
            } action: {
                Link(destination: "#invoices-export") { Label("Export", systemImage: "square.and.arrow.up") }
            }
        }
        #specimen("Under its section") {
            VStack(alignment: .leading, spacing: 8) {
                ObjectItem(title: "Invoice 90012", subtitle: "Walldorf Pumps GmbH", status: .text("EUR 4,120.00"))
                ObjectItem(title: "Invoice 90013", subtitle: "Nordic Valves AB", status: .text("EUR 870.50"))
                sectionFooterSample
            }
        }
        #specimen("Restyled: the action first, centred") { sectionFooterSample.sectionFooterStyle(ActionFirst()) }
        #specimen("Disabled") { sectionFooterSample.disabled() }
        #specimen("Light", colorScheme: .light) { sectionFooterSample }
        #specimen("Dark", colorScheme: .dark) { sectionFooterSample }
    }

    @SpecimenCode
    private static var sectionFooterSample: SectionFooter {
        SectionFooter(title: "20 of 134 invoices", action: Link("Load more", destination: "#invoices-page-2"))
    }
}

/// A page of invoices of an app's own, shown through `SectionFooterModel`.
fileprivate struct SampleInvoicePage: SectionFooterModel {
    var title = "20 of 134 invoices"
    var action: Link<Text>? = Link("Load more", destination: "#invoices-page-2")
}

/// The action as the footer's main line, the count beneath it, both centred: for a list that
/// grows as one reads.
fileprivate struct ActionFirst: SectionFooterStyle {
    func makeBody(configuration: SectionFooterConfiguration) -> some View {
        VStack(alignment: .center, spacing: 2) {
            configuration.action.font(.headline)
            configuration.title.font(.footnote).foregroundStyle(Color.theme(.tertiaryLabel))
        }
    }
}
