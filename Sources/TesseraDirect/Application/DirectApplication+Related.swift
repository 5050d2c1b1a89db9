import TesseraData
import TesseraRules

extension DirectApplication {
    /// How many related rows a row's form lists before "and N more".
    static var relatedRowsOnForm: Int { 50 }
    /// How many rows a search for rows to add finds.
    static var relatedMatches: Int { 10 }

    /// The editors of the to-many relationships the page of `row` shows (the inspect page's
    /// `displayPropertyKeys`: a form's own leave them out), whose related rows the person may see.
    func relatedEditors(of row: Row, in context: RuleContext, _ request: DirectRequest) async throws -> [RelatedEditor] {
        guard let entity = context.entity else { return [] }
        let user = request.user
        var editors: [RelatedEditor] = []
        let inspect = self.context(task: .inspect, entity: entity, object: row, user: user)
        var property = inspect
        for key in inspect.displayPropertyKeys {
            property.propertyKey = key
            guard let relationship = property.relationship, relationship.isToMany, isVisible(relationship.destinationEntity, user: user),
                let destination = try? database.model.entity(named: relationship.destinationEntity)
            else { continue }
            let formAction = paths.related(entity.name, key: row.primaryKey, relationship: relationship.name)
            guard relationship.kind == .manyToMany else {
                // Rows of their own, maybe thousands: the first few, as the row's page shows them,
                // the list of all of them, and a new one.
                let preview = try await preview(relationship, of: row, user: user)
                var editor = RelatedEditor(
                    relationshipName: relationship.name, label: property.displayNameForProperty, isManyToMany: false,
                    rows: preview.rows.map { item(for: $0, of: destination, user: user) }, moreCount: 0, canChange: false, search: nil,
                    matches: [], newRowAddress: nil, formAction: formAction)
                if preview.hasMore, let query = preview.fullList { editor.allAddress = paths.list(preview.fullListEntity, query: query) }
                if !self.context(task: .edit, entity: destination, user: user).isEntityReadOnly, !destination.isReadOnly, !isReadOnly {
                    // A new related row, this row's key filled in: `/new/rental?v.customer_id=1`.
                    let prefill = relationship.joins.compactMap { join -> String? in
                        guard let text = row[join.sourceAttribute].text else { return nil }
                        return DirectPaths.encode(EditForm.fieldName(join.destinationAttribute)) + "=" + DirectPaths.encode(text)
                    }
                    editor.newRowAddress = paths.create(destination.name) + (prefill.isEmpty ? "" : "?" + prefill.joined(separator: "&"))
                }
                editors.append(editor)
                continue
            }
            let related = try await namedRows(linkedRows(relationship, of: row, limit: Self.relatedRowsOnForm + 1), of: destination, user: user)
            var moreCount = 0
            if related.count > Self.relatedRowsOnForm, let joinName = relationship.joinEntity, let link = relationship.joinQualifier(for: row) {
                moreCount = try await database.count(FetchSpecification(entityName: joinName, qualifier: link)).value - Self.relatedRowsOnForm
            }
            var editor = RelatedEditor(
                relationshipName: relationship.name, label: property.displayNameForProperty, isManyToMany: true,
                rows: related.prefix(Self.relatedRowsOnForm).map { item(for: $0, of: destination, user: user) }, moreCount: max(0, moreCount),
                canChange: false, search: nil, matches: [], newRowAddress: nil, formAction: formAction)
            // Nor where the rules make the relationship read-only on this row's form.
            editor.canChange = canChangeLinks(of: relationship, user: user) && !context.readOnlyPropertyKeys.contains(relationship.name)
            if editor.canChange, let text = request.parameters.last(where: { $0.name == editor.searchFieldName })?.value,
                !text.trimmingCharacters(in: .whitespaces).isEmpty
            {
                editor.search = text
                let listContext = self.context(task: .list, entity: destination, user: user)
                var specification = try self.specification(for: ListQuery(searchText: text), entity: destination, context: listContext)
                specification.pageSize = Self.relatedMatches * 3
                let found = try await namedRows(database.fetch(specification).rows, of: destination, user: user)
                // Those linked already, among the rows found: asked of the join table for these
                // rows alone, however many the row links.
                let linked = try await linkedKeys(relationship, of: row, among: found)
                editor.matches = found.filter { !linked.contains($0.primaryKey) }.prefix(Self.relatedMatches)
                    .map { item(for: $0, of: destination, user: user) }
            }
            editors.append(editor)
        }
        return editors
    }

