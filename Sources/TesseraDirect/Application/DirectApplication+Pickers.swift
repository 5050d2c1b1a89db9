import TesseraData
import TesseraRules

extension DirectApplication {
    /// How many rows a picker's search shows at a time.
    static var pickerPageSize: Int { 20 }

    /// The to-one relationships a form edits with the built-in editor (`EditToOne`) through one
    /// foreign-key column, each with its property's rule context: what gets a choice or a picker.
    func editedToOneRelationships(in context: RuleContext) -> [(relationship: Relationship, property: RuleContext)] {
        guard let entity = context.entity else { return [] }
        var property = context
        return toOneRelationships(in: context.displayPropertyKeys, of: entity, user: context.user).compactMap { relationship in
            property.propertyKey = relationship.name
            let component = property.component
            guard !component.isCustom, BuiltInComponent(name: component.name) == .editToOne else { return nil }
            return (relationship, property)
        }
    }

    /// The pickers of a form whose related tables have too many rows for a choice: the row each
    /// points to now (or the person's choice, when the form came back), and the rows found for
    /// what the person searched.
    func pickers(for context: RuleContext, state: EditState) async throws -> [String: ToOnePicker] {
        var pickers: [String: ToOnePicker] = [:]
        for (relationship, property) in editedToOneRelationships(in: context)
        where relationship.joins.count == 1 && state.choices[relationship.name] == nil {
            guard let destination = try? database.model.entity(named: relationship.destinationEntity),
                let destinationAttribute = destination.attributeIfPresent(named: relationship.joins[0].destinationAttribute)
            else { continue }
            let column = relationship.joins[0].sourceAttribute
            let naming = property.keyWhenRelationship.map(RowNaming.init(template:))
            var picker = ToOnePicker(
                relationshipName: relationship.name, column: column, choicesAddress: paths.choices(context.entity!.name, relationship: relationship.name),
                destinationLabel: self.context(task: .list, entity: destination, user: context.user).displayNameForEntity)
            let value = EditedValue.text(of: column, in: context, state: state)
            if !value.isEmpty, let key = try? destinationAttribute.parseIgnoringLimits(value) {
                let found = try await database.fetch(
                    FetchSpecification(entityName: destination.name, qualifier: .comparison(destinationAttribute.name, .equal, key), pageSize: 1)).rows
                picker.chosen = try await rows(found, of: destination, namedBy: naming).first.map {
                    choice($0, of: destination, relationship: relationship, naming: naming, user: context.user)
                }
            }
            if let search = state.pickerSearches[column] {
                picker.search = search
                // A page link that does not read (edited, or of another search) is the first page:
                // the form and what was typed in it are not lost to it.
                let found: (choices: [ToOnePicker.Choice], more: String?)
                do {
                    found = try await matches(
                        for: relationship, destination: destination, naming: naming, search: search, after: state.pickerPages[column], user: context.user)
                } catch let error as DatabaseError where error.kind == .invalidCursor {
                    found = try await matches(for: relationship, destination: destination, naming: naming, search: search, after: nil, user: context.user)
                }
                picker.matches = found.choices
                picker.more = found.more
            }
            if !self.context(task: .edit, entity: destination, user: context.user).isEntityReadOnly, !destination.isReadOnly, !isReadOnly {
                picker.newRowAddress = paths.create(destination.name) + "?picked=" + DirectPaths.encode(destinationAttribute.name)
            }
            pickers[relationship.name] = picker
        }
        return pickers
    }

