import TesseraData
import TesseraRules

extension DirectApplication {
    /// The most rows one bulk action acts on: past it, the person narrows the list first.
    public static var maximumBulkRows: Int { 1000 }

    /// The bulk actions a list offers in `context`: those its `bulkActions` rule names that are
    /// registered, none on an entity the person may not change.
    func offeredBulkActions(in context: RuleContext) -> [DirectBulkAction] {
        guard let entity = context.entity, !entity.isReadOnly, !context.isEntityReadOnly, !isReadOnly else { return [] }
        return context.bulkActions.compactMap { bulkActions[$0] }
    }

    /// The columns `set` may set on `entity`'s rows for `user`: those their form edits by typing
    /// (not files), labelled as there.
    func bulkColumns(of entity: Entity, user: SignedInUser?) -> [(name: String, label: String)] {
        let edit = context(task: .edit, entity: entity, user: user)
        // Typed values only: a file comes on a row's own form, and a path typed here would name
        // a file no one uploaded.
        let typed = typed(editableAttributeNames(in: edit), in: edit)
        var property = edit
        return entity.attributes.filter { typed.contains($0.name) && !$0.isPrimaryKey }.map { attribute in
            property.propertyKey = attribute.name
            return (attribute.name, property.displayNameForProperty)
        }
    }

    /// A list's bulk form: without `confirm`, the question (which rows, what will be done);
    /// confirmed, the action, each row in a savepoint of one transaction, then the list again
    /// with what was done and what was refused, and why.
    func bulk(entityName: String, _ request: DirectRequest) async throws -> DirectResponse {
        let entity = try self.entity(named: entityName, user: request.user)
        let listContext = context(task: .list, entity: entity, user: request.user)
        let offered = offeredBulkActions(in: listContext)
        guard !offered.isEmpty else {
            try checkWritable(context(task: .edit, entity: entity, user: request.user))
            throw DirectError(.forbidden, .bulkForbidden(listContext.displayNameForEntity))
        }
        guard let name = request.form["action"], let action = offered.first(where: { $0.name == name }) else {
            throw DirectError(.badRequest, "This list offers no action '\(request.form["action"] ?? "")'; it offers \(offered.map { "'\($0.name)'" }.joined(separator: ", ")).")
        }
        var input = BulkActionInput()
        var valueText: String?
        if action.setsColumn {
            let columns = bulkColumns(of: entity, user: request.user)
            guard let column = request.form["column"], columns.contains(where: { $0.name == column })
            else {
                throw DirectError(.badRequest, "'\(request.form["column"] ?? "")' is no column of \(listContext.displayNameForEntity) that can be set here.")
            }
            let text = request.form["value"] ?? ""
            valueText = text
            input.column = column
            // Checked as a form's field is: the same refusals, before any row is touched.
            var property = context(task: .edit, entity: entity, user: request.user)
            property.propertyKey = column
            let label = columns.first { $0.name == column }!.label
            if let mistake = Self.refusal(of: text, for: property, isNew: false) {
                throw DirectError(.badRequest, .cannotBeSet(text, in: label, reason: request.localization.mistake(mistake)))
            }
            do {
                // As a form's field: empty is NULL, but the empty string in a text column that
                // cannot be NULL and has no default.
                input.value = try database.values(of: entity.name, fromForm: [column: text])[column] ?? .null
            } catch let errors as ValidationError {
                let message = errors.fieldErrors[column] == nil ? errors.description : errors.messages(for: column, request.localization).joined(separator: "; ")
                throw DirectError(.badRequest, .cannotBeSet(text, in: label, reason: message))
            }
        }
        let listParameters = request.fields.compactMap { field -> (name: String, value: String)? in
            field.name.hasPrefix("list.") ? (String(field.name.dropFirst(5)), field.value) : nil
        }
        let listQuery = try ListQuery(parameters: listParameters)
        let listAddress = paths.list(entity.name, query: listQuery)

        if request.form["confirm"] == "1" {
            return try await performBulk(action, input: input, on: entity, request, returningTo: listAddress)
        }

        // The question: the rows the person chose, named, with the versions they see now.
        // Named as their pages name them: rows named by their links come with those links' rows.
        let rows = try await namedRows(bulkRows(of: entity, request, query: listQuery, context: listContext), of: entity, user: request.user)
        guard !rows.isEmpty else {
            throw DirectError(.badRequest, .noRowsChosen)
        }
        let noun = listContext.displayNameForEntity
        let question: String
        if action.setsColumn, let column = input.column {
            var property = context(task: .edit, entity: entity, user: request.user)
            property.propertyKey = column
            question = request.text(.bulkSetQuestion(column: property.displayNameForProperty, to: valueText, rows: rows.count, of: noun))
        } else {
            question = request.text(.bulkQuestion(action: Self.title(of: action, request), rows: rows.count, of: noun))
        }
        let confirmation = BulkConfirmation(
            actionName: action.name, question: question, column: input.column, value: valueText,
            targets: rows.map { row in
                BulkConfirmation.Target(
                    key: DirectPaths.encode(row.primaryKey), version: row.versionToken,
                    name: self.context(task: .inspect, entity: entity, object: row, user: request.user).title)
            },
            listParameters: listQuery.parameters, formAction: paths.bulk(entity.name), cancelAddress: listAddress)
        let pageContext = context(task: .bulk, entity: entity, debug: request.debug, user: request.user)
        return .page(DirectPage(application: self, context: pageContext, content: .bulk(confirmation)), status: 200)
    }

