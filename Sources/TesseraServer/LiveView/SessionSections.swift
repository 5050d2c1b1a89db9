import Observation
import Tessera
import TesseraSections

/// Sections that belong to one browser tab: a coordinator made for each live view session, so
/// that what a person selects, deletes or moves is theirs alone, as a collection view's selection
/// is in UIKit.
///
/// Hold it in a live view's `@State` and show it with ``SessionSectionsView``:
///
/// ```swift
/// struct PlaylistView: View {
///     @State private var playlist = SessionSections {
///         ListCoordinator(id: "playlist", sectionProvider: PlaylistProvider())
///     }
///
///     var body: some View {
///         SessionSectionsView(playlist)
///     }
/// }
///
/// router.addLiveView("/playlist", title: "Playlist") { PlaylistView() }
/// ```
///
/// The coordinator is made the first time the tab renders it, on `SectionActor` (the main
/// actor's executor, where live views run), and lives as long as the tab's session. Its rows'
/// controls — selection, delete, move, the menu's actions and `SectionEventButton`s — are
/// buttons of the live view: a click runs `SectionCoordinator.handle(_:)` on the server, and the
/// live view renders again what changed, with the script or, without it, as a form post and a
/// full page. A refusal (a row another action removed) is shown above the sections.
///
/// Sections shared by everyone who looks — one selection for all, every change pushed to every
/// browser — are served with ``LiveSections`` instead. The two differ only in who owns the
/// provider; the sections, handlers and coordinators are the same types.
///
/// `@unchecked Sendable` because a view's state must be; it is used only on the main actor's
/// executor, where live views render and their actions run (``SessionSectionsView`` checks).
@Observable
public final class SessionSections: @unchecked Sendable {
    @ObservationIgnored private let make: @Sendable @SectionActor () -> SectionCoordinator
    @ObservationIgnored private var made: SectionCoordinator?
    /// Counts the coordinator's batches of changes: the view reads it, so each one renders the
    /// view again.
    private var revision = 0
    /// Why the coordinator refused the last event, until the next one it takes.
    public private(set) var refusal: SectionEventError?

    /// Sections whose coordinator `make` makes, once per session, without an action path: its
    /// controls are the live view's.
    public init(_ make: @escaping @Sendable @SectionActor () -> SectionCoordinator) {
        self.make = make
    }

    /// The session's coordinator, made now if it is not yet.
    @SectionActor
    public var coordinator: SectionCoordinator {
        if let made { return made }
        let coordinator = make()
        precondition(coordinator.actionPath == nil, "a live view's sections take no action path: their controls are the live view's")
        coordinator.hasLiveControls = true
        coordinator.onNewVersion = { [weak self] in self?.revision += 1 }
        made = coordinator
        return coordinator
    }

    /// Hands `event` to the coordinator; a refusal is kept for the view to show.
    @SectionActor
    func send(_ event: SectionEvent) {
        do {
            try coordinator.handle(event)
            if refusal != nil { refusal = nil }
        } catch {
            refusal = error
        }
    }

    /// The region as it is now, read so that a change renders the reader again.
    @SectionActor
    func region() -> SectionsView {
        _ = revision
        return coordinator.view()
    }
}