    /// The rows of `destination` that `search` finds for a picker, a page at a time (keyset
    /// paging: never every row of a big table): the row whose key is the text first, then those
    /// whose text columns the person may see hold every word, by name.
    func matches(
        for relationship: Relationship, destination: Entity, naming: RowNaming?, search: String, after token: String?, user: SignedInUser?
    ) async throws -> (choices: [ToOnePicker.Choice], more: String?) {
        let listContext = context(task: .list, entity: destination, user: user)
        let text = search.trimmingCharacters(in: .whitespacesAndNewlines)
        var specification = try self.specification(for: ListQuery(searchText: text.isEmpty ? nil : text), entity: destination, context: listContext)
        specification.pageSize = Self.pickerPageSize
        // A row without the key the link takes (NULL) is no row to point to.
        let destinationColumn = relationship.joins[0].destinationAttribute
        specification.qualifier = .comparison(destinationColumn, .notEqual, .null)
        let reachable = reachableAttributeNames(in: listContext)
        if let sortName = (naming ?? DisplayName.naming(of: destination, in: listContext))?.attributeNames.first, reachable.contains(sortName),
            destination.attributeIfPresent(named: sortName) != nil
        {
            specification.sortOrderings = [.ascending(sortName)]
        }
        let cursor = try token.map { token throws(DatabaseError) in try PageCursor(token: token) }
        let page = try await database.fetch(specification, at: cursor)
        var rows = page.rows
        // The key typed: the row it names, first, wherever its name sorts — by a column the
        // person may see (the key the form holds is theirs to see; another column only if shown).
        if cursor == nil, !text.isEmpty, let attribute = destination.attributeIfPresent(named: destinationColumn),
            attribute.isPrimaryKey || reachable.contains(attribute.name),
            let key = try? attribute.parseIgnoringLimits(text)
        {
            let exact = try await database.fetch(
                FetchSpecification(entityName: destination.name, qualifier: .comparison(destinationColumn, .equal, key), pageSize: 1)).rows
            if let first = exact.first {
                rows.removeAll { $0.primaryKey == first.primaryKey }
                rows.insert(first, at: 0)
            }
        }
        rows = try await self.rows(rows, of: destination, namedBy: naming)
        return (rows.map { choice($0, of: destination, relationship: relationship, naming: naming, user: user) }, page.nextCursor?.token)
    }

    private func choice(_ row: Row, of destination: Entity, relationship: Relationship, naming: RowNaming?, user: SignedInUser?) -> ToOnePicker.Choice {
        let value = row[relationship.joins[0].destinationAttribute].text ?? ""
        let name = naming.flatMap { $0.name(of: row) } ?? self.name(of: row, in: destination, user: user)
        return ToOnePicker.Choice(value: value, name: name, address: paths.inspect(destination.name, key: row.primaryKey))
    }

    /// `GET /choices/ENTITY/RELATIONSHIP?q=TEXT&after=TOKEN`: the rows a picker of the form of
    /// `entityName` offers for what the person typed, as JSON —
    /// `{"choices":[{"value":…,"name":…,"address":…}],"more":ADDRESS-OR-null}`. Asked as the form
    /// is: only of a relationship that the person's form edits with a picker.
    func choicesJSON(entityName: String, relationshipName: String, _ request: DirectRequest) async throws -> String {
        let entity = try self.entity(named: entityName, user: request.user)
        let context = self.context(task: .edit, entity: entity, user: request.user)
        try checkWritable(context)
        guard let (relationship, property) = editedToOneRelationships(in: context).first(where: { $0.relationship.name == relationshipName }),
            relationship.joins.count == 1, let destination = try? database.model.entity(named: relationship.destinationEntity)
        else {
            throw DirectError(.notFound, "The form of \(context.displayNameForEntity) picks no related row named '\(relationshipName)'.")
        }
        let search = request.parameters.last(where: { $0.name == "q" })?.value ?? ""
        guard search.utf8.count <= 1_000 else {
            throw DirectError(.badRequest, "The search is \(search.utf8.count) bytes long; search for at most 1,000.")
        }
        let after = request.parameters.last(where: { $0.name == "after" })?.value
        let naming = property.keyWhenRelationship.map(RowNaming.init(template:))
        let found = try await matches(for: relationship, destination: destination, naming: naming, search: search, after: after, user: request.user)
        let items = found.choices.map { choice in
            "{\"value\":\(JSONText.string(choice.value)),\"name\":\(JSONText.string(choice.name)),\"address\":"
                + (choice.address.map(JSONText.string) ?? "null") + "}"
        }
        let more = found.more.map { JSONText.string(paths.choices(entity.name, relationship: relationship.name, search: search, after: $0)) } ?? "null"
        return "{\"choices\":[" + items.joined(separator: ",") + "],\"more\":" + more + "}"
    }

    /// The row of `entity` a picker's "New …" window made, for the form that opened it: the
    /// value of `column` that points to it, and its name. `nil` unless `column` is one whose
    /// value the person may see (the key, or a column of the row's page).
    func pickedChoice(_ row: Row, of entity: Entity, column: String, user: SignedInUser?) -> ToOnePicker.Choice? {
        guard let attribute = entity.attributeIfPresent(named: column) else { return nil }
        let shown = context(task: .inspect, entity: entity, object: row, user: user).displayPropertyKeys
        guard attribute.isPrimaryKey || shown.contains(column), let value = row[column].text else { return nil }
        return ToOnePicker.Choice(value: value, name: name(of: row, in: entity, user: user), address: paths.inspect(entity.name, key: row.primaryKey))
    }
}
