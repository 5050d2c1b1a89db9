import Tessera

/// Binds a provider's sections to a view on a page: ComposedUI's coordinator, for the web.
///
/// A coordinator is the update delegate of its provider. It renders the sections — each with the
/// cells its ``CellProvider`` gives, and the header and footer of a ``HeaderFooterProvider`` — as
/// a list (``ListCoordinator``), a table (``TableCoordinator``), a grid (``GridCoordinator``) or a
/// stack (``StackCoordinator``). It finds the handlers a section adopts with a cast and gives its
/// rows their controls: selection (``SelectionHandler``), deletion (``EditingHandler``), moving
/// (``MoveHandler``) and a menu of actions (``ContextMenuHandler``). A control is a form button:
/// its request comes back as a ``SectionEvent``, which ``handle(_:)`` maps from the row's position
/// to its section and local index and hands to the handler.
///
/// ```swift
/// let screen = ComposedSectionProvider()
/// screen.append(family)
/// screen.append(friends)
/// let coordinator = ListCoordinator(id: "contacts", sectionProvider: screen, actionPath: "/contacts/sections")
/// let page = coordinator.view(formFields: [("_csrf", token)])      // a view for the page
/// try coordinator.handle(SectionEvent(operation: "select", parameters: query))
/// ```
///
/// Every change of the sections becomes a ``SectionUpdate`` — the minimal change of what a browser
/// shows, with the HTML of the rows it adds — for whoever listens with ``onUpdate(_:)``; the server's
/// live stream sends it to every browser showing the sections.
///
/// One coordinator per provider: it is the provider's update delegate. Keep it for as long as the
/// screen is served (the provider holds it weakly).
@SectionActor
public class SectionCoordinator: SectionProviderUpdateDelegate {
    /// Names the coordinator's region on a page: its element is `t-sections-<id>`, its form
    /// `t-sections-<id>-form`. Letters, digits, `-` and `_`.
    public let id: String
    /// The provider whose sections it shows.
    public let sectionProvider: any SectionProvider
    /// Where the rows' controls submit to (`actionPath/select?…`), or `nil` for sections shown
    /// without controls.
    public let actionPath: String?
    /// The renderer of live updates' rows and sections. Give it the environment (locale, time
    /// zone) of the pages that show the sections, so that a row pushed live reads like one on a
    /// reloaded page.
    public var renderer: HTMLRenderer
    /// The state of the sections: the epoch of this coordinator and the number of batches of
    /// changes it has seen.
    public internal(set) var version = SectionVersion.initial()

    let layout: SectionLayout
    private var identities = SectionIdentities()
    /// The identifiers of the sections shown, in order, kept in step with the provider's changes:
    /// which section a removal removed is known only this way.
    var shownIDs: [String] = []
    /// Who hears each update.
    var listeners: [@SectionActor (SectionUpdate) -> Void] = []
    /// The batch of changes being collected.
    var batch = UpdateBatch()
    /// The header and footer each section shows in browsers, while anyone listens: a change that
    /// leaves them as they were sends nothing for them.
    var shownSupplementaries: [String: Supplementaries] = [:]
    /// The kinds of events of the application's own, each with what hands one to its section.
    var routes: [SectionEvent.Kind: SectionEventRoute] = [:]
    /// Whether the rows' controls are a live view's buttons that hand events to this coordinator
    /// (one of a browser tab's own, in a live view), rather than posts to ``actionPath``.
    package var hasLiveControls = false
    /// Called after each batch of changes, with no update made: how a live view that shows the
    /// coordinator learns to render it again.
    package var onNewVersion: (@SectionActor () -> Void)?

