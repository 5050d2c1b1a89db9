import Synchronization
import TesseraData
import TesseraRules

extension DirectApplication {
    /// What an inline row says when it changed after the form was made: what is saved now,
    /// where the person's values differ; the form keeps theirs, as a row's own form does.
    func conflictNote(_ current: Row, input: [String: String], context: RuleContext, _ request: DirectRequest) -> String {
        var property = context
        let differences = input.keys.sorted().compactMap { column -> String? in
            property.propertyKey = column
            return "\(property.displayNameForProperty): \(current[column].text ?? "—")"
        }
        return request.text(.inlineRowChangedMeanwhile(savedNow: differences))
    }

    /// How many related rows an inline table (``InlineRelationshipsKey``) shows; the rest are
    /// linked. A form sending more rows than this is refused.
    public static var inlineRowsOnForm: Int { 20 }
    /// The most empty rows an inline table takes, whatever `inlineBlankRows` says.
    static var inlineBlankRowsAtMost: Int { 20 }

    /// A relationship a row's form edits in place, and the related rows' entity and rule context.
    struct InlineRelationship {
        let relationship: Relationship
        let destination: Entity
        /// The related rows' form's context, without a row.
        let context: RuleContext

        /// The related rows' columns that point at the row.
        var pointingColumns: Set<String> { Set(relationship.joins.map(\.destinationAttribute)) }

        /// The rows of the relationship: those whose columns that point hold the row's key.
        func link(to parent: Row) -> TesseraData.Qualifier {
            .and(relationship.joins.map { .comparison($0.destinationAttribute, .equal, parent[$0.sourceAttribute]) })
        }

        /// Whether `child` is one of `parent`'s related rows.
        func links(_ child: Row, to parent: Row) -> Bool {
            relationship.joins.allSatisfy { child[$0.destinationAttribute].isSame(as: parent[$0.sourceAttribute]) }
        }
    }

    /// The relationships `context`'s form edits in place: those `inlineRelationships` names that
    /// are one-to-many, to a table the person may see and change, and not read-only on the form.
    /// A name that is none of these is left to the form's list of related rows.
    func inlineRelationships(in context: RuleContext) -> [InlineRelationship] {
        guard let entity = context.entity, !isReadOnly else { return [] }
        let names = context.inlineRelationships
        guard !names.isEmpty else { return [] }
        var seen: Set<String> = []
        let readOnly = Set(context.readOnlyPropertyKeys)
        // Where the rules show the relationship on the row's page (`displayPropertyKeys`,
        // `hiddenPropertyKeys`), as the form's list of related rows asks: a role that may not see
        // a customer's payments does not get them in the form either.
        let shown = Set(self.context(task: .inspect, entity: entity, object: context.object, user: context.user).displayPropertyKeys)
        return names.compactMap { name in
            guard seen.insert(name).inserted, !readOnly.contains(name), shown.contains(name),
                let relationship = entity.relationships.first(where: { $0.name == name }),
                relationship.kind == .toMany, !relationship.joins.isEmpty,
                isVisible(relationship.destinationEntity, user: context.user),
                let destination = try? database.model.entity(named: relationship.destinationEntity), !destination.isReadOnly
            else { return nil }
            let childContext = self.context(task: .edit, entity: destination, user: context.user)
            guard !childContext.isEntityReadOnly else { return nil }
            return InlineRelationship(relationship: relationship, destination: destination, context: childContext)
        }
    }

