import Tessera

/// The coordinator as its provider's update delegate: each batch of changes becomes a new version
/// and, for whoever listens, a ``SectionUpdate`` with the HTML of what it adds.
extension SectionCoordinator {
    /// Calls `listener` with every update from now on, in order, on ``SectionActor``, when a batch
    /// of changes ends. The live stream of a server listens here.
    public func onUpdate(_ listener: @escaping @SectionActor (SectionUpdate) -> Void) {
        if listeners.isEmpty { recordShownSupplementaries() }
        listeners.append(listener)
    }

    public func willBeginUpdating(_ provider: any SectionProvider) {
        beginBatch()
    }

    public func didEndUpdating(_ provider: any SectionProvider) {
        endBatch()
    }

    public func provider(_ provider: any SectionProvider, didApply change: SectionChange) {
        // A change outside any bracket is a batch of its own.
        beginBatch()
        apply(change)
        endBatch()
    }

    /// Opens a batch, for changes the coordinator makes itself (rows whose selection changed) to
    /// join those a handler makes.
    func beginBatch() {
        batch.depth += 1
    }

    /// Closes a batch; the outermost ends it, making a new version and telling the listeners.
    func endBatch() {
        batch.depth -= 1
        guard batch.depth == 0 else { return }
        let finished = batch
        batch.reset()
        guard finished.changeCount > 0 else { return }
        let previous = version
        version = version.next
        onNewVersion?()
        guard !listeners.isEmpty else { return }
        let update = makeUpdate(from: finished, previous: previous)
        for listener in listeners { listener(update) }
    }

    /// Takes one change into the batch, while the provider is in the state it describes: the
    /// operation, and the view of what it adds, made now.
    func apply(_ change: SectionChange) {
        batch.changeCount += 1
        let recording = !listeners.isEmpty
        switch change {
        case .insertSection(let index):
            let id = identifier(of: sectionProvider.section(at: index))
            shownIDs.insert(id, at: index)
            guard recording else { return }
            // The section arrives empty; its rows follow as insertions.
            recordSection(.insertSection, at: index, id: id, includingRows: false)
        case .removeSection(let index):
            let id = shownIDs.remove(at: index)
            shownSupplementaries[id] = nil
            guard recording else { return }
            batch.pending.append(.operation(.init(.removeSection, section: index), html: nil))
        case .reloadSection(let index):
            guard recording else { return }
            recordSection(.reloadSection, at: index, id: shownIDs[index], includingRows: true)
        case .insertElement(let path):
            guard recording else { return }
            recordRow(.insertElement, at: path)
        case .removeElement(let path):
            guard recording else { return }
            batch.touch(shownIDs[path.section])
            batch.pending.append(.operation(.init(.removeElement, section: path.section, item: path.item), html: nil))
        case .updateElement(let path):
            guard recording else { return }
            recordRow(.updateElement, at: path)
        case .moveElement(let from, let to):
            guard recording else { return }
            batch.touch(shownIDs[from.section])
            batch.pending.append(.operation(.init(.moveElement, section: from.section, item: from.item, to: to.item), html: nil))
        }
    }

    private func recordRow(_ kind: SectionUpdate.Operation.Kind, at path: ElementPath) {
        batch.touch(shownIDs[path.section])
        let html = batch.fragments.add(RowView(row: row(at: path), style: style))
        batch.pending.append(.operation(.init(kind, section: path.section, item: path.item), html: html))
    }

    private func recordSection(_ kind: SectionUpdate.Operation.Kind, at index: Int, id: String, includingRows: Bool) {
        batch.touch(id)
        let snapshot = section(at: index, includingRows: includingRows)
        let html = batch.fragments.add(SectionView(section: snapshot, style: style))
        batch.pending.append(.operation(.init(kind, section: index), html: html))
        batch.pending.append(.shows(
            sectionID: id,
            header: snapshot.header.map { batch.fragments.add(SupplementaryView(kind: .header, content: $0, style: style)) },
            footer: snapshot.footer.map { batch.fragments.add(SupplementaryView(kind: .footer, content: $0, style: style)) }))
    }

    /// The update of a finished batch: its operations with their HTML, rendered in one pass, then
    /// the headers and footers of the sections it changed, where they changed.
    private func makeUpdate(from finished: UpdateBatch, previous: SectionVersion) -> SectionUpdate {
        var finished = finished
        for id in finished.touchedIDs {
            guard let section = knownSection(withID: id), section is any HeaderFooterProvider,
                let index = sectionProvider.index(of: section)
            else { continue }
            let (header, footer) = supplementaryViews(of: section)
            finished.pending.append(.check(
                sectionID: id, index: index,
                header: header.map { finished.fragments.add(SupplementaryView(kind: .header, content: $0, style: style)) },
                footer: footer.map { finished.fragments.add(SupplementaryView(kind: .footer, content: $0, style: style)) }))
        }
        let html = finished.fragments.render(with: renderer)
        func text(_ fragment: Int?) -> String { fragment.map { html[$0] } ?? "" }

        var operations: [SectionUpdate.Operation] = []
        for pending in finished.pending {
            switch pending {
            case .operation(var operation, let fragment):
                if let fragment { operation.html = html[fragment] }
                operations.append(operation)
            case .shows(let id, let header, let footer):
                // Unless the section was removed again within the batch.
                guard section(withID: id) != nil else { continue }
                shownSupplementaries[id] = Supplementaries(header: text(header), footer: text(footer))
            case .check(let id, let index, let header, let footer):
                let now = Supplementaries(header: text(header), footer: text(footer))
                guard shownSupplementaries[id] != now else { continue }
                shownSupplementaries[id] = now
                operations.append(.init(.updateHeaderFooter, section: index, header: now.header, footer: now.footer))
            }
        }
        return SectionUpdate(previousVersion: previous, version: version, operations: operations)
    }

    /// Renders the header and footer of every section as browsers show them now: the starting
    /// point against which changes are compared once someone listens.
    private func recordShownSupplementaries() {
        var fragments = FragmentRenderer()
        var entries: [(id: String, header: Int?, footer: Int?)] = []
        for section in sectionProvider.sections where section is any HeaderFooterProvider {
            let (header, footer) = supplementaryViews(of: section)
            entries.append((
                identifier(of: section),
                header.map { fragments.add(SupplementaryView(kind: .header, content: $0, style: style)) },
                footer.map { fragments.add(SupplementaryView(kind: .footer, content: $0, style: style)) }))
        }
        let html = fragments.render(with: renderer)
        for entry in entries {
            shownSupplementaries[entry.id] = Supplementaries(header: entry.header.map { html[$0] } ?? "", footer: entry.footer.map { html[$0] } ?? "")
        }
    }
}
