import Hummingbird
import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// A screen where rows are added and removed, shown live in a table: open it in two windows, add
/// a row in one, and the other shows it.
///
/// A route group the gallery mounts:
///
/// ```swift
/// let rows = await LiveRowsScreen(path: "/gallery/live-rows")
/// rows.addRoutes(to: router)   // GET /gallery/live-rows, POST …/add, …/remove, …/sections/…
/// ```
@SectionActor
public final class LiveRowsScreen {
    /// Where the screen is served.
    public nonisolated let path: String
    /// The rows.
    public let rows = LiveRowsSection()
    /// The rows, served live.
    public nonisolated let live: LiveSections

    /// The screen, served at `path`, with three rows.
    public init(path: String = "/live-rows") {
        self.path = path
        let provider = ComposedSectionProvider()
        provider.append(rows)
        let coordinator = TableCoordinator<LiveRow>(id: "rows", sectionProvider: provider, actionPath: path + "/sections") {
            TableColumn("Number", value: \.id)
            TableColumn("Word", value: \.word)
        }
        live = LiveSections(coordinator: coordinator)
        for _ in 0..<3 { rows.addRow() }
    }

    /// Adds the screen's routes to `router`, behind Tessera's middleware.
    public nonisolated func addRoutes<Context: TesseraRequestContext>(to router: Router<Context>) {
        live.addRoutes(to: router)
        router.get(RouterPath(path)) { _, context in
            let region = await self.live.region(csrfToken: context.csrfToken, returnPath: self.path)
            return HTMLResponse(title: "Live rows") {
                LiveRowsPage(region: region, path: self.path, csrfToken: context.csrfToken)
            }
        }
        router.post(RouterPath(path + "/add")) { request, _ in
            guard await self.rows.addRow() else {
                throw HTTPError(.conflict, message: "The table holds at most \(LiveRowsSection.maximumRows) rows. Remove some to add more.")
            }
            return PostResponse.after(request, returnPath: self.path)
        }
        router.post(RouterPath(path + "/remove")) { request, _ in
            await self.rows.removeLastRow()
            return PostResponse.after(request, returnPath: self.path)
        }
    }
}
