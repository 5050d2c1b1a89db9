import TesseraData
import TesseraRules

/// Undo, from the history: a history entry's Undo button makes the change that puts its row back
/// as the entry found it — an update's values before, a deleted row again, a created row gone.
///
/// An undo is a change like any other, made by the same means as a save or a delete: the same
/// rules decide whether the person may make it, it is written with optimistic locking and
/// recorded in the history in its own transaction (so it can be undone in turn), and the page it
/// leads to carries a notice. It never overwrites silently: when the row changed after the entry,
/// the person gets the page saving shows for a conflict (409), with the values now and the values
/// the undo would write, and nothing is written. What the history cannot give back exactly —
/// binary data, kept as its size; a value the database would keep otherwise — is refused, and
/// what was written is rolled back.
extension DirectApplication {
    /// Undoes the history entry numbered `entry` (the path's last segment), a change to the row of
    /// `entityName` keyed `key`: POST `/e/ENTITY/KEY/undo/ENTRY`.
    ///
    /// - Throws: ``DirectError``: `notFound` for an entry that is not there or not this person's
    ///   to see, `forbidden` where the rules do not let them make the change, `conflict` where
    ///   the row is no longer there to put back into (or is there again to restore).
    func undo(entityName: String, key: Substring, entry entryNumber: Substring, _ request: DirectRequest) async throws -> DirectResponse {
        guard recordsHistory else { throw DirectError(.notFound, .keepsNoHistory) }
        let entity = try self.entity(named: entityName, user: request.user)
        // The entry as the history page shows it to this person, or nothing at all: a change they
        // may not see is not theirs to undo, and answers as one that does not exist.
        guard let number = Int64(entryNumber), number > 0, let entry = try await database.historyEntry(id: number),
            entry.entityName == entity.name, try DirectPaths.decodeKey(key) == entry.key,
            !historyItems([entry], user: request.user).isEmpty
        else {
            throw DirectError(.notFound, .noChangeToUndo(String(entryNumber)))
        }
        switch entry.action {
        case .update: return try await undoUpdate(entry, of: entity, request)
        case .delete: return try await undoDelete(entry, of: entity, request)
        case .create: return try await undoCreate(entry, of: entity, request)
        }
    }

    /// Why `user` may not undo `entry`, or `nil` when they may: the rules that decide whether
    /// they may make the change that undoes it — edit the row (an update), create it (a delete),
    /// delete it (a create) — and, for an update, edit every column it changed on the row's
    /// form; and whether the history kept every value the undo would write. Asked without the
    /// row for the history page's button, and with it before the undo is made.
    func undoRefusal(of entry: HistoryEntry, in entity: Entity, row: Row?, user: SignedInUser?) -> DirectError? {
        let context: RuleContext
        switch entry.action {
        case .update: context = self.context(task: .edit, entity: entity, object: row, user: user)
        case .delete: context = self.context(task: .edit, entity: entity, user: user)
        case .create: context = self.context(task: .delete, entity: entity, object: row, user: user)
        }
        do {
            try checkWritable(context)
        } catch {
            return error
        }
        if entry.action == .update {
            let editable = editableAttributeNames(in: context)
            guard entry.columnNames.isSubset(of: editable) else {
                return DirectError(.forbidden, .undoNotYours(context.displayNameForEntity))
            }
        }
        do {
            _ = try restoredValues(of: entry, in: entity)
        } catch {
            return error
        }
        return nil
    }

    /// The values undoing `entry` writes, by column: an update's values before, a deleted row's
    /// every column but those the database computes. `[:]` for a create, whose undo writes none.
    ///
    /// - Throws: ``DirectError`` (`conflict`) for a value the history cannot give back (binary
    ///   data, kept as its size) or a column the table no longer has.
    func restoredValues(of entry: HistoryEntry, in entity: Entity) throws(DirectError) -> [String: DatabaseValue] {
        guard entry.action != .create else { return [:] }
        var values: [String: DatabaseValue] = [:]
        for (name, kept) in (entry.before ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let attribute = entity.attributeIfPresent(named: name) else {
                throw DirectError(.conflict, .undoLacksColumn)
            }
            // A generated column comes back by itself with the others.
            if attribute.isReadOnly && entry.action == .delete { continue }
            do {
                values[name] = try HistoryEntry.restoredValue(kept, of: attribute)
            } catch {
                throw DirectError(.conflict, .undoCannotRestore(label(of: name, in: entity), reason: error.reason, message: error.message))
            }
        }
        return values
    }

