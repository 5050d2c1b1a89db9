import Tessera
import TesseraComponents

extension ComponentGallery {
    static let profileHeader = GalleryPage(
        name: "ProfileHeader",
        summary: "The top of a person's page: their picture, name, role, a line about them and ways to reach them, centred."
    ) {
        #specimen("View builders") {
            ProfileHeader {
                Text("Maria Schneider")
            } detailImage: {
                Image(systemName: "person.circle")
            } subtitle: {
                Text("Maintenance planner, Plant Walldorf")
            } description: {
                Text("Plans the preventive maintenance of the cooling circuits in halls 1 to 4.")
            } actions: {
                ActionStack(profileHeaderActions)
            }
        }
        #specimen("Plain values") { profileHeaderSample }
        #specimen("A model") { ProfileHeader(model: SamplePlanner()) }
        #specimen("Any view in a slot: activities as the actions") {
            ProfileHeader {
                Text("Maria Schneider")
            } subtitle: {
                Label("On call this week", systemImage: "phone")
            } actions: {
                ActivityItems([.phone("+49 6227 7 47474"), .email("maria.schneider@example.com"), .message("+49 170 1234567")])
            }
        }
        #specimen("Restyled: beside the picture") { profileHeaderSample.profileHeaderStyle(PictureBesideProfile()) }
        // A disabled profile's actions are links that go nowhere: no mail, no call.
        #specimen("Disabled") { profileHeaderSample.disabled() }
        #specimen("Light", colorScheme: .light) { profileHeaderSample }
        #specimen("Dark", colorScheme: .dark) { profileHeaderSample }
    }

    fileprivate static var profileHeaderActions: [Link<Text>] {
        [Link("Email", destination: "mailto:maria.schneider@example.com"), Link("Call", destination: "tel:+496227747474")]
    }

    @SpecimenCode
    private static var profileHeaderSample: ProfileHeader {
        ProfileHeader(
            title: "Maria Schneider", detailImage: Image(systemName: "person.circle"), subtitle: "Maintenance planner, Plant Walldorf",
            description: "Plans the preventive maintenance of the cooling circuits in halls 1 to 4.", actions: profileHeaderActions)
    }
}

/// A planner of an app's own, shown through `ProfileHeaderModel`.
fileprivate struct SamplePlanner: ProfileHeaderModel {
    var title = "Maria Schneider"
    var detailImage: Image? = Image(systemName: "person.circle")
    var subtitle: String? = "Maintenance planner, Plant Walldorf"
    var description: String? = "Plans the preventive maintenance of the cooling circuits in halls 1 to 4."
    var actions: [Link<Text>] = ComponentGallery.profileHeaderActions
}

/// The picture on the left, the name, role and actions beside it, aligned to the start: for a
/// person shown inside another object's page.
fileprivate struct PictureBesideProfile: ProfileHeaderStyle {
    func makeBody(configuration: ProfileHeaderConfiguration) -> some View {
        HStack(alignment: .center, spacing: 12) {
            configuration.detailImage.font(.largeTitle)
            VStack(alignment: .leading, spacing: 2) {
                configuration.title.font(.headline)
                configuration.subtitle.foregroundStyle(Color.theme(.secondaryLabel))
                configuration.actions
            }
        }
    }
}