    /// The rows the bulk form chose: those ticked, those of the page, or every row the list finds.
    private func bulkRows(of entity: Entity, _ request: DirectRequest, query: ListQuery, context: RuleContext) async throws -> [Row] {
        let limit = Self.maximumBulkRows
        switch request.form["scope"] ?? "selected" {
        case "all":
            var all = query
            all.cursor = nil
            var specification = try specification(for: all, entity: entity, context: context)
            specification.pageSize = limit + 1
            let rows = try await database.fetch(specification).rows
            guard rows.count <= limit else {
                throw DirectError(.badRequest, .listFindsTooMany(limit))
            }
            return rows
        case let scope:
            let field = scope == "page" ? "pagerow" : "row"
            let keys = request.fields.filter { $0.name == field }.map(\.value)
            guard keys.count <= limit else { throw DirectError(.badRequest, .atMostRowsAtOnce(limit)) }
            var rows: [Row] = []
            var seen: Set<String> = []
            for key in keys where seen.insert(key).inserted {
                // A row deleted meanwhile is left out of the question.
                if let row = try? await row(of: entity, key: Substring(key)) { rows.append(row) }
            }
            return rows
        }
    }

    /// Acts on the confirmed rows: each in a savepoint of one transaction, each checked against
    /// the version the person confirmed and against the rules for that row; the list again with
    /// what was done and what was refused.
    private func performBulk(
        _ action: DirectBulkAction, input: BulkActionInput, on entity: Entity, _ request: DirectRequest, returningTo listAddress: String
    ) async throws -> DirectResponse {
        let keys = request.fields.filter { $0.name == "row" }.map(\.value)
        let versions = request.fields.filter { $0.name == "version" }.map(\.value)
        guard !keys.isEmpty, keys.count == versions.count, keys.count <= Self.maximumBulkRows else {
            throw DirectError(.badRequest, .confirmationNamesNoRows)
        }
        var refused: [(name: String, reason: String)] = []
        var targets: [(row: Row, name: String)] = []
        for (key, version) in zip(keys, versions) {
            guard let row = try? await row(of: entity, key: Substring(key)) else {
                refused.append((key, request.text(.bulkRefusal(.deletedMeanwhile))))
                continue
            }
            let rowContext = context(task: action.task, entity: entity, object: row, user: request.user)
            let name = context(task: .inspect, entity: entity, object: row, user: request.user).title
            if row.versionToken != version {
                refused.append((name, request.text(.bulkRefusal(.changedAfterYouConfirmed))))
            } else if rowContext.isEntityReadOnly {
                refused.append((name, request.text(.bulkRefusal(.readOnlyForYou))))
            } else if action.task == .delete ? !rowContext.isObjectDeletable : !rowContext.isObjectEditable {
                refused.append((name, request.text(.bulkRefusal(action.task == .delete ? .rulesForbidDeleting : .rulesForbidChanging))))
            } else if let column = input.column, !editableAttributeNames(in: rowContext).contains(column) {
                var property = rowContext
                property.propertyKey = column
                refused.append((name, request.text(.columnCannotBeChangedHere(property.displayNameForProperty))))
            } else {
                targets.append((row, name))
            }
        }
        try await prepareHistoryOnce()
        let changedMeanwhile = request.text(.bulkRefusal(.changedMeanwhile))
        let outcome = try await database.transaction { [recordsHistory, user = request.user, targets, request] transaction in
            var done = 0
            var failures: [(name: String, reason: String)] = []
            for (row, name) in targets {
                do {
                    try await transaction.savepoint {
                        let after = try await action.perform(row, transaction, input)
                        guard recordsHistory else { return }
                        let time = HistoryEntry.now()
                        if let after {
                            if after.namedValues.contains(where: { row[$0.0] != $0.1 }) {
                                try await transaction.record(.updating(row, to: after, by: user?.name, at: time))
                            }
                        } else {
                            try await transaction.record(.deleting(row, by: user?.name, at: time))
                        }
                    }
                    done += 1
                } catch let errors as ValidationError {
                    failures.append((name, Self.reason(self.visible(errors, for: request), request)))
                } catch is OptimisticLockingConflict {
                    failures.append((name, changedMeanwhile))
                } catch let error as DatabaseError where error.kind == .database {
                    // A trigger's or a check's own refusal: this row's, not the action's.
                    failures.append((name, error.message))
                }
            }
            return (done, failures)
        }
        refused += outcome.1
        return .redirect(listAddress, notice: Self.notice(action: action, done: outcome.0, refused: refused, request), noticeKind: refused.isEmpty ? .done : .warning)
    }