    /// The inline tables of `parent`'s form (a new row's when `nil`): the related rows — those a
    /// refused form showed, when it came back — and the empty rows.
    func inlineEditors(of parent: Row?, in context: RuleContext, submission: InlineSubmission?) async throws -> [InlineEditor] {
        var editors: [InlineEditor] = []
        let user = context.user
        for inline in inlineRelationships(in: context) {
            let name = inline.relationship.name
            let plan = pagePlans.plan(for: inline.destination, context: inline.context, paths: paths)
            let pointing = inline.pointingColumns
            let properties = plan.properties.filter { property in
                let cell = PropertyCell(plan: property, row: nil)
                if cell.isToMany { return false }
                if let attribute = cell.attribute { return !pointing.contains(attribute.name) }
                if let relationship = cell.relationship { return !relationship.joins.contains { pointing.contains($0.sourceAttribute) } }
                return true
            }
            var editor = InlineEditor(
                relationshipName: name, label: editorLabel(inline, in: context), entityName: inline.destination.name, pointingColumns: pointing,
                properties: properties, children: [])
            var rows: [Row] = []
            if let shown = submission?.rows[name] {
                rows = shown
            } else if let parent {
                var specification = FetchSpecification(entityName: inline.destination.name, qualifier: inline.link(to: parent), pageSize: Self.inlineRowsOnForm + 1)
                // The latest rows by key (a row just added among them), shown oldest first.
                specification.sortOrderings = inline.destination.primaryKeyAttributeNames.map { .descending($0) }
                specification.prefetchingRelationshipPaths = toOnePrefetches(of: inline.destination, context: inline.context)
                rows = try await database.fetch(specification).rows
                let hasMore = rows.count > Self.inlineRowsOnForm
                rows = Array(rows.prefix(Self.inlineRowsOnForm).reversed())
                if hasMore {
                    let count = try await database.count(FetchSpecification(entityName: inline.destination.name, qualifier: inline.link(to: parent))).value
                    editor.moreCount = max(0, count - Self.inlineRowsOnForm)
                    if let query = fullList(of: inline.destination.name, where: inline.link(to: parent), user: user) {
                        editor.allAddress = paths.list(inline.destination.name, query: query)
                    }
                }
            }
            for (index, row) in rows.enumerated() {
                let prefix = EditForm.inlinePrefix(name, row: index)
                let rowContext = self.context(task: .edit, entity: inline.destination, object: row, user: user)
                var deleting = rowContext
                deleting.task = .delete
                var child = InlineEditor.Child(
                    row: row, fieldPrefix: prefix, number: index, canDelete: deleting.isObjectDeletable, canChange: rowContext.isObjectEditable)
                if let entry = submission?.entries[prefix] {
                    child.input = entry.input
                    child.errors = entry.errors
                    child.isDeleting = entry.isDeleting
                }
                editor.children.append(child)
            }
            let blanks = submission?.blankRows[name] ?? min(max(0, inline.context.inlineBlankRows), Self.inlineBlankRowsAtMost)
            let fresh = blankRowValues(of: inline)
            for index in 0..<blanks {
                let prefix = EditForm.inlinePrefix(name, row: index, isNew: true)
                var child = InlineEditor.Child(row: nil, fieldPrefix: prefix, input: fresh)
                if let entry = submission?.entries[prefix] {
                    child.input = entry.input
                    child.errors = entry.errors
                }
                editor.children.append(child)
            }
            editor.choices = try await choices(for: inline.context)
            editors.append(editor)
        }
        return editors
    }

    /// What the form calls an inline table: its relationship's name on the row's page.
    func editorLabel(_ inline: InlineRelationship, in context: RuleContext) -> String {
        var property = context
        property.propertyKey = inline.relationship.name
        return property.displayNameForProperty
    }

    /// What an empty row's fields start with: as a new row's own form, the defaults the database
    /// declares as constants, then the rules' `initialPropertyValues` of the columns it edits.
    private func blankRowValues(of inline: InlineRelationship) -> [String: String] {
        let editable = editableAttributeNames(in: inline.context).subtracting(inline.pointingColumns)
        return newRowValues(of: inline.destination, in: inline.context, editable: editable)
    }

    /// One change an inline table's rows make.
    enum InlineWrite: Sendable {
        case insert(prefix: String, entityName: String, values: [String: DatabaseValue], pointing: [Relationship.Join])
        case update(prefix: String, row: Row, changes: [String: DatabaseValue])
        case delete(prefix: String, row: Row)

        var prefix: String {
            switch self {
            case .insert(let prefix, _, _, _), .update(let prefix, _, _), .delete(let prefix, _): prefix
            }
        }

        /// Where the write goes among a save's: deletions, changes, new rows.
        var order: Int {
            switch self {
            case .delete: 0
            case .update: 1
            case .insert: 2
            }
        }
    }

    /// What a form sent for its inline tables: what to show again if the form is refused, and
    /// the writes to make if it is not.
    struct InlineChanges: Sendable {
        var submission = InlineSubmission()
        var writes: [InlineWrite] = []
        /// A related row changed or went since the form was made.
        var hasConflict = false
    }

