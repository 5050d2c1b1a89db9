import Foundation
import TesseraData
import TesseraRules

extension DirectApplication {
    /// The most choices a set-like column has: more, and its text is free, not a set.
    static let maximumSetLikeChoices = 16
    /// The fewest rows with a value that show a column is set-like.
    static let minimumSetLikeRows = 5

    /// The text columns the form of `context` edits as text areas that hold a few choices
    /// separated by commas — a film's "Trailers,Deleted Scenes" — each with its choices, in
    /// alphabetical order.
    ///
    /// Read from the column's most common values (a facet, within its time limit): a column is
    /// set-like when at most ``maximumSetLikeChoices`` words, none empty, make up all its values,
    /// some values hold more than one and the values are more than the words (they combine them).
    /// Read once for a while, as row counts are; a column that cannot be read is not set-like.
    func setLikeChoices(for context: RuleContext) async -> [String: [String]] {
        guard let entity = context.entity else { return [:] }
        var found: [String: [String]] = [:]
        var property = context
        for key in context.displayPropertyKeys {
            property.propertyKey = key
            guard let attribute = property.attribute, attribute.valueType == .text, attribute.textKind == .string,
                !attribute.isPrimaryKey, property.allowedValues == nil, property.component == "EditLargeString"
            else { continue }
            let cacheKey = entity.name + "\u{1}" + attribute.name
            let database = database
            let timeLimit = facetTimeLimit
            // A description or a note is written freely, whatever its rows hold so far.
            guard !attribute.isNamedLikeLongText else { continue }
            let choices = try? await setLikeColumnChoices.value(for: cacheKey) {
                do {
                    let facet = try await database.facet(
                        FetchSpecification(entityName: entity.name), attributeName: attribute.name, limit: 100, timeLimit: timeLimit)
                    // A few rows say too little about what the column is for.
                    let rows = facet.values.reduce(0) { $0 + ($1.value.isNull ? 0 : $1.count) }
                    guard !facet.hasMore, rows >= Self.minimumSetLikeRows else { return [] }
                    return Self.setChoices(of: facet.values.compactMap { $0.value.text })
                } catch let error as DatabaseError where error.kind == .timedOut {
                    // Too slow to tell on this table: kept as no set, not asked again at once.
                    return []
                }
            }
            if let choices, !choices.isEmpty { found[attribute.name] = choices }
        }
        return found
    }

    /// The words `values` are made of when they are sets of a few (see
    /// ``setLikeChoices(for:)``), else none.
    static func setChoices(of values: [String]) -> [String] {
        var words: [String] = []
        var combined = 0
        for value in values where !value.isEmpty {
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if parts.count > 1 { combined += 1 }
            for part in parts {
                // An empty word, or one with spaces around it, is text written freely.
                guard !part.isEmpty, part.trimmingCharacters(in: .whitespaces) == part else { return [] }
                if !words.contains(part) {
                    words.append(part)
                    if words.count > maximumSetLikeChoices { return [] }
                }
            }
        }
        return combined >= 2 && values.count > words.count ? words.sorted { $0.localizedStandardCompare($1) == .orderedAscending } : []
    }
}
