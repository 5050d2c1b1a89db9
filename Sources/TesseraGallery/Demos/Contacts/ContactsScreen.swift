import Hummingbird
import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// The contacts screen of ComposedUI's example, on the web: family and friends sections in one
/// list, the family allowing multiple selection, the friends one at a time, with deleting, moving
/// and a menu of actions. Every browser showing it sees every change live.
///
/// A route group the gallery mounts:
///
/// ```swift
/// let contacts = await ContactsScreen(path: "/gallery/contacts")
/// contacts.addRoutes(to: router)     // GET /gallery/contacts, POST …/reset, …/sections/…
/// ```
@SectionActor
public final class ContactsScreen {
    /// Where the screen is served.
    public nonisolated let path: String
    /// The family section.
    public let family = FamilySection()
    /// The friends section.
    public let friends = FriendsSection()
    /// The sections, served live.
    public nonisolated let live: LiveSections

    /// The screen, served at `path`, with the demo's contacts.
    public init(path: String = "/contacts") {
        self.path = path
        let provider = ComposedSectionProvider()
        provider.append(family)
        provider.append(friends)
        live = LiveSections(coordinator: ListCoordinator(id: "contacts", sectionProvider: provider, actionPath: path + "/sections"))
        friends.addToFamily = { [family] person in family.append(person) }
        reset()
    }

    /// Puts the demo's contacts back.
    public func reset() {
        // Selection first: the reloads show the sections as they are when they happen.
        family.deselectAll()
        friends.deselectAll()
        family.setElements(ContactsScreen.family)
        friends.setElements(ContactsScreen.friends)
    }

    /// Adds the screen's routes to `router`, behind Tessera's middleware.
    public nonisolated func addRoutes<Context: TesseraRequestContext>(to router: Router<Context>) {
        live.addRoutes(to: router)
        router.get(RouterPath(path)) { _, context in
            let region = await self.live.region(csrfToken: context.csrfToken, returnPath: self.path)
            return HTMLResponse(title: "Contacts") {
                ContactsPage(region: region, resetPath: self.path + "/reset", csrfToken: context.csrfToken, returnPath: self.path)
            }
        }
        router.post(RouterPath(path + "/reset")) { request, _ in
            await self.reset()
            return PostResponse.after(request, returnPath: self.path)
        }
    }

    static let family = [
        Person(id: "ada", name: "Ada Lovelace", email: "ada@example.com"),
        Person(id: "byron", name: "Lord Byron", email: "byron@example.com"),
        Person(id: "annabella", name: "Annabella Milbanke", email: "annabella@example.com"),
    ]

    static let friends = [
        Person(id: "charles", name: "Charles Babbage", email: "charles@example.com"),
        Person(id: "mary", name: "Mary Somerville", email: "mary@example.com"),
        Person(id: "michael", name: "Michael Faraday", email: "michael@example.com"),
        Person(id: "charles-dickens", name: "Charles Dickens", email: "dickens@example.com"),
    ]
}
