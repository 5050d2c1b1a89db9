import Hummingbird
import Tessera
import TesseraComponents
import TesseraSections
import SeedStyle
import TesseraServer

/// The router of `tessera gallery`: an index of every page, a page per component
/// (``ComponentGallery``), the screens of the composed sections, live, and a page of every icon
/// (`/icons`).
///
/// ```swift
/// let router = await GalleryServer.router()
/// let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8081)))
/// try await app.runService()
/// ```
///
/// Its screens keep their state in memory, shared by every browser: open one in two windows to
/// see a change in one reach the other.
public enum GalleryServer {
    /// The gallery's pages, in the order of its index.
    static let screens: [GalleryEntry] = [
        GalleryEntry(
            path: "/sections/contacts", title: "Contacts",
            summary: "ComposedUI's example: family and friends sections in one list; the family allows multiple selection, friends one at a time; delete, move and a menu of actions."),
        GalleryEntry(
            path: "/sections/live-rows", title: "Live rows",
            summary: "Rows added and removed in one window appear and disappear in every other window showing the page."),
        GalleryEntry(
            path: "/state/counter", title: "Counter",
            summary: "A live view: @State on the server, one per browser tab, changed by a button, with or without the script."),
        GalleryEntry(
            path: "/state/todo", title: "To do",
            summary: "Add, check, delete and filter on an @Observable model: checking an item re-renders its row, adding one inserts one row."),
        GalleryEntry(
            path: "/state/todo-shared", title: "To do, shared",
            summary: "One @Observable model shared by every tab: a change in one tab shows in every other."),
        GalleryEntry(
            path: "/state/contacts", title: "Contacts with activities",
            summary: "The Fiori concept's example: activity buttons call the view model, which shows an alert."),
        GalleryEntry(
            path: "/state/tab-contacts", title: "Contacts, per tab",
            summary: "The contacts sections owned by one browser tab: selection, deleting and moving are yours alone."),
    ]

    /// The screens written in the seed systems' own spellings (the `SeedStyle` example).
    static let seedScreens: [GalleryEntry] = SeedStyleScreens.entries.map { entry in
        GalleryEntry(path: entry.path, title: entry.title, summary: entry.summary)
    }

    /// The components' pages, as the index lists them.
    static let components: [GalleryEntry] = ComponentGallery.pages.map { page in
        GalleryEntry(path: "/components/" + page.name, title: page.name, summary: page.summary)
    }

    /// The live views: state on the server, per tab, or shared.
    static func addLiveScreens(to router: Router<BasicTesseraRequestContext>, shared: SharedTodo, sessions: LiveViewSessions = .shared) {
        router.addLiveView("/state/counter", title: "Counter", sessions: sessions) { CounterView() }
        router.addLiveView("/state/todo", title: "To do", sessions: sessions) { TodoScreen(model: TodoModel(), isShared: false) }
        router.addLiveView("/state/todo-shared", title: "To do, shared", sessions: sessions) {
            TodoScreen(model: shared.model, isShared: true)
        }
        router.addLiveView("/state/contacts", title: "Contacts with activities", sessions: sessions) {
            ContactActivitiesScreen(model: ContactActivitiesModel())
        }
        router.addLiveView("/state/tab-contacts", title: "Contacts, per tab", sessions: sessions) { TabContactsView() }
    }

    /// A router serving the gallery behind Tessera's middleware, to requests addressed to
    /// `allowedHosts` (its live screens take changes, and it has no password), in `theme`: every
    /// page links its stylesheet (`tessera gallery --theme FILE`).
    public static func router(allowedHosts: AllowedHosts = .loopback, theme: ThemeAssets = .standard) async -> Router<BasicTesseraRequestContext> {
        let router = Router(context: BasicTesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.addTesseraMiddleware(allowedHosts: allowedHosts, theme: theme)
        await ContactsScreen(path: "/sections/contacts").addRoutes(to: router)
        await LiveRowsScreen(path: "/sections/live-rows").addRoutes(to: router)
        addLiveScreens(to: router, shared: await SharedTodo())
        await SeedStyleScreens.addRoutes(to: router)
        for page in ComponentGallery.pages {
            router.get(RouterPath("/components/" + page.name)) { _, _ in
                HTMLResponse(title: page.name) { ComponentPage(page: page) }
            }
        }
        router.get(RouterPath(IconsPage.path)) { request, _ in
            // A form's encoding: a browser sends "arrow circle" as q=arrow+circle.
            let query = (try? FormData(urlEncoded: request.uri.query ?? ""))?["q"] ?? ""
            return HTMLResponse(title: "Icons") { IconsPage(query: query) }
        }
        router.get(RouterPath(IconsPage.scriptPath)) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "public, max-age=31536000, immutable"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: IconsPage.scriptSource)))
        }
        // The people the specimens picture: drawings of their initials, served here so that the
        // gallery needs no files.
        for person in GalleryPerson.all {
            router.get(RouterPath(person.path)) { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "max-age=86400"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: person.svg)))
            }
        }
        router.get("/") { _, _ in
            HTMLResponse(title: "Tessera gallery") { GalleryIndexPage(components: components, screens: screens + seedScreens) }
        }
        return router
    }
}

/// The to-do list every tab of `/state/todo-shared` shows, one per router: on the main actor,
/// where live views' sessions run, so the tabs take turns with it. Its capacity is what bounds
/// it: every tab shows all of it, and a live view ends past its session's memory.
@MainActor
final class SharedTodo {
    let model = TodoModel(count: 5, capacity: 100)
}