    // MARK: - Each kind of change

    /// Puts an updated row's values before back, if it still holds the values after.
    private func undoUpdate(_ entry: HistoryEntry, of entity: Entity, _ request: DirectRequest) async throws -> DirectResponse {
        guard let row = try await currentRow(of: entity, key: keyAfter(entry, of: entity)) else {
            throw DirectError(.conflict, .deletedAfterThisChange(rowName(entry, entity)))
        }
        if let refusal = undoRefusal(of: entry, in: entity, row: row, user: request.user) { throw refusal }
        let values = try restoredValues(of: entry, in: entity)
        // What the form of the page shown instead holds: the values the undo would write.
        let input = (entry.before ?? [:]).mapValues { $0 ?? "" }
        func refused(_ state: EditState, status: Int) async throws -> DirectResponse {
            var state = state
            state.undoneEntry = entry
            let shown = state.conflict?.current ?? row
            return .page(try await editPage(entityName: entity.name, key: Substring(DirectPaths.encode(shown.primaryKey)), request, state: state), status: status)
        }
        // The page a save that found the row changed shows: the values now beside the ones the
        // undo would write.
        func conflictPage(_ current: Row) async throws -> DirectResponse {
            try await refused(
                EditState(input: input, conflict: OptimisticLockingConflict(original: current, current: current, changes: values), versionToken: current.versionToken),
                status: 409)
        }
        // Only the columns the entry changed: a change to another column since is no reason to
        // refuse, and is kept.
        if Self.firstDifference(from: entry.after ?? [:], in: row) != nil { return try await conflictPage(row) }
        do {
            try await prepareHistoryOnce()
            let updated = try await database.transaction { [recordsHistory, user = request.user] transaction in
                let updated = try await transaction.update(row, changes: values)
                try Self.checkRestored(entry.before ?? [:], in: updated)
                if recordsHistory { try await transaction.record(.updating(row, to: updated, by: user?.name, at: HistoryEntry.now())) }
                return updated
            }
            return .redirect(
                try await whereToShow(updated, of: entity, user: request.user),
                notice: request.text(.undidChange(await noticeName(of: updated, in: entity, user: request.user))))
        } catch let errors as ValidationError {
            return try await refused(EditState(input: input, errors: visible(errors, for: request), versionToken: row.versionToken), status: 422)
        } catch let conflict as OptimisticLockingConflict {
            // Changed between the comparison and the write.
            guard let current = conflict.current else {
                throw DirectError(.conflict, .deletedMeanwhileNothingUndone(rowName(entry, entity)))
            }
            return try await conflictPage(current)
        } catch let mismatch as UndoMismatch {
            throw refusal(mismatch, entity: entity)
        }
    }

    /// Inserts a deleted row again with every value it had, unless its key is taken again.
    private func undoDelete(_ entry: HistoryEntry, of entity: Entity, _ request: DirectRequest) async throws -> DirectResponse {
        if let refusal = undoRefusal(of: entry, in: entity, row: nil, user: request.user) { throw refusal }
        if try await currentRow(of: entity, key: entry.key) != nil {
            throw DirectError(.conflict, .existsAgain(rowName(entry, entity)))
        }
        let values = try restoredValues(of: entry, in: entity)
        do {
            try await prepareHistoryOnce()
            let inserted = try await database.transaction { [recordsHistory, user = request.user] transaction in
                let inserted = try await transaction.insert(into: entity.name, values: values)
                try Self.checkRestored((entry.before ?? [:]).filter { values[$0.key] != nil }, in: inserted)
                if recordsHistory { try await transaction.record(.creating(inserted, by: user?.name, at: HistoryEntry.now())) }
                return inserted
            }
            return .redirect(
                try await whereToShow(inserted, of: entity, user: request.user),
                notice: request.text(.undidDeletion(await noticeName(of: inserted, in: entity, user: request.user))))
        } catch let errors as ValidationError {
            // Its key taken meanwhile, a row it refers to gone since: said as the database says it.
            throw DirectError(.conflict, .notRestored(rowName(entry, entity), reason: Self.reason(visible(errors, for: request), request)))
        } catch let mismatch as UndoMismatch {
            throw refusal(mismatch, entity: entity)
        }
    }