    init(id: String, sectionProvider: any SectionProvider, actionPath: String?, renderer: HTMLRenderer, layout: SectionLayout) {
        precondition(
            !id.isEmpty && id.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
            }, "a coordinator's id is letters, digits, '-' and '_': \(id)")
        precondition(sectionProvider.updateDelegate == nil, "the provider has an update delegate already: one coordinator per provider")
        if let actionPath {
            precondition(actionPath.hasPrefix("/") && !actionPath.hasSuffix("/"), "an action path starts with '/' and does not end with one: \(actionPath)")
        }
        self.id = id
        self.sectionProvider = sectionProvider
        self.actionPath = actionPath
        self.renderer = renderer
        self.layout = layout
        shownIDs = sectionProvider.sections.map { identities.id(for: $0) }
        sectionProvider.updateDelegate = self
    }

    /// A provider of `sections`, in order: what a coordinator made from sections alone shows
    /// (and keeps, as the provider's only owner).
    static func provider(of sections: [any Section]) -> ComposedSectionProvider {
        let provider = ComposedSectionProvider()
        for section in sections { provider.append(section) }
        return provider
    }

    var style: RegionStyle {
        RegionStyle(
            kind: layout.kind, formID: actionPath.map { _ in "t-sections-\(id)-form" }, actionPath: actionPath ?? "",
            liveControls: hasLiveControls && actionPath == nil)
    }

    /// Whether rows get the controls their sections' handlers call for.
    var hasControls: Bool { actionPath != nil || hasLiveControls }

    // MARK: Identity

    /// The identifier the coordinator gives `section` on pages and in requests (`data-section`),
    /// or `nil` when the provider does not show it.
    public func sectionID(of section: any Section) -> String? {
        guard sectionProvider.index(of: section) != nil else { return nil }
        return identities.id(for: section)
    }

    /// The shown section named `id`, or `nil`.
    public func section(withID id: String) -> (any Section)? {
        guard let section = identities.section(withID: id), sectionProvider.index(of: section) != nil else { return nil }
        return section
    }

    /// What identifies the element at `index` of `section`: its ``CellProvider/elementID(at:)``, or
    /// its index when the section has no cells.
    func elementID(of section: any Section, at index: Int) -> String {
        (section as? any CellProvider)?.elementID(at: index) ?? String(index)
    }

    // MARK: Views

    /// The sections as they are now, as a view for a page: the region with its form and every
    /// section. `formFields` go into the form (a token against forged requests, say); `liveURL` is
    /// where the live script listens for updates (`data-live`), if anywhere.
    public func view(formFields: [(name: String, value: String)] = [], liveURL: String? = nil) -> SectionsView {
        SectionsView(coordinatorID: id, content: content(), formFields: formFields, liveURL: liveURL)
    }

    /// Every section as it is now, without the region around them: what a browser too far behind
    /// replaces its sections with.
    public func content() -> SectionsContent {
        var snapshots: [SectionSnapshot] = []
        var position = 0
        for section in sectionProvider.sections {
            snapshots.append(snapshot(of: section, firstPosition: position))
            position += section.numberOfElements
        }
        return SectionsContent(version: version, sections: snapshots, style: style, columnHeaders: layout.columnHeaders)
    }

    private func snapshot(of section: any Section, firstPosition: Int, includingRows: Bool = true) -> SectionSnapshot {
        let id = identities.id(for: section)
        let (header, footer) = supplementaryViews(of: section)
        guard includingRows else { return SectionSnapshot(id: id, header: header, footer: footer, rows: []) }
        let handlers = RowHandlers(section, hasControls: hasControls)
        let rows = (0..<section.numberOfElements).map { item in
            row(of: section, id: id, item: item, position: firstPosition + item, handlers: handlers)
        }
        return SectionSnapshot(id: id, header: header, footer: footer, rows: rows)
    }

    /// The header and footer of `section`, as views; `nil` for none.
    func supplementaryViews(of section: any Section) -> (header: AnyView?, footer: AnyView?) {
        guard let provider = section as? any HeaderFooterProvider else { return (nil, nil) }
        // No element at all for a header that is nothing: `EmptyView`, or an `if` that is false.
        func erase(_ view: any View) -> AnyView? {
            if type(of: view) == EmptyView.self { return nil }
            if let optional = view as? any AbsentView, optional.isAbsent { return nil }
            return AnyView(erasing: view)
        }
        return (erase(provider.header), erase(provider.footer))
    }

    private func row(of section: any Section, id: String, item: Int, position: Int, handlers: RowHandlers) -> RowSnapshot {
        let content: RowSnapshot.Content
        if let cells = layout.columnCells?(section, item) {
            content = .columns(cells)
        } else if let provider = handlers.cells {
            content = .cell(AnyView(erasing: provider.cell(at: item)))
        } else {
            content = .none
        }
        let count = section.numberOfElements
        return RowSnapshot(
            sectionID: id,
            elementID: handlers.cells?.elementID(at: item) ?? String(item),
            position: position,
            item: item,
            count: count,
            content: content,
            isSelected: handlers.isSelected(item),
            canDelete: handlers.editing?.allowsEditing(at: item) ?? false,
            canMove: handlers.moving?.canMove(at: item) ?? false,
            actions: handlers.menu?.contextMenu(forElementAt: item) ?? [])
    }

    /// The row of element `path.item` of the section at `path.section`, as it is now: what a live
    /// update inserts or replaces.
    func row(at path: ElementPath) -> RowSnapshot {
        let section = sectionProvider.section(at: path.section)
        let position = sectionProvider.position(ofElement: path.item, inSectionAt: path.section) ?? path.item
        let handlers = RowHandlers(section, hasControls: hasControls, forOneRow: true)
        return row(of: section, id: identities.id(for: section), item: path.item, position: position, handlers: handlers)
    }

    /// The section at `index` as it is now, with its rows or only its header and footer: what a
    /// live update inserts or reloads.
    func section(at index: Int, includingRows: Bool) -> SectionSnapshot {
        let section = sectionProvider.section(at: index)
        let position = includingRows ? sectionProvider.position(ofElement: 0, inSectionAt: index) ?? 0 : 0
        return snapshot(of: section, firstPosition: position, includingRows: includingRows)
    }

    // MARK: Coordinator state for the other files

    /// The identifier of `section`, given now if it has none.
    func identifier(of section: any Section) -> String {
        identities.id(for: section)
    }

    /// The section the identifier names, alive or not shown.
    func knownSection(withID id: String) -> (any Section)? {
        identities.section(withID: id)
    }
}

