import Tessera
import TesseraComponents

extension ComponentGallery {
    static let bannerMessage = GalleryPage(
        name: "BannerMessage",
        summary: "A message across the top of a page or a section: what happened, how it went (its kind, an icon never told by colour alone), and a link to close it."
    ) {
        #specimen("View builders") {
            BannerMessage {
                Text("Invoice 90012 not posted")
            } kind: {
                // The kind's default view, as the initializer of plain values shows it.
                SlotDefaults.view(BannerKind.error)
            } message: {
                Text("Company code 1000 is closed for period 04/2025.")
            } closeAction: {
                Link("Close", destination: "#invoices-90012")
            }
        }
        #specimen("Plain values") { bannerMessageSample }
        #specimen("A model") { BannerMessage(model: SampleNotice()) }
        #specimen("Any view in a slot: an icon of one's own") {
            BannerMessage {
                Text("Synchronising 240 work orders")
            } kind: {
                Image(systemName: "arrow.clockwise").foregroundStyle(Color.theme(.informativeLabel))
            } message: {
                ProgressView(value: 0.4)
            }
        }
        #specimen("Every kind") {
            VStack(alignment: .leading, spacing: 8) {
                BannerMessage(title: "Plant Walldorf closes on 1 May", kind: .information)
                BannerMessage(title: "Purchase order 4500017 approved", kind: .success)
                BannerMessage(title: "Stock of seal kits below 10", kind: .warning, message: "Reorder before the next planned outage.")
                bannerMessageSample
            }
        }
        #specimen("Restyled: on one line") { bannerMessageSample.bannerMessageStyle(OneLineBanner()) }
        // A disabled banner's close action is a link that goes nowhere.
        #specimen("Disabled") { bannerMessageSample.disabled() }
        #specimen("Light", colorScheme: .light) { bannerMessageSample }
        #specimen("Dark", colorScheme: .dark) { bannerMessageSample }
    }

    @SpecimenCode
    private static var bannerMessageSample: BannerMessage {
        BannerMessage(
            title: "Invoice 90012 not posted", kind: .error, message: "Company code 1000 is closed for period 04/2025.",
            closeAction: Link("Close", destination: "#invoices-90012"))
    }
}

/// A notice of an app's own, shown through `BannerMessageModel`.
fileprivate struct SampleNotice: BannerMessageModel {
    var title = "Invoice 90012 not posted"
    var kind: BannerKind? = .error
    var message: String? = "Company code 1000 is closed for period 04/2025."
    var closeAction: Link<Text>? = Link("Close", destination: "#invoices-90012")
}

/// The kind, the title and the message on one line, unframed, the close action at the end: for a
/// banner inside a table's toolbar.
fileprivate struct OneLineBanner: BannerMessageStyle {
    func makeBody(configuration: BannerMessageConfiguration) -> some View {
        HStack(spacing: 8) {
            configuration.kind
            configuration.title.font(.headline)
            configuration.message.foregroundStyle(Color.theme(.secondaryLabel))
            Spacer()
            configuration.closeAction
        }
        .padding(.vertical, 4)
    }
}
