import Tessera
import TesseraSections
import TesseraServer

/// The contacts of ComposedUI's example as sections of one browser tab (`/state/tab-contacts`):
/// what one person selects, deletes or moves is theirs alone, where `/sections/contacts` shares
/// one set of sections with everyone.
///
/// The same section types as the shared screen; only the owner differs: the sections are made per
/// session, in `@State`, and shown with `SessionSectionsView`.
struct TabContactsView: View {
    @State private var contacts = SessionSections {
        let family = FamilySection()
        let friends = FriendsSection()
        family.setElements(ContactsScreen.family)
        friends.setElements(ContactsScreen.friends)
        friends.addToFamily = { [family] person in family.append(person) }
        let provider = ComposedSectionProvider()
        provider.append(family)
        provider.append(friends)
        return ListCoordinator(id: "tab-contacts", sectionProvider: provider)
    }

    var body: some View {
        NavigationStack {
            GalleryBackLink()
            VStack(alignment: .leading, spacing: 16) {
                Text("These sections belong to this browser tab: select, delete and move, then open the page in another tab to find the contacts as they were.")
                    .foregroundStyle(.secondary)
                SessionSectionsView(contacts)
            }
        }
        .navigationTitle("Contacts, per tab")
    }
}