/// The handlers of one section, cast once for all its rows.
@SectionActor
private struct RowHandlers {
    let cells: (any CellProvider)?
    let selection: (any SelectionHandler)?
    let editing: (any EditingHandler)?
    let moving: (any MoveHandler)?
    let menu: (any ContextMenuHandler)?
    /// The selected indexes, asked once for a whole section; for one row, ``SelectionHandler/isSelected(at:)``
    /// is asked instead.
    private let selected: Set<Int>?

    init(_ section: any Section, hasControls: Bool, forOneRow: Bool = false) {
        cells = section as? any CellProvider
        selection = hasControls ? section as? any SelectionHandler : nil
        editing = hasControls ? section as? any EditingHandler : nil
        moving = hasControls ? section as? any MoveHandler : nil
        menu = hasControls ? section as? any ContextMenuHandler : nil
        selected = forOneRow ? nil : selection.map { Set($0.selectedIndexes) }
    }

    /// Whether the row at `item` is selected, or `nil` when the section selects nothing.
    func isSelected(_ item: Int) -> Bool? {
        guard let selection else { return nil }
        return selected?.contains(item) ?? selection.isSelected(at: item)
    }
}

/// A view that may be nothing: the `Optional` a view builder makes of an `if` without `else`.
private protocol AbsentView {
    var isAbsent: Bool { get }
}

extension Optional: AbsentView where Wrapped: View {
    var isAbsent: Bool { self == nil }
}
