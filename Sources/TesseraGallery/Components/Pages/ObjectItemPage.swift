import Foundation
import Tessera
import TesseraComponents

extension ComponentGallery {
    static let objectItem = GalleryPage(
        name: "ObjectItem",
        summary: "One business object in a list: title, subtitle, footnote, status, icons, tags and more."
    ) {
        #specimen("View builders") {
            ObjectItem {
                Text("Transformer overheating")
            } subtitle: {
                Text("Three phase, 400 kV")
            } footnote: {
                Text("Reported 2 hours ago")
            } status: {
                TextOrIcon.text("High")
            } icons: {
                IconStack {
                    "1"
                    Image(systemName: "circle.fill")
                }
            } tags: {
                TagStack {
                    "Urgent"
                    "Substation 4"
                }
            }
        }
        #specimen("Plain values") { objectItemSample }
        #specimen("A model") { ObjectItem(model: SampleWorkOrder()) }
        #specimen("Any view in a slot") {
            ObjectItem {
                Label("Edit the order", systemImage: "square.and.pencil")
            } subtitle: {
                Text("The title is a label with an icon")
            }
        }
        #specimen("Every slot") {
            ObjectItem(
                title: "Pump P-100 leaking", subtitle: "Hall 3, cooling circuit", footnote: "Reported by the night shift",
                description: "Seal replaced in March", status: .text("Medium"), substatus: .text("In progress"),
                detailImage: Image(systemName: "gear"), icons: [.icon(Image(systemName: "circle.fill"))],
                avatars: [Image(systemName: "person.circle"), Image(systemName: "person.fill")],
                footnoteIcons: [.icon(Image(systemName: "paperclip"))], tags: ["Mechanical"],
                action: Link("Assign", destination: "#work-orders-4712-assign"))
        }
        #specimen("Fiori's value types: attributed strings, texts or icons, a FioriButton") {
            ObjectItem(
                title: AttributedString("Pump P-100 leaking"), subtitle: AttributedString("Hall 3, cooling circuit"),
                status: .both("Medium", Image(systemName: "exclamationmark.triangle")),
                avatars: [.icon(Image(systemName: "person.circle")), .text("GH")], tags: [AttributedString("Mechanical")],
                action: FioriButton(title: "Assign") { print("assigned") })
        }
        #specimen("Fiori's builders: a line each") {
            ObjectItem {
                Text("Transformer overheating")
            } subtitle: {
                OptionalText(Optional("Three phase, 400 kV"))
            } icons: {
                Text("1")
                Image(systemName: "circle.fill")
            } avatars: {
                Image(systemName: "person.circle")
                Image(systemName: "person.fill")
            } footnoteIcons: {
                Image(systemName: "paperclip")
            } tags: {
                Tag("Urgent")
                "Substation 4"
            }
        }
        // The slot views a list of values becomes, on their own: what the icons, avatars and
        // tags slots show by default.
        #specimen("Its slot views: IconStack, AvatarStack, TagStack") {
            HStack(alignment: .center, spacing: 24) {
                IconStack(objectItemIcons)
                AvatarStack([Image(systemName: "person.circle"), Image(systemName: "person.fill"), Image(systemName: "person.2")])
                TagStack(["Urgent", "Substation 4", "Electrical"])
            }
        }
        #specimen("Restyled: status first") { objectItemSample.objectItemStyle(StatusFirstStyle()) }
        #specimen("Titles restyled for every component") {
            objectItemSample.titleStyle { $0.foregroundStyle(Color.theme(.negativeLabel)) }
        }
        #specimen("Disabled") { objectItemSample.disabled() }
        #specimen("Selected") {
            VStack(alignment: .leading, spacing: 8) {
                ObjectItem(title: "Pump P-100 leaking", subtitle: "Hall 3, cooling circuit", status: .text("Medium"))
                objectItemSample.selected()
                ObjectItem(title: "Invoice 90012 blocked", subtitle: "Price variance above 5 %", status: .text("Low"))
            }
        }
        #specimen("Light", colorScheme: .light) { objectItemSample }
        #specimen("Dark", colorScheme: .dark) { objectItemSample }
    }

    fileprivate static var objectItemIcons: [TextOrIcon] { [.text("1"), .icon(Image(systemName: "circle.fill"))] }

    @SpecimenCode
    private static var objectItemSample: ObjectItem {
        ObjectItem(
            title: "Transformer overheating", subtitle: "Three phase, 400 kV", footnote: "Reported 2 hours ago",
            status: .text("High"), icons: objectItemIcons, tags: ["Urgent", "Substation 4"])
    }
}

/// A work order of an app's own, shown through `ObjectItemModel`.
fileprivate struct SampleWorkOrder: ObjectItemModel {
    var title = "Transformer overheating"
    var subtitle: String? = "Three phase, 400 kV"
    var footnote: String? = "Reported 2 hours ago"
    var description: String? = nil
    var status: TextOrIcon? = .text("High")
    var substatus: TextOrIcon? = nil
    var detailImage: Image? = nil
    var icons: [TextOrIcon] = ComponentGallery.objectItemIcons
    var avatars: [Image] = []
    var footnoteIcons: [TextOrIcon] = []
    var tags = ["Urgent", "Substation 4"]
    var action: Link<Text>? = nil
}

/// The status before the title, on one line.
fileprivate struct StatusFirstStyle: ObjectItemStyle {
    func makeBody(configuration: ObjectItemConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.status.foregroundStyle(Color.theme(.negativeLabel)).font(.headline)
            configuration.title
            Spacer()
            configuration.tags
        }
    }
}
