import Tessera

/// The components' gallery: a page per component, each showing it built from view builders,
/// from plain values and from a model — the same content, so they look the same — then
/// restyled, and in the dark palette. `tessera gallery` serves it.
public enum ComponentGallery {
    /// Every page, in order.
    public static let pages: [GalleryPage] = [objectItem]

    static let objectItem = GalleryPage(
        name: "ObjectItem",
        summary: "One business object in a list: title, subtitle, footnote, status, icons, tags and more."
    ) {
        GallerySpecimen("View builders") {
            ObjectItem {
                Text("Transformer overheating")
            } subtitle: {
                Text("Three phase, 400 kV")
            } footnote: {
                Text("Reported 2 hours ago")
            } status: {
                TextOrIcon.text("High")
            } icons: {
                IconStack(sampleIcons)
            } tags: {
                TagStack(["Urgent", "Substation 4"])
            }
        }
        GallerySpecimen("Plain values") { sampleObjectItem }
        GallerySpecimen("A model") { ObjectItem(model: SampleWorkOrder()) }
        GallerySpecimen("Any view in a slot") {
            ObjectItem {
                Label("Edit the order", systemImage: "square.and.pencil")
            } subtitle: {
                Text("The title is a label with an icon")
            }
        }
        GallerySpecimen("Restyled: status first") { sampleObjectItem.objectItemStyle(StatusFirstStyle()) }
        GallerySpecimen("Titles restyled for every component") {
            sampleObjectItem.titleStyle { $0.foregroundStyle(Color.theme(.negativeLabel)) }
        }
        GallerySpecimen("Light", colorScheme: .light) { sampleObjectItem }
        GallerySpecimen("Dark", colorScheme: .dark) { sampleObjectItem }
    }

    private static var sampleIcons: [TextOrIcon] { [.text("1"), .icon(Image(systemName: "circle.fill"))] }

    private static var sampleObjectItem: ObjectItem {
        ObjectItem(
            title: "Transformer overheating", subtitle: "Three phase, 400 kV", footnote: "Reported 2 hours ago",
            status: .text("High"), icons: sampleIcons, tags: ["Urgent", "Substation 4"])
    }

    /// A work order of an app's own, shown through `ObjectItemModel`.
    private struct SampleWorkOrder: ObjectItemModel {
        var title = "Transformer overheating"
        var subtitle: String? = "Three phase, 400 kV"
        var footnote: String? = "Reported 2 hours ago"
        var description: String? = nil
        var status: TextOrIcon? = .text("High")
        var substatus: TextOrIcon? = nil
        var detailImage: Image? = nil
        var icons: [TextOrIcon] = sampleIcons
        var avatars: [Image] = []
        var footnoteIcons: [TextOrIcon] = []
        var tags = ["Urgent", "Substation 4"]
        var action: Link<Text>? = nil
    }

    /// The status before the title, on one line.
    private struct StatusFirstStyle: ObjectItemStyle {
        func makeBody(configuration: ObjectItemConfiguration) -> some View {
            HStack(spacing: 12) {
                configuration.status.foregroundStyle(Color.theme(.negativeLabel)).font(.headline)
                configuration.title
                Spacer()
                configuration.tags
            }
        }
    }
}
