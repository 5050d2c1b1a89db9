import TesseraData
import TesseraRules

extension DirectApplication {
    /// How many values a facet shows, the most common first.
    static let facetSize = 10
    /// A column with at most this many distinct values, and fewer than the rows, is suggested
    /// as a facet.
    static let suggestedFacetLimit = 30
    /// How long finding one column's distinct values may take before it is not suggested: a
    /// quarter of a facet's time limit (50 ms by default).
    var suggestionTimeLimit: Duration { facetTimeLimit / 4 }
    /// How many columns of a list are considered for a suggestion at most.
    static let suggestionCandidates = 12

    /// The columns a list counts by value: the rule's (`facetPropertyKeys`) that the person may
    /// see and that can be grouped, then the address's (`facet=`), each once.
    ///
    /// - Throws: ``DirectError`` (`badRequest`) for a column of the address the list does not
    ///   show — the same answer for a hidden column as for one that does not exist — or one
    ///   whose values cannot be grouped.
    func facetColumns(for query: ListQuery, entity: Entity, context: RuleContext) throws(DirectError) -> [(name: String, isRequested: Bool)] {
        let reachable = reachableAttributeNames(in: context)
        var columns: [(name: String, isRequested: Bool)] = []
        for name in context.facetPropertyKeys where reachable.contains(name) && !columns.contains(where: { $0.name == name }) {
            guard let attribute = entity.attributeIfPresent(named: name), database.isSortable(attribute) else { continue }
            columns.append((name, false))
        }
        for name in query.facets where !columns.contains(where: { $0.name == name }) {
            guard reachable.contains(name), let attribute = entity.attributeIfPresent(named: name) else {
                throw DirectError(.badRequest, "A list of \(context.displayNameForEntity) cannot be counted by '\(name)': it shows no such column.")
            }
            guard database.isSortable(attribute) else {
                throw DirectError(.badRequest, "The values of '\(name)' cannot be counted by value: it holds \(attribute.valueType) data.")
            }
            columns.append((name, true))
        }
        return columns
    }

    /// Each column's most common values among the rows `specification` selects, counted at once
    /// (each on a connection of its own), each stopped at ``facetTimeLimit``.
    func facets(_ columns: [(name: String, isRequested: Bool)], of specification: FetchSpecification, context: RuleContext) async throws -> [FacetCounts] {
        guard !columns.isEmpty else { return [] }
        var found = try await counts(columns, of: specification)
        for index in found.indices {
            // The names are a nicety: without them the facet shows the keys.
            found[index].names = (try? await names(of: found[index], context: context)) ?? [:]
        }
        return found
    }

    /// The names of the rows a key column's values point to, when the column is the key of a
    /// to-one relationship whose rows the person may see: named as the list names them.
    private func names(of counts: FacetCounts, context: RuleContext) async throws -> [DatabaseValue: String] {
        guard let entity = context.entity, let facet = counts.facet,
            let relationship = entity.relationships.first(where: { relationship in
                relationship.kind == .toOne && relationship.joins.count == 1 && relationship.joins[0].sourceAttribute == counts.attributeName
            }),
            isVisible(relationship.destinationEntity, user: context.user)
        else { return [:] }
        let keys = facet.values.map(\.value).filter { $0 != .null }
        guard !keys.isEmpty else { return [:] }
        let destination = relationship.joins[0].destinationAttribute
        var property = context
        property.propertyKey = relationship.name
        guard let destinationEntity = try? database.model.entity(named: relationship.destinationEntity) else { return [:] }
        guard let naming = property.keyWhenRelationship.map(RowNaming.init(template:)) ?? DisplayName.naming(of: destinationEntity, in: property) else { return [:] }
        var rows = FetchSpecification(entityName: relationship.destinationEntity, pageSize: keys.count)
        rows.qualifier = .isIn(destination, keys)
        var names: [DatabaseValue: String] = [:]
        for row in try await self.rows(database.fetch(rows).rows, of: destinationEntity, namedBy: naming) {
            if let name = naming.name(of: row) { names[row[destination]] = name }
        }
        return names
    }