    /// The rows `row` links through the many-to-many `relationship`, at most `limit` of them:
    /// read through the join table a page at a time, never all the links of a row that has
    /// thousands. Other relationships: the rows they point to, as loaded together.
    func linkedRows(_ relationship: Relationship, of row: Row, limit: Int) async throws -> [Row] {
        guard relationship.kind == .manyToMany, let joinName = relationship.joinEntity, let link = relationship.joinQualifier(for: row),
            !relationship.destinationJoins.isEmpty
        else {
            return Array(try await database.fetchRelated(relationship, of: [row]).rows(for: row).prefix(limit))
        }
        // The join table's link to the destination, when it has one: the rows read with the
        // join rows that lead to them, in one statement.
        let joinEntity = try? database.model.entity(named: joinName)
        let toDestination = joinEntity?.relationships.first { link in
            link.kind == .toOne && link.destinationEntity == relationship.destinationEntity
                && link.joins.map(\.sourceAttribute) == relationship.destinationJoins.map(\.sourceAttribute)
                && link.joins.map(\.destinationAttribute) == relationship.destinationJoins.map(\.destinationAttribute)
        }
        var specification = FetchSpecification(entityName: joinName, qualifier: link, pageSize: limit)
        if let toDestination { specification.prefetchingRelationships = [toDestination.name] }
        let joinRows = try await database.fetch(specification).rows
        guard !joinRows.isEmpty else { return [] }
        if let toDestination, joinRows.allSatisfy({ $0.related[toDestination.name] != nil }) {
            return joinRows.flatMap { $0.related[toDestination.name] ?? [] }
        }
        let targets = TesseraData.Qualifier.or(joinRows.map { joinRow in
            .and(relationship.destinationJoins.map { .comparison($0.destinationAttribute, .equal, joinRow[$0.sourceAttribute]) })
        })
        return try await database.fetch(FetchSpecification(entityName: relationship.destinationEntity, qualifier: targets, pageSize: limit)).rows
    }

    /// The keys of those of `candidates` (rows of the relationship's destination) that `row`
    /// links already.
    private func linkedKeys(_ relationship: Relationship, of row: Row, among candidates: [Row]) async throws -> Set<RowKey> {
        guard !candidates.isEmpty, let joinName = relationship.joinEntity, let link = relationship.joinQualifier(for: row) else { return [] }
        let targets = TesseraData.Qualifier.or(candidates.map { candidate in
            .and(relationship.destinationJoins.map { .comparison($0.sourceAttribute, .equal, candidate[$0.destinationAttribute]) })
        })
        let joinRows = try await database.fetch(FetchSpecification(entityName: joinName, qualifier: .and([link, targets]), pageSize: candidates.count)).rows
        var keys: Set<RowKey> = []
        for candidate in candidates {
            let values = relationship.destinationJoins.map { candidate[$0.destinationAttribute] }
            if joinRows.contains(where: { joinRow in relationship.destinationJoins.map { joinRow[$0.sourceAttribute] } == values }) {
                keys.insert(candidate.primaryKey)
            }
        }
        return keys
    }

    private func item(for row: Row, of entity: Entity, user: SignedInUser?) -> RelatedEditor.Item {
        RelatedEditor.Item(
            name: context(task: .inspect, entity: entity, object: row, user: user).title, key: DirectPaths.encode(row.primaryKey),
            address: paths.inspect(entity.name, key: row.primaryKey))
    }

    /// Whether `user` may add and remove the links of `relationship`: rows of its join table can
    /// be made and deleted, and the rules do not make the join table read-only for them.
    func canChangeLinks(of relationship: Relationship, user: SignedInUser?) -> Bool {
        guard relationship.kind == .manyToMany, !isReadOnly, let name = relationship.joinEntity,
            let join = try? database.model.entity(named: name), !join.isReadOnly
        else { return false }
        return !context(task: .edit, entity: join, user: user).isEntityReadOnly
    }

