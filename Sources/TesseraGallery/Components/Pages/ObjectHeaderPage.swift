import Tessera
import TesseraComponents

extension ComponentGallery {
    static let objectHeader = GalleryPage(
        name: "ObjectHeader",
        summary: "The top of a business object's page: picture, title, subtitle, tags, body text and footnote, its status beside them and a description beneath."
    ) {
        #specimen("View builders") {
            ObjectHeader {
                Text("Transformer T-12")
            } subtitle: {
                Text("Substation North, 400 kV")
            } tags: {
                TagStack(["High voltage", "Critical asset"])
            } bodyText: {
                Text("Oil temperature above limit")
            } footnote: {
                Text("Reported 3 May 2025 by Maria Schneider")
            } descriptionText: {
                Text("Inspect the cooling fans before the next peak load.")
            } status: {
                TextOrIcon.text("High")
            } substatus: {
                TextOrIcon.icon(Image(systemName: "exclamationmark.triangle"))
            } detailImage: {
                Image(systemName: "building.2")
            }
        }
        #specimen("Plain values") { objectHeaderSample }
        #specimen("A model") { ObjectHeader(model: SampleAsset()) }
        #specimen("Any view in a slot") {
            ObjectHeader {
                Text("Purchase order 4500017")
            } subtitle: {
                Link("Nordic Valves AB", destination: "#suppliers-200451")
            } bodyText: {
                KeyValueItem(key: "Net value", value: "EUR 12,480.00")
            } status: {
                Label("Approved", systemImage: "checkmark.circle").foregroundStyle(Color.theme(.positiveLabel))
            }
        }
        #specimen("Restyled: the status first") { objectHeaderSample.objectHeaderStyle(StatusFirstHeader()) }
        #specimen("Disabled") { objectHeaderSample.disabled() }
        #specimen("Light", colorScheme: .light) { objectHeaderSample }
        #specimen("Dark", colorScheme: .dark) { objectHeaderSample }
    }

    @SpecimenCode
    private static var objectHeaderSample: ObjectHeader {
        ObjectHeader(
            title: "Transformer T-12", subtitle: "Substation North, 400 kV", tags: ["High voltage", "Critical asset"],
            bodyText: "Oil temperature above limit", footnote: "Reported 3 May 2025 by Maria Schneider",
            descriptionText: "Inspect the cooling fans before the next peak load.", status: .text("High"),
            substatus: .icon(Image(systemName: "exclamationmark.triangle")), detailImage: Image(systemName: "building.2"))
    }
}

/// An asset of an app's own, shown through `ObjectHeaderModel`.
fileprivate struct SampleAsset: ObjectHeaderModel {
    var title = "Transformer T-12"
    var subtitle: String? = "Substation North, 400 kV"
    var tags = ["High voltage", "Critical asset"]
    var bodyText: String? = "Oil temperature above limit"
    var footnote: String? = "Reported 3 May 2025 by Maria Schneider"
    var descriptionText: String? = "Inspect the cooling fans before the next peak load."
    var status: TextOrIcon? = .text("High")
    var substatus: TextOrIcon? = .icon(Image(systemName: "exclamationmark.triangle"))
    var detailImage: Image? = Image(systemName: "building.2")
}

/// The status and its icon in the object's warning colour above the title, then the subtitle and
/// the tags: for a header that leads with how the object is doing.
fileprivate struct StatusFirstHeader: ObjectHeaderStyle {
    func makeBody(configuration: ObjectHeaderConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                configuration.substatus
                configuration.status
            }
            .foregroundStyle(Color.theme(.criticalLabel))
            configuration.title.font(.title2)
            configuration.subtitle.foregroundStyle(Color.theme(.secondaryLabel))
            configuration.tags
        }
    }
}