    /// The facets' counts, each column on a connection of its own.
    private func counts(_ columns: [(name: String, isRequested: Bool)], of specification: FetchSpecification) async throws -> [FacetCounts] {
        let database = database
        let timeLimit = facetTimeLimit
        return try await withThrowingTaskGroup(of: (Int, FacetCounts).self) { group in
            for (index, column) in columns.enumerated() {
                group.addTask {
                    do {
                        let facet = try await database.facet(
                            specification, attributeName: column.name, limit: Self.facetSize, timeLimit: timeLimit)
                        return (index, FacetCounts(attributeName: column.name, facet: facet, isRequested: column.isRequested))
                    } catch let error as DatabaseError where error.kind == .timedOut {
                        return (index, FacetCounts(attributeName: column.name, facet: nil, failure: .tooSlow(timeLimit), isRequested: column.isRequested))
                    } catch let error as DatabaseError {
                        // Whatever stops one facet (a view not populated, a busy pool) is that
                        // facet's to say; the list and the other facets stand.
                        return (
                            index, FacetCounts(attributeName: column.name, facet: nil, failure: .unavailable(error.message), isRequested: column.isRequested)
                        )
                    }
                }
            }
            var found = [FacetCounts?](repeating: nil, count: columns.count)
            for try await (index, counts) in group { found[index] = counts }
            return found.compactMap { $0 }
        }
    }

    /// Columns of the list worth counting by value that it does not count yet: a few distinct
    /// values (2 to ``suggestedFacetLimit``) among more rows, in the whole table.
    ///
    /// Each column's answer is kept for five minutes (``FacetSuggestionCache``), so that a list
    /// looks once in a while, not on every request; a column whose distinct values take longer
    /// than ``suggestionTimeLimit`` to find is not suggested. The first request after the
    /// answers expire waits for them: at most that limit per column, a few milliseconds each
    /// on tables of thousands of rows.
    func suggestedFacets(for entity: Entity, among eligible: [Attribute], excluding counted: [String]) async -> [String] {
        let candidates = eligible.lazy.filter { !counted.contains($0.name) }.prefix(Self.suggestionCandidates)
        let whole = FetchSpecification(entityName: entity.name)
        var suggested: [String] = []
        // The table's rows, counted up to the limit once it is needed: a column with as many
        // values as rows is no facet.
        var tableRows: Int?
        for attribute in candidates {
            if let kept = facetSuggestions.answer(entityName: entity.name, column: attribute.name) {
                if kept { suggested.append(attribute.name) }
                continue
            }
            let isSuggested: Bool
            do {
                let distinct = try await database.distinctValueCount(
                    whole, attributeName: attribute.name, limit: Self.suggestedFacetLimit, timeLimit: suggestionTimeLimit)
                if (2...Self.suggestedFacetLimit).contains(distinct) {
                    if tableRows == nil { tableRows = try await database.count(whole, exactLimit: Self.suggestedFacetLimit).value }
                    isSuggested = tableRows! > distinct
                } else {
                    isSuggested = false
                }
            } catch let error as DatabaseError where error.kind == .timedOut {
                isSuggested = false
            } catch let error as DatabaseError where [.unavailable, .busy].contains(error.kind) {
                // Unreadable now (the server away, every connection in use): asked again next time.
                continue
            } catch {
                // Unreadable for a while (a view not populated, a privilege missing): not asked on
                // every request.
                isSuggested = false
            }
            facetSuggestions.keep(isSuggested, entityName: entity.name, column: attribute.name)
            if isSuggested { suggested.append(attribute.name) }
        }
        return suggested
    }

    /// The columns of `context`'s list that could be counted by value, in the list's order: shown,
    /// reachable, not the key, not JSON, not a file's path (`fileFolder`), sortable. Asked once for each person and generation of
    /// the rules (``ListAnswers``).
    func facetCandidates(of entity: Entity, context: RuleContext) -> [Attribute] {
        let reachable = reachableAttributeNames(in: context)
        let primaryKey = Set(entity.primaryKeyAttributeNames)
        // A file's path names one row's file: nothing to count.
        let files = fileFolders(of: Set(context.displayPropertyKeys), in: context)
        return context.displayPropertyKeys.compactMap { key -> Attribute? in
            guard reachable.contains(key), !primaryKey.contains(key), files[key] == nil, let attribute = entity.attributeIfPresent(named: key),
                attribute.valueType != .json, database.isSortable(attribute)
            else { return nil }
            return attribute
        }
    }
}