    /// Reads the inline tables' fields of a form of `parent` (a new row's when `nil`): the related
    /// rows it names, read again by their keys — each must be one of `parent`'s, else the form is
    /// refused (400) — their changed fields, parsed and checked as a form's are, their delete boxes,
    /// and the empty rows something was typed in.
    func inlineChanges(of parent: Row?, in context: RuleContext, _ request: DirectRequest) async throws -> InlineChanges {
        var changes = InlineChanges()
        let relationships = inlineRelationships(in: context)
        guard !relationships.isEmpty else { return changes }
        // Each field's value as its control means it (the last sent under a name: a switch's
        // box after its hidden `false`), looked up once each, however many fields a body holds.
        var sent: [String: String] = [:]
        for field in request.fields where field.name.hasPrefix("i.") { sent[field.name] = field.value }
        for inline in relationships {
            let name = inline.relationship.name
            let pointing = inline.pointingColumns
            // The rows the form showed: `i.NAME._key.N`, N from 0, as the form numbered them.
            var index = 0
            var shown: [Row] = []
            while let keyText = sent[EditForm.inlineControl("_key", of: name, row: index)] {
                guard index < Self.inlineRowsOnForm else {
                    throw DirectError(.badRequest, "The form sent more than \(Self.inlineRowsOnForm) rows of \(name); it shows at most that many.")
                }
                let number = index
                let prefix = EditForm.inlinePrefix(name, row: number)
                index += 1
                let row: Row
                do {
                    row = try await self.row(of: inline.destination, key: Substring(keyText), prefetching: toOnePrefetches(of: inline.destination, context: inline.context))
                } catch let error as DirectError where error.kind == .notFound {
                    // Deleted while the person edited: nothing to change; say so.
                    changes.hasConflict = true
                    changes.submission.formErrors.append(request.text(.inlineRowOfDeletedMeanwhile(editorLabel(inline, in: context))))
                    continue
                }
                guard let parent, try await belongs(row, to: parent, in: inline) else {
                    throw DirectError(.badRequest, "The form sent a row of \(name) that is not one of this row's.")
                }
                shown.append(row)
                // Numbered again when one went: the form shows the rows that are left. What the
                // row sent is read under its old number, kept under its new one.
                let newPrefix = EditForm.inlinePrefix(name, row: shown.count - 1)
                let rowContext = self.context(task: .edit, entity: inline.destination, object: row, user: context.user)
                let editable = typed(editableAttributeNames(in: rowContext).subtracting(pointing), in: rowContext)
                let passwords = passwordAttributeNames(in: rowContext)
                var input: [String: String] = [:]
                for column in editable {
                    guard let value = sent[prefix + column] else { continue }
                    if passwords.contains(column) && value.isEmpty { continue }
                    if SubmittedText.isUnchanged(value, shown: row[column].text ?? "") { continue }
                    input[column] = value
                }
                var entry = InlineSubmission.Entry(input: input)
                var errors = ValidationError(entityName: inline.destination.name)
                // A switch: a hidden `false`, and `true` after it when ticked.
                entry.isDeleting = sent[EditForm.inlineControl("_delete", of: name, row: number)] == "true"
                if sent[EditForm.inlineControl("_version", of: name, row: number)] != row.versionToken {
                    changes.hasConflict = true
                    errors.formErrors.append(conflictNote(row, input: input, context: rowContext, request))
                }
                if entry.isDeleting {
                    var deleting = rowContext
                    deleting.task = .delete
                    if !deleting.isObjectDeletable {
                        errors.formErrors.append(request.text(.thisRowCannotBeDeleted))
                    } else if errors.isEmpty {
                        changes.writes.append(.delete(prefix: newPrefix, row: row))
                    }
                } else if !input.isEmpty {
                    if !rowContext.isObjectEditable {
                        errors.formErrors.append(request.text(.thisRowCannotBeChanged))
                    } else {
                        let values = parse(input, of: inline, context: rowContext, isNew: false, into: &errors)
                        let changed = values.filter { !row[$0.key].isSame(as: $0.value) }
                        if errors.isEmpty, !changed.isEmpty { changes.writes.append(.update(prefix: newPrefix, row: row, changes: changed)) }
                    }
                }
                entry.errors = errors.isEmpty ? nil : errors
                changes.submission.entries[newPrefix] = entry
            }
            changes.submission.rows[name] = shown
            // The empty rows: `i.NAME.new.M.…`, M from 0, no more than the table offers; a row
            // whose fields are as they were shown is left out.
            let offered = min(max(0, inline.context.inlineBlankRows), Self.inlineBlankRowsAtMost)
            let marker = "i." + name + ".new."
            var blankCount = 0
            for field in sent.keys where field.hasPrefix(marker) {
                let rest = field.dropFirst(marker.count)
                guard let dot = rest.firstIndex(of: "."), let number = Int(rest[..<dot]), number >= 0 else { continue }
                guard number < offered else {
                    throw DirectError(.badRequest, "The form sent more new rows of \(name) than it offers (\(offered)).")
                }
                blankCount = max(blankCount, number + 1)
            }
            changes.submission.blankRows[name] = blankCount
            let fresh = blankRowValues(of: inline)
            let editable = typed(editableAttributeNames(in: inline.context).subtracting(pointing), in: inline.context)
            for number in 0..<blankCount {
                let prefix = EditForm.inlinePrefix(name, row: number, isNew: true)
                var input: [String: String] = [:]
                var touched = false
                for column in editable {
                    guard let value = sent[prefix + column] else { continue }
                    input[column] = value
                    let start = fresh[column] ?? ""
                    // A switch starts off, and sends `false` for it.
                    let isOffSwitch = start.isEmpty && value == "false" && inline.destination.attributeIfPresent(named: column)?.valueType == .boolean
                    if !SubmittedText.isUnchanged(value, shown: start) && !isOffSwitch { touched = true }
                }
                guard touched else {
                    changes.submission.entries[prefix] = .init(input: input)
                    continue
                }
                var errors = ValidationError(entityName: inline.destination.name)
                let values = parse(input, of: inline, context: inline.context, isNew: true, into: &errors)
                if errors.isEmpty {
                    changes.writes.append(.insert(prefix: prefix, entityName: inline.destination.name, values: values, pointing: inline.relationship.joins))
                }
                changes.submission.entries[prefix] = .init(input: input, errors: errors.isEmpty ? nil : errors)
            }
        }
        // Deletions first, then changes, then new rows: a value a deleted row held (a UNIQUE
        // one) is free for another row of the same save.
        changes.writes.sort { $0.order < $1.order }
        return changes
    }

