import Tessera
import TesseraData
import TesseraRules

/// What every look's list shows beside its rows when it counts columns by value: a box per
/// facet with its most common values and their counts, each a link that narrows the list to
/// the value (and, chosen, back), and the columns worth counting as links that add a facet.
struct ListFacets: View {
    let group: DisplayGroup
    let plan: PagePlan
    @Environment(\.directPaths) private var paths

    var body: some View {
        if !group.facets.isEmpty {
            HStack(alignment: .top, spacing: 12) {
                ForEach(group.facets, id: \.attributeName) { counts in
                    FacetBox(group: group, counts: counts, label: label(counts.attributeName), paths: paths)
                }
            }
            .attribute("data-facets", nil)
            .accessibilityLabel(DirectText.countsByValue)
        }
        // A suggestion beyond the most facets an address may ask for would be refused.
        if !group.suggestedFacets.isEmpty && group.query.facets.count < ListQuery.maximumFacets {
            // Written once for each query.
            let suggested = group.suggestedFacets.map { [$0, label($0)] }
            KeptMarkup(key: Kept(entity: group.entity.name, query: group.query, suggested: suggested)) { suggestions(suggested) }
        }
    }

    /// What the suggestions' markup depends on.
    private struct Kept: Hashable, Sendable {
        let entity: String
        let query: ListQuery
        /// Each column's name and label.
        let suggested: [[String]]
    }

    private func suggestions(_ suggested: [[String]]) -> some View {
        HStack(spacing: 10) {
            Text(DirectText.countBy).foregroundStyle(.secondary)
            // By name, as the page's identities always were.
            ForEach(suggested, id: \.[0]) { column in
                Link(column[1], destination: paths.list(group.entity.name, query: group.query.faceted(by: column[0])))
                    .help(DirectText.countByHelp(column[1]))
            }
        }
        .font(.footnote)
        .attribute("data-suggested-facets", nil)
        .attribute("role", "navigation")
        .accessibilityLabel(DirectText.suggestedCountsByValue)
    }

    /// The column's label: its header in the list, or its name for people.
    private func label(_ name: String) -> String {
        if let property = plan.properties.first(where: { $0.propertyKey == name }) { return property.headerLabel }
        var context = plan.context
        context.propertyKey = name
        return context.displayNameForProperty
    }
}

/// One facet: the column's label, its values with their counts, or why there are none.
struct FacetBox: View {
    let group: DisplayGroup
    let counts: FacetCounts
    let label: String
    let paths: DirectPaths
    @Environment(\.localization) private var localized
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                // h2: nothing between the page's h1 and the facets heads them.
                Text(label).bold().accessibilityHeading(.h2)
                Spacer()
                if counts.isRequested {
                    Link("×", destination: paths.list(group.entity.name, query: group.query.faceted(by: counts.attributeName, false)))
                        .accessibilityLabel(DirectText.stopCountingBy(label))
                        .attribute("data-facet-remove", nil)
                }
            }
            if let facet = counts.facet {
                if facet.values.isEmpty {
                    Text(DirectText.noRows).foregroundStyle(.secondary)
                }
                ForEach(Array(facet.values.enumerated()), id: \.offset) { _, value in
                    let filter = Self.filter(for: value.value, column: counts.attributeName)
                    let isChosen = group.query.filters[filter.name] == filter.value
                    let line = HStack(spacing: 12) {
                        Text(counts.names[value.value] ?? text(of: value.value)).italic(value.value == .null)
                        Spacer()
                        Text(value.count.formatted(.number.locale(locale))).foregroundStyle(.secondary)
                    }
                    if Self.canLink(value.value, filter.value, attribute: group.entity.attributeIfPresent(named: counts.attributeName)) {
                        Link(destination: paths.list(group.entity.name, query: group.query.filtered(filter.name, isChosen ? nil : filter.value))) {
                            line
                        }
                        .attribute("aria-current", "true", when: isChosen)
                        .attribute("data-facet-value", nil)
                        .help(isChosen ? DirectText.showEveryValueAgain(label) : .showOnlyTheseRows)
                    } else {
                        // A document as a value (an address holding it would be longer than
                        // servers take), text with a NUL, a value SQLite holds that is none of
                        // the column's type (a date '2024-13-01'): no filter takes them.
                        line.attribute("data-facet-value", nil)
                    }
                }
                if facet.hasMore {
                    Text(DirectText.moreValuesNotShown).font(.footnote).foregroundStyle(.secondary)
                }
            } else if let failure = counts.failure {
                switch failure {
                case .tooSlow(let limit):
                    Text(DirectText.tooSlowToCount(milliseconds: Int(limit.wholeMilliseconds)))
                        .font(.footnote).foregroundStyle(.secondary)
                        .attribute("data-facet-too-slow", nil)
                case .unavailable(let reason):
                    Text(reason).font(.footnote).foregroundStyle(.secondary)
                }
            }
        }
        .attribute("data-facet", counts.attributeName)
    }

    /// The longest value, in bytes, a link narrows the list to: an address stays well under the
    /// 8 KiB servers and proxies take.
    static let longestLinkedValue = 1_024

    /// Whether a link can narrow the list to `value`, whose filter's text is `text`.
    static func canLink(_ value: DatabaseValue, _ text: String, attribute: Attribute?) -> Bool {
        guard text.utf8.count <= longestLinkedValue, !text.utf8.contains(0), let attribute else { return false }
        // A value of another type must read back as itself: SQLite compares what it holds as it
        // is, so a stored '2024-01-01T10:00' (read as '2024-01-01 10:00:00') would match nothing.
        return value == .null || attribute.valueType == .text || (try? attribute.parseIgnoringLimits(text))?.text == text
    }

    /// The filter that narrows the list to `value`: the column empty, or exactly the value.
    static func filter(for value: DatabaseValue, column: String) -> (name: String, value: String) {
        guard let text = value.text else { return (column + ".null", "1") }
        return (column + ".eq", text)
    }

    /// A value as the facet shows it: a short line.
    private func text(of value: DatabaseValue) -> String {
        switch value {
        case .null: return localized(DirectText.emptyValue)
        case .bool(let flag): return localized(flag ? DirectText.yes : DirectText.no)
        default:
            let text = value.text ?? ""
            if text.isEmpty { return localized(DirectText.blankValue) }
            return text.count > 48 ? text.prefix(47) + "…" : text
        }
    }
}
