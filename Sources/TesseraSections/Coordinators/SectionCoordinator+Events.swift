/// The coordinator routing what people do to the handlers their sections adopt.
extension SectionCoordinator {
    /// Hands `event` to the handler of the section it names, with the row's local index.
    ///
    /// The row's position is mapped to its section and local index through the provider
    /// (O(log n) in a ``ComposedSectionProvider``), and checked against the element identifier the
    /// page sent: when the sections changed since the page was made, the element is looked up in
    /// its section instead, so the request acts on the row the person saw, wherever it went. The
    /// handler's changes, and the rows whose selection changed, reach listeners as one update.
    ///
    /// - Throws: ``SectionEventError``: ``SectionEventError/Kind/notFound`` for a section or row
    ///   that is not there (any more), ``SectionEventError/Kind/notAllowed`` for an event the
    ///   section does not handle or refuses, ``SectionEventError/Kind/malformed`` for nonsense.
    public func handle(_ event: SectionEvent) throws(SectionEventError) {
        let location = try locate(event)
        let section = location.section
        let item = location.item
        switch event.kind {
        case .select, .deselect:
            guard let handler = section as? any SelectionHandler else {
                throw SectionEventError(.notAllowed, "Rows of this list cannot be selected.")
            }
            try changeSelection(of: handler, at: item, selecting: event.kind == .select)
        case .delete:
            guard let handler = section as? any EditingHandler else {
                throw SectionEventError(.notAllowed, "Rows of this list cannot be deleted.")
            }
            guard handler.allowsEditing(at: item) else {
                throw SectionEventError(.notAllowed, "This row cannot be deleted.")
            }
            inOneBatch { handler.deleteElement(at: item) }
        case .move:
            guard let handler = section as? any MoveHandler else {
                throw SectionEventError(.notAllowed, "Rows of this list cannot be moved.")
            }
            guard let offset = event.offset, offset != 0 else {
                throw SectionEventError(.malformed, "The request does not say where to move the row.")
            }
            guard handler.canMove(at: item) else {
                throw SectionEventError(.notAllowed, "This row cannot be moved.")
            }
            // Past either end means to that end: a page that is a little old still does what the
            // person meant. (Written to never overflow, whatever the offset.)
            let last = handler.numberOfElements - 1
            let destination = offset < 0 ? (offset < -item ? 0 : item + offset) : (offset > last - item ? last : item + offset)
            guard destination != item else { return }
            inOneBatch { handler.moveElement(at: item, to: destination) }
        case .action:
            guard let handler = section as? any ContextMenuHandler else {
                throw SectionEventError(.notAllowed, "Rows of this list have no actions.")
            }
            guard let action = handler.contextMenu(forElementAt: item).first(where: { $0.id == event.actionID }) else {
                throw SectionEventError(.notAllowed, "This row offers no such action.")
            }
            inOneBatch { handler.performAction(action, forElementAt: item) }
        default:
            guard let route = routes[event.kind] else {
                throw SectionEventError(.notFound, "There is no such operation on this list.")
            }
            var refusal: SectionEventError?
            inOneBatch {
                do throws(SectionEventError) {
                    try route.perform(section, item, event)
                } catch {
                    refusal = error
                }
            }
            if let refusal { throw refusal }
        }
    }

    /// Routes events of `kind` — a kind of the application's own — to the sections that adopt
    /// `handler`, a protocol of the application's own, as the built-in kinds go to
    /// ``SelectionHandler``, ``EditingHandler`` and the others: through the same URLs, the same
    /// mapping of a row's position to its section and local index, the same checks, and one update
    /// for what the handler changes.
    ///
    /// ```swift
    /// @SectionActor
    /// protocol ArchiveHandler: Section {
    ///     func canArchive(at index: Int) -> Bool
    ///     func archiveElement(at index: Int)
    /// }
    ///
    /// coordinator.route("archive", to: (any ArchiveHandler).self) { section, index, _ throws(SectionEventError) in
    ///     guard section.canArchive(at: index) else { throw SectionEventError(.notAllowed, "This row cannot be archived.") }
    ///     section.archiveElement(at: index)
    /// }
    /// ```
    ///
    /// A cell sends the event with ``SectionEventButton``: `SectionEventButton("Archive", kind: "archive")`.
    /// A section that does not adopt `handler` refuses it (403, "not allowed").
    public func route<Handler>(
        _ kind: SectionEvent.Kind,
        to handler: Handler.Type,
        perform: @escaping @SectionActor (Handler, Int, SectionEvent) throws(SectionEventError) -> Void
    ) {
        precondition(!SectionEvent.Kind.builtIn.contains(kind), "\(kind) is a built-in kind: its handler protocol receives it")
        routes[kind] = SectionEventRoute { section, item, event throws(SectionEventError) in
            guard let adopter = section as? Handler else {
                throw SectionEventError(.notAllowed, "Rows of this list do not handle \(kind).")
            }
            try perform(adopter, item, event)
        }
    }

    /// The section an event names, the section's index, and the row's local index in it.
    ///
    /// - Throws: ``SectionEventError/Kind/notFound`` when the section is not shown or holds no
    ///   element with the event's identifier.
    public func locate(_ event: SectionEvent) throws(SectionEventError) -> (section: any Section, sectionIndex: Int, item: Int) {
        guard let section = knownSection(withID: event.sectionID), let sectionIndex = sectionProvider.index(of: section) else {
            throw SectionEventError(.notFound, "This list has no such section any more. Reload the page to see the list as it is now.")
        }
        if let location = sectionProvider.location(ofElementAt: event.position), location.section === section,
            elementID(of: section, at: location.item) == event.elementID
        {
            return (section, location.sectionIndex, location.item)
        }
        // The page is older than the list: the element may have moved within its section.
        for item in 0..<section.numberOfElements where elementID(of: section, at: item) == event.elementID {
            return (section, sectionIndex, item)
        }
        throw SectionEventError(.notFound, "This row is no longer in the list. Reload the page to see the list as it is now.")
    }

    /// Selects or deselects, deselecting the others in a section of single selection, and shows
    /// again every row whose selection changed.
    private func changeSelection(of handler: any SelectionHandler, at item: Int, selecting: Bool) throws(SectionEventError) {
        if selecting && !handler.shouldSelect(at: item) {
            throw SectionEventError(.notAllowed, "This row cannot be selected.")
        }
        inOneBatch {
            let before = selectedIDs(of: handler)
            if selecting {
                if !handler.allowsMultipleSelection {
                    for other in handler.selectedIndexes where other != item { handler.didDeselect(at: other) }
                }
                if !handler.isSelected(at: item) { handler.didSelect(at: item) }
            } else if handler.isSelected(at: item) {
                handler.didDeselect(at: item)
            }
            let changed = before.symmetricDifference(selectedIDs(of: handler))
            guard !changed.isEmpty, let sectionIndex = sectionProvider.index(of: handler) else { return }
            for index in 0..<handler.numberOfElements where changed.contains(elementID(of: handler, at: index)) {
                apply(.updateElement(ElementPath(section: sectionIndex, item: index)))
            }
        }
    }

    private func selectedIDs(of handler: any SelectionHandler) -> Set<String> {
        Set(handler.selectedIndexes.map { elementID(of: handler, at: $0) })
    }

    /// Runs `body` as one batch: what a handler changes and what the coordinator adds reach
    /// browsers as one update.
    private func inOneBatch(_ body: () -> Void) {
        beginBatch()
        body()
        endBatch()
    }
}