    /// Whether `row` is one of `parent`'s related rows: its columns that point hold the parent's
    /// key — compared by the database when the two are typed differently (a `numeric` key and an
    /// `integer` column), as the table's rows were found.
    private func belongs(_ row: Row, to parent: Row, in inline: InlineRelationship) async throws -> Bool {
        if inline.links(row, to: parent) { return true }
        let key = TesseraData.Qualifier.and(zip(inline.destination.primaryKeyAttributeNames, row.primaryKey.values).map { .comparison($0, .equal, $1) })
        return try await database.count(FetchSpecification(entityName: inline.destination.name, qualifier: .and([key, inline.link(to: parent)]))).value > 0
    }

    /// `input` as values of the related rows' columns, checked as a row's own form checks them;
    /// every mistake into `errors`.
    private func parse(_ input: [String: String], of inline: InlineRelationship, context: RuleContext, isNew: Bool, into errors: inout ValidationError) -> [String: DatabaseValue] {
        var property = context
        for (column, value) in input {
            property.propertyKey = column
            if let mistake = Self.refusal(of: value, for: property, isNew: isNew) { errors.add(mistake, for: column) }
        }
        do {
            return try database.values(of: inline.destination.name, fromForm: input.filter { errors.fieldErrors[$0.key] == nil }, forNewRow: isNew)
        } catch let refused as ValidationError {
            errors.addFieldErrors(of: refused)
            errors.formErrors += refused.formErrors
            return [:]
        } catch {
            errors.formErrors.append("\(error)")
            return [:]
        }
    }

    /// Makes `writes` in `transaction`, after the row's own (`parent`, as written): each new row
    /// pointing at it, each recorded in the history. `writing` says which row is being written,
    /// so that a constraint's refusal is shown at that row.
    static func apply(_ writes: [InlineWrite], parent: Row, in transaction: Transaction, writing: InlineWriting, recordsHistory: Bool, user: String?) async throws {
        for write in writes {
            writing.prefix.withLock { $0 = write.prefix }
            switch write {
            case .insert(_, let entityName, var values, let pointing):
                for join in pointing { values[join.destinationAttribute] = parent[join.sourceAttribute] }
                let inserted = try await transaction.insert(into: entityName, values: values)
                if recordsHistory { try await transaction.record(.creating(inserted, by: user, at: HistoryEntry.now())) }
            case .update(_, let row, let changes):
                let updated = try await transaction.update(row, changes: changes)
                if recordsHistory { try await transaction.record(.updating(row, to: updated, by: user, at: HistoryEntry.now())) }
            case .delete(_, let row):
                try await transaction.delete(row)
                if recordsHistory { try await transaction.record(.deleting(row, by: user, at: HistoryEntry.now())) }
            }
        }
        writing.prefix.withLock { $0 = nil }
    }
}

/// Which inline row a save is writing, if any: a refusal of the database (a constraint) is shown
/// at that row's fields, not at the row's own.
final class InlineWriting: Sendable {
    let prefix = Mutex<String?>(nil)
}
