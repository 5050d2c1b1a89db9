import Foundation
import Hummingbird
import TesseraData
import TesseraDirect
import TesseraServer

/// The screens of the seed systems written in their own spellings, as `tessera gallery` serves
/// them: a Fiori contact list and KPI header, ComposedUI's contacts, and a Direct to SwiftUI
/// application with a customer page, a tap-to-rate editor and array-literal rules.
public enum SeedStyleScreens {
    /// A screen: where, its name, what it shows.
    public struct Entry: Sendable {
        public let path: String
        public let title: String
        public let summary: String
    }

    /// The screens, in the order an index lists them.
    public static let entries: [Entry] = [
        Entry(
            path: "/seed/fiori-contacts", title: "Contacts (Fiori's spelling)",
            summary: "Fiori for SwiftUI's concept as written: ContactItem by builders with actionItems, by values with an action and a line per activity, by a model of title_ names; an ObservableObject view model shows an Alert."),
        Entry(
            path: "/seed/fiori-kpis", title: "Key figures (Fiori's spelling)",
            summary: "KPILayoutContainer(data, id: \\.title_) of KPI { } icon: { }, and KPIHeaderControl(data, id:).titleModifier."),
        Entry(
            path: "/seed/contacts", title: "Contacts (ComposedUI's spelling)",
            summary: "ComposedUI's README as written: an ArraySection of contacts, SelectionHandler, deselect(at:) in didSelect(at:), one coordinator for family and friends."),
        Entry(
            path: "/seed/d2s", title: "DVD rental (Direct to SwiftUI's spelling)",
            summary: "Direct to SwiftUI's README as written: a RuleModel array literal, CustomerView as the customer's page, EditRating's taps on a film's form, NumberFormatter prices."),
    ]

    /// Adds the screens' routes to `router`, behind Tessera's middleware.
    public static func addRoutes(to router: Router<BasicTesseraRequestContext>, sessions: LiveViewSessions = .shared) async {
        router.addLiveView("/seed/fiori-contacts", title: "Contacts", sessions: sessions) { FioriContactsScreen() }
        router.addLiveView("/seed/fiori-kpis", title: "Key figures", sessions: sessions) { FioriKPIScreen() }

        let contacts = await SeedContacts()
        let live = await LiveSections(coordinator: contacts.coordinator(actionPath: "/seed/contacts/sections"))
        live.addRoutes(to: router)
        router.get("/seed/contacts") { _, context in
            let region = await live.region(csrfToken: context.csrfToken, returnPath: "/seed/contacts")
            return HTMLResponse(title: "Contacts") { SeedContactsPage(region: region) }
        }

        do {
            let application = DirectApplication(
                database: try await SeedStore.open(), rules: SeedRules.rules, paths: DirectPaths(basePath: "/seed/d2s"))
            router.addDirectRoutes(application)
        } catch {
            // A gallery that cannot write a file in the temporary directory shows why.
            let reason = "The example's database could not be made: \(error)"
            router.get("/seed/d2s") { _, _ in Response(status: .internalServerError, body: ResponseBody(byteBuffer: ByteBuffer(string: reason))) }
        }
    }
}
