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
