import Tessera
import TesseraComponents

extension ComponentGallery {
    static let contactItem = GalleryPage(
        name: "ContactItem",
        summary: "A person with the ways to reach them: each activity a link with its scheme (tel:, mailto:, sms:) or the app's own hook."
    ) {
        #specimen("View builders") {
            ContactItem {
                Text("Ada Lovelace")
            } subtitle: {
                Text("Analyst, London")
            } activityItems: {
                ActivityItems {
                    .phone("+44 20 7946 0958")
                    .email("ada@example.com")
                    .message("+44 7700 900123")
                    .detail("#people-ada")
                }
            }
        }
        #specimen("Plain values") { contactItemSample }
        #specimen("A model") { ContactItem(model: SampleEmployee()) }
        #specimen("Any view in a slot") {
            ContactItem {
                Image(systemName: "square.and.pencil")
            } subtitle: {
                Text("SubTitle")
            }
        }
        #specimen("The action hook: calls go to the app's call log") {
            ContactItem(title: "Ada Lovelace", subtitle: "Analyst, London", activityItems: contactItemActivities) { item in
                item.kind == .phone ? "#calls-new-to-ada" : nil
            }
        }
        // Fiori for SwiftUI's spellings. An action runs on the server in a live view, where each
        // activity is a button; on this page, which is not live, each is its link.
        #specimen("Fiori's spelling: activities a line each, and an action") {
            ContactItem(title: "Ada Lovelace", subtitle: "Analyst, London", action: { activityItem in
                print("chosen: \(activityItem.type) \(activityItem.data ?? "")")
            }) {
                .phone(4402079460958)
                .email("ada@example.com")
            }
        }
        #specimen("Fiori's spelling: the actionItems slot and ActionItems") {
            ContactItem {
                Text("Grace Hopper")
            } subtitle: {
                Text("Head of procurement, Arlington")
            } actionItems: {
                ActionItems(actionItems: [ActivityItem(type: .email, data: "grace@example.com")], didSelectActivityItem: { activityItem in
                    print("write to \(activityItem.data ?? "")")
                })
            }
        }
        #specimen("Fiori's spelling: a model named with underscores") { ContactItem(model: FioriEmployee()) }
        #specimen("Restyled: the activities beneath the name") { contactItemSample.contactItemStyle(ActivitiesBeneath()) }
        // A disabled contact's activities are links that go nowhere: no call, no mail.
        #specimen("Disabled") { contactItemSample.disabled() }
        #specimen("Selected") {
            VStack(alignment: .leading, spacing: 8) {
                ContactItem(title: "Grace Hopper", subtitle: "Head of procurement, Arlington", activityItems: [.email("grace@example.com")])
                contactItemSample.selected()
                ContactItem(title: "Edsger Dijkstra", subtitle: "Plant manager, Eindhoven", activityItems: [.phone("+31 40 247 9111")])
            }
        }
        #specimen("Light", colorScheme: .light) { contactItemSample }
        #specimen("Dark", colorScheme: .dark) { contactItemSample }
    }

    fileprivate static var contactItemActivities: [ActivityItem] {
        [.phone("+44 20 7946 0958"), .email("ada@example.com"), .message("+44 7700 900123"), .detail("#people-ada")]
    }

    @SpecimenCode
    private static var contactItemSample: ContactItem {
        ContactItem(title: "Ada Lovelace", subtitle: "Analyst, London", activityItems: contactItemActivities)
    }
}

/// An employee of an app's own, shown through `ContactItemModel`.
fileprivate struct SampleEmployee: ContactItemModel {
    var title = "Ada Lovelace"
    var subtitle: String? = "Analyst, London"
    var footnote: String? = nil
    var descriptionText: String? = nil
    var detailImage: Image? = nil
    var activityItems: [ActivityItem] = ComponentGallery.contactItemActivities
}

/// An employee named as Fiori for SwiftUI names a model's values, with a trailing underscore, beside
/// a `title` of its own (a job title) that is not the slot's.
fileprivate struct FioriEmployee: ContactItemModel {
    var title = "Dr."
    var title_ = "Edsger Dijkstra"
    var subtitle_: String? = "Plant manager, Eindhoven"
    var activityItems_: [ActivityItem] = [.phone("+31 40 247 9111")]
}

/// The name, the role, then the ways to reach them on a line of their own: for a narrow column.
fileprivate struct ActivitiesBeneath: ContactItemStyle {
    func makeBody(configuration: ContactItemConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.title.font(.headline)
            configuration.subtitle.foregroundStyle(Color.theme(.secondaryLabel))
            configuration.activityItems
        }
    }
}
