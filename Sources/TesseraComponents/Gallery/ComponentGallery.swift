import Tessera

/// The components' gallery: a page per component, each showing it built from view builders,
/// from plain values and from a model — the same content, so they look the same — then
/// restyled, and in the dark palette. `tessera gallery` serves it.
public enum ComponentGallery {
    /// Every page, in order.
    public static let pages: [GalleryPage] = [objectItem, contactItem]
        + [kpiHeader, kpiLayoutContainer, ratingControl, stepProgressIndicator]
        + [textFieldFormView, noteFormView, switchView, listPickerItem, dateTimePicker]

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

    static let contactItem = GalleryPage(
        name: "ContactItem",
        summary: "A person with the ways to reach them: each activity a link with its scheme (tel:, mailto:, sms:) or the app's own hook."
    ) {
        GallerySpecimen("View builders") {
            ContactItem {
                Text("Ada Lovelace")
            } subtitle: {
                Text("Analyst, London")
            } activityItems: {
                ActivityItems(sampleActivities)
            }
        }
        GallerySpecimen("Plain values") { sampleContactItem }
        GallerySpecimen("A model") { ContactItem(model: SampleEmployee()) }
        GallerySpecimen("Any view in a slot") {
            ContactItem {
                Image(systemName: "square.and.pencil")
            } subtitle: {
                Text("SubTitle")
            }
        }
        GallerySpecimen("The action hook: calls go to the app's call log") {
            ContactItem(title: "Ada Lovelace", subtitle: "Analyst, London", activityItems: sampleActivities) { item in
                item.kind == .phone ? "/calls/new?to=ada" : nil
            }
        }
        GallerySpecimen("Light", colorScheme: .light) { sampleContactItem }
        GallerySpecimen("Dark", colorScheme: .dark) { sampleContactItem }
    }

    private static var sampleActivities: [ActivityItem] {
        [.phone("+44 20 7946 0958"), .email("ada@example.com"), .message("+44 7700 900123"), .detail("/people/ada")]
    }

    private static var sampleContactItem: ContactItem {
        ContactItem(title: "Ada Lovelace", subtitle: "Analyst, London", activityItems: sampleActivities)
    }

    /// An employee of an app's own, shown through `ContactItemModel`.
    private struct SampleEmployee: ContactItemModel {
        var title = "Ada Lovelace"
        var subtitle: String? = "Analyst, London"
        var footnote: String? = nil
        var descriptionText: String? = nil
        var detailImage: Image? = nil
        var activityItems: [ActivityItem] = sampleActivities
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
