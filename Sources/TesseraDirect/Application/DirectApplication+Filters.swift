import TesseraData
import TesseraRules

extension Entity {
    /// The column a list's property filters on, and how: the attribute itself, or for a to-one
    /// link of one column, its foreign key (`language` filters on `language_id`).
    func filterColumn(of propertyKey: String) -> (column: Attribute, relationship: Relationship?)? {
        if let attribute = attributeIfPresent(named: propertyKey) { return (attribute, nil) }
        guard let relationship = relationshipIfPresent(named: propertyKey), relationship.kind == .toOne, relationship.joins.count == 1,
            let column = attributeIfPresent(named: relationship.joins[0].sourceAttribute)
        else { return nil }
        return (column, relationship)
    }
}

extension DirectApplication {
    /// The values each of a list's filters chooses among, by column: an enumeration's (a check
    /// constraint, a PostgreSQL enum, a rule's `allowedValues`), a boolean's, and the rows of a
    /// related table small enough for a choice (at most ``maximumChoices``: one page, read with
    /// no count) by name. Related rows are read once for a while (``countLifetime``), not for
    /// every page.
    func filterChoices(_ columns: [FilterColumnPlan], user: SignedInUser?) async throws -> [String: [FilterChoice]] {
        var choices: [String: [FilterChoice]] = [:]
        for column in columns {
            switch column.offer {
            case .values(let values):
                choices[column.name] = values
            case .rows(let destination, let naming, let key, let destinationColumn):
                // A table that cannot be read (no privilege, a view not populated) has no choice:
                // the list shows without it. No key (NULL) is no row to choose.
                let rows = try? await filterChoiceRows.value(for: key) {
                    var specification = FetchSpecification(
                        entityName: destination.name, qualifier: .comparison(destinationColumn, .notEqual, .null), pageSize: Self.maximumChoices)
                    if let name = (naming ?? DisplayName.naming(of: destination))?.attributeNames.first, destination.attributeIfPresent(named: name) != nil {
                        specification.sortOrderings = [.ascending(name)]
                    }
                    let page = try await database.fetch(specification)
                    guard page.nextCursor == nil else { return [] }
                    return try await self.rows(page.rows, of: destination, namedBy: naming).map { row in
                        FilterChoice(
                            value: row[destinationColumn].text ?? "",
                            label: naming.flatMap { $0.name(of: row) } ?? name(of: row, in: destination, user: user))
                    }
                }
                if let rows, !rows.isEmpty { choices[column.name] = rows }
            }
        }
        return choices
    }

    /// How each of the list's filters offers its values, as the rules decide for the list's
    /// context: asked once for each person and generation of the rules (``ListAnswers``).
    func filterColumns(for plan: PagePlan, of entity: Entity, context: RuleContext) -> [FilterColumnPlan] {
        var columns: [FilterColumnPlan] = []
        var property = context
        for planned in plan.properties {
            guard let (column, relationship) = entity.filterColumn(of: planned.propertyKey), !columns.contains(where: { $0.name == column.name })
            else { continue }
            property.propertyKey = column.name
            if let allowed = property.allowedValues {
                columns.append(FilterColumnPlan(name: column.name, offer: .values(allowed.map { FilterChoice(value: $0, label: $0) })))
            } else if column.valueType == .boolean {
                columns.append(FilterColumnPlan(name: column.name, offer: .values([FilterChoice(value: "true", label: "Yes"), FilterChoice(value: "false", label: "No")])))
            } else if let relationship, isVisible(relationship.destinationEntity, user: context.user),
                let destination = try? database.model.entity(named: relationship.destinationEntity)
            {
                property.propertyKey = relationship.name
                let naming = property.keyWhenRelationship.map(RowNaming.init(template:))
                let key = [destination.name, naming?.description ?? "", context.user?.name ?? "", relationship.joins[0].destinationAttribute]
                    .joined(separator: "\u{1}")
                columns.append(FilterColumnPlan(
                    name: column.name, offer: .rows(destination: destination, naming: naming, key: key, column: relationship.joins[0].destinationAttribute)))
            }
        }
        return columns
    }
}

/// How a list's filter of one column offers its values: listed (an enumeration's, a boolean's),
/// or the rows of a related table, read when a page needs them.
struct FilterColumnPlan: Sendable {
    enum Offer: Sendable {
        case values([FilterChoice])
        /// The rows of `destination`, named by `naming`, kept under `key`; each offers its `column`.
        case rows(destination: Entity, naming: RowNaming?, key: String, column: String)
    }

    /// The column filtered.
    let name: String
    let offer: Offer
}

/// What a list page asks the rules that its rows and parameters do not change, kept for each
/// person and generation of the rules (``RuleAnswerCache``): asked on every request, they were a
/// tenth of a short list's time.
struct ListAnswers: Sendable {
    /// Characters of a long value a cell reads and shows.
    let previewLength: Int
    /// The to-one relationships whose rows the page reads with its own.
    let prefetchingRelationships: [String]
    /// The relationship paths that name the rows and their links.
    let namingPaths: [[String]]
    /// The columns the list sorts by.
    let sortableKeys: Set<String>
    /// The bulk actions offered.
    let bulkActions: [DirectBulkAction]
    /// The columns the list could suggest counting by value.
    let facetCandidates: [Attribute]
    /// How each filter offers its values.
    let filterColumns: [FilterColumnPlan]
}