    /// Adds (`add=KEY`) or removes (`remove=KEY`) a row of a many-to-many relationship of a row:
    /// a row of the join table made or deleted, recorded in the history; then the row's form.
    func changeRelated(entityName: String, key: Substring, relationshipName: String, _ request: DirectRequest) async throws -> DirectResponse {
        let entity = try self.entity(named: entityName, user: request.user)
        let row = try await self.row(of: entity, key: key)
        let context = self.context(task: .edit, entity: entity, object: row, user: request.user)
        try checkWritable(context)
        // The relationships the row's page shows: what the rules hide there is not edited here.
        let shown = self.context(task: .inspect, entity: entity, object: row, user: request.user).displayPropertyKeys
        guard shown.contains(relationshipName), let relationship = entity.relationshipIfPresent(named: relationshipName),
            relationship.kind == .manyToMany, isVisible(relationship.destinationEntity, user: request.user),
            let joinName = relationship.joinEntity
        else {
            throw DirectError(.notFound, "This form edits no many-to-many relationship named '\(relationshipName)'.")
        }
        guard canChangeLinks(of: relationship, user: request.user), !context.readOnlyPropertyKeys.contains(relationshipName) else {
            throw DirectError(.forbidden, .relatedRowsCannotBeChanged(relationshipName))
        }
        let adding = request.form["add"]
        guard let targetKey = adding ?? request.form["remove"] else {
            throw DirectError(.badRequest, "The form says neither which row to add (add=KEY) nor which to remove (remove=KEY).")
        }
        let destination = try database.model.entity(named: relationship.destinationEntity)
        let target = try await self.row(of: destination, key: Substring(targetKey))
        // The join row's columns: this row's side, then the other's.
        var values: [String: DatabaseValue] = [:]
        for join in relationship.joins { values[join.destinationAttribute] = row[join.sourceAttribute] }
        for join in relationship.destinationJoins { values[join.sourceAttribute] = target[join.destinationAttribute] }
        let link = TesseraData.Qualifier.and(values.keys.sorted().map { .comparison($0, .equal, values[$0]!) })
        let existing = try await database.fetch(FetchSpecification(entityName: joinName, qualifier: link, pageSize: 100)).rows
        let targetName = self.context(task: .inspect, entity: destination, object: target, user: request.user).title
        let label = { var property = context; property.propertyKey = relationshipName; return property.displayNameForProperty }()
        let back = paths.edit(entity.name, key: row.primaryKey)
        try await prepareHistoryOnce()
        if adding != nil {
            guard existing.isEmpty else { return .redirect(back, notice: request.text(.isInAlready(targetName, in: label))) }
            do {
                try await database.transaction { [recordsHistory, user = request.user, values] transaction in
                    let inserted = try await transaction.insert(into: joinName, values: values)
                    if recordsHistory { try await transaction.record(.creating(inserted, by: user?.name, at: HistoryEntry.now())) }
                }
            } catch let errors as ValidationError {
                throw DirectError(.badRequest, .notAdded(targetName, to: label, reason: Self.reason(errors, request)))
            }
            return .redirect(back, notice: request.text(.added(targetName, to: label)))
        }
        guard !existing.isEmpty else { return .redirect(back, notice: request.text(.isNotIn(targetName, in: label))) }
        // Each link removed is a row of the join table deleted: the rules may keep some.
        let joinEntity = try database.model.entity(named: joinName)
        for joinRow in existing where self.context(task: .delete, entity: joinEntity, object: joinRow, user: request.user).isEntityReadOnly {
            throw DirectError(.forbidden, .cannotBeRemoved(targetName, from: label))
        }
        do {
            try await database.transaction { [recordsHistory, user = request.user] transaction in
                for joinRow in existing {
                    try await transaction.delete(joinRow)
                    if recordsHistory { try await transaction.record(.deleting(joinRow, by: user?.name, at: HistoryEntry.now())) }
                }
            }
        } catch let errors as ValidationError {
            throw DirectError(.badRequest, .notRemoved(targetName, from: label, reason: Self.reason(visible(errors, for: request), request)))
        } catch is OptimisticLockingConflict {
            return .redirect(back, notice: request.text(.changedMeanwhileIn(targetName, in: label)))
        }
        return .redirect(back, notice: request.text(.removed(targetName, from: label)))
    }
}