    /// `errors` as `request`'s person may read them, in their language: a row still used by
    /// others names only the entities the rules show them (the database names every table that
    /// refers to it).
    func visible(_ errors: ValidationError, for request: DirectRequest) -> ValidationError {
        let user = request.user
        guard !errors.referencingEntities.isEmpty else { return errors }
        var visible = errors
        let shown = errors.referencingEntities.filter { isVisible($0, user: user) }.compactMap { name -> String? in
            guard let entity = try? database.model.entity(named: name) else { return nil }
            return context(task: .list, entity: entity, user: user).displayNameForEntity.lowercased()
        }
        let noun = (try? database.model.entity(named: errors.entityName)).map { context(task: .list, entity: $0, user: user).displayNameForEntity.lowercased() }
            ?? errors.entityName
        visible.formErrors = [request.text(shown.isEmpty ? .stillReferredTo(noun) : .stillUsedBy(noun, by: shown))]
        visible.referencingEntities = []
        return visible
    }

    /// A refusal's reason in a few words, in `request`'s language where it is typed: the first
    /// message of a validation error.
    static func reason(_ errors: ValidationError, _ request: DirectRequest) -> String {
        if let first = errors.formErrors.first { return first }
        if let field = errors.fieldErrors.keys.sorted().first, let message = errors.messages(for: field, request.localization).first {
            return "\(field) \(message)"
        }
        return errors.description
    }

    /// "Delete: 3 done, 1 refused — Film 7: it was changed after you confirmed."
    static func notice(action: DirectBulkAction, done: Int, refused: [(name: String, reason: String)], _ request: DirectRequest) -> String {
        // The reasons are sentences of their own; their full stops would pile up here.
        let shown = refused.prefix(3).map { "\($0.name): \($0.reason.hasSuffix(".") || $0.reason.hasSuffix("。") ? String($0.reason.dropLast()) : $0.reason)" }
        return request.text(.bulkNotice(action: title(of: action, request), done: done, refused: shown, more: max(0, refused.count - 3)))
    }

    /// What `action` is called in `request`'s language: a built-in action's own title, or the
    /// one an application gave its action.
    static func title(of action: DirectBulkAction, _ request: DirectRequest) -> String {
        request.text(DirectText.bulkActionTitle(name: action.name, title: action.title, isBuiltIn: action.isBuiltIn))
    }
}