    /// Deletes a created row, as its delete button would, unless it changed since it was made.
    private func undoCreate(_ entry: HistoryEntry, of entity: Entity, _ request: DirectRequest) async throws -> DirectResponse {
        guard let row = try await currentRow(of: entity, key: entry.key) else {
            throw DirectError(.conflict, .deletedAlready(rowName(entry, entity)))
        }
        if let refusal = undoRefusal(of: entry, in: entity, row: row, user: request.user) { throw refusal }
        let key = Substring(DirectPaths.encode(row.primaryKey))
        func refused(_ state: EditState) async throws -> DirectResponse {
            var state = state
            state.undoneEntry = entry
            return .page(try await deletePage(entityName: entity.name, key: key, request, state: state), status: 409)
        }
        // Changed since it was made: deleting it would lose those changes unseen. The delete page
        // shows it as it is now, for the person to delete it there if they still mean to.
        if Self.firstDifference(from: entry.after ?? [:], in: row) != nil {
            return try await refused(EditState(conflict: OptimisticLockingConflict(original: row, current: row, changes: [:]), versionToken: row.versionToken))
        }
        do {
            try await deleteRecorded(row, by: request.user)
        } catch let errors as ValidationError {
            var state = EditState(errors: visible(errors, for: request), versionToken: row.versionToken)
            state.blockingRows = try await rowsReferring(to: row, of: entity, user: request.user)
            return try await refused(state)
        } catch let conflict as OptimisticLockingConflict {
            guard let current = conflict.current else {
                throw DirectError(.conflict, .deletedMeanwhileNothingUndone(rowName(entry, entity)))
            }
            return try await refused(EditState(conflict: conflict, versionToken: current.versionToken))
        }
        return .redirect(paths.list(entity.name), notice: request.text(.undidCreation(await noticeName(of: row, in: entity, user: request.user))))
    }

    // MARK: - Helpers

    /// The key the row has after `entry`: its key, with the values after of key columns the
    /// entry changed.
    private func keyAfter(_ entry: HistoryEntry, of entity: Entity) -> [String?] {
        zip(entity.primaryKeyAttributeNames, entry.key).map { name, kept in
            if let after = entry.after?[name] { return after }
            return kept
        }
    }

    /// The row of `entity` keyed by the texts `key`, every value whole, or `nil` when there is none.
    private func currentRow(of entity: Entity, key: [String?]) async throws -> Row? {
        let segment = DirectPaths.encode(RowKey(key.map { $0.map(DatabaseValue.text) ?? .null }))
        do {
            return try await row(of: entity, key: Substring(segment))
        } catch let error as DirectError where error.kind == .notFound {
            return nil
        }
    }

    /// The first column of `kept` whose value `row` no longer holds, as the history compares
    /// values: by the text it keeps.
    static func firstDifference(from kept: [String: String?], in row: Row) -> String? {
        kept.keys.sorted().first { name in HistoryEntry.keptText(of: row[name]) != kept[name]! }
    }

    /// Throws ``UndoMismatch`` unless `row`, as the database returned it after the undo, holds
    /// each value of `kept` exactly: in the transaction, so that a value that did not come back
    /// as it was is rolled back rather than kept.
    static func checkRestored(_ kept: [String: String?], in row: Row) throws(UndoMismatch) {
        guard let column = firstDifference(from: kept, in: row) else { return }
        throw UndoMismatch(column: column, kept: kept[column]!, stored: HistoryEntry.keptText(of: row[column]))
    }

    /// The refusal of an undo whose values did not come back exactly.
    private func refusal(_ mismatch: UndoMismatch, entity: Entity) -> DirectError {
        func shown(_ text: String?) -> String { text.map { "“\(DisplayLimit.prefix($0, DisplayLimit.cell))”" } ?? "empty" }
        return DirectError(
            .conflict,
            "This change cannot be undone exactly: \(label(of: mismatch.column, in: entity)) would be kept as \(shown(mismatch.stored)), not \(shown(mismatch.kept)) as before. Nothing was undone."
        )
    }

    /// A column's label on the row's page.
    private func label(of column: String, in entity: Entity) -> String {
        var property = context(task: .inspect, entity: entity)
        property.propertyKey = column
        return property.displayNameForProperty
    }

    /// The entry's row as messages name it: the entity and the key (the row may be gone).
    private func rowName(_ entry: HistoryEntry, _ entity: Entity) -> String {
        "\(context(task: .inspect, entity: entity).displayNameForEntity) \(entry.key.map { $0 ?? "NULL" }.joined(separator: ", "))"
    }
}
