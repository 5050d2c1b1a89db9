import TesseraData
import TesseraRules

extension DirectApplication {
    /// The list's drill-down by date (``DateDrillDown``) on the column `dateHierarchy` names,
    /// counted among the rows the list selects; `nil` without such a column, over a range the
    /// drill-down did not make, or when the counts take longer than a facet may.
    func dateDrillDown(for query: ListQuery, specification: FetchSpecification, context: RuleContext) async -> DateDrillDown? {
        guard let name = context.dateHierarchy, let entity = context.entity, let attribute = entity.attributeIfPresent(named: name),
            attribute.valueType == .date || attribute.valueType == .timestamp, reachableAttributeNames(in: context).contains(name),
            let level = DateDrillDown.level(of: query, attributeName: name)
        else { return nil }
        typealias Step = DateDrillDown.Step
        var trail: [Step] = []
        var current: String?
        if level.year != nil || level.period != .year {
            trail.append(Step(title: "All dates", count: nil, query: DateDrillDown.query(query, attributeName: name, from: nil, to: nil)))
        }
        let yearText = level.year.map(DateDrillDown.fourDigits)
        if let year = level.year, let yearText {
            if let month = level.month {
                trail.append(Step(title: yearText, count: nil, query: DateDrillDown.query(query, attributeName: name, from: yearText + "-01-01", to: yearText + "-12-31")))
                let monthTitle = DateDrillDown.monthNames[month - 1] + " " + yearText
                if let day = level.day {
                    let monthText = yearText + "-" + DateDrillDown.twoDigits(month)
                    trail.append(Step(
                        title: monthTitle, count: nil,
                        query: DateDrillDown.query(query, attributeName: name, from: monthText + "-01", to: monthText + "-" + DateDrillDown.twoDigits(DateDrillDown.daysIn(month, of: year)))))
                    current = "\(day) " + monthTitle
                } else {
                    current = monthTitle
                }
            } else {
                current = yearText
            }
        }
        var periods: [Step] = []
        if let period = level.period {
            // Counted once for a while for each list (its filters and search), as row counts
            // are; a count stopped at the time limit is kept as none, not asked again at once.
            let key = [
                entity.name, name, period.rawValue, specification.qualifier?.description ?? "", specification.searchText ?? "",
                specification.searchAttributeNames?.joined(separator: ",") ?? "*",
            ].joined(separator: "\u{1}")
            let database = database
            let timeLimit = facetTimeLimit
            guard let counts = try? await dateCountCache.value(for: key, making: {
                do {
                    return try await database.dateCounts(specification, attributeName: name, by: period, timeLimit: timeLimit)
                } catch let error as DatabaseError where error.kind == .timedOut {
                    return []
                }
            }) else { return nil }
            for (text, count) in counts.map({ ($0.period, $0.count) }) {
                let parts = text.split(separator: "-").compactMap { Int($0) }
                switch period {
                case .year:
                    periods.append(Step(title: text, count: count, query: DateDrillDown.query(query, attributeName: name, from: text + "-01-01", to: text + "-12-31")))
                case .month where parts.count == 2 && (1...12).contains(parts[1]):
                    let last = DateDrillDown.twoDigits(DateDrillDown.daysIn(parts[1], of: parts[0]))
                    periods.append(Step(
                        title: DateDrillDown.monthNames[parts[1] - 1], count: count,
                        query: DateDrillDown.query(query, attributeName: name, from: text + "-01", to: text + "-" + last)))
                case .day where parts.count == 3:
                    periods.append(Step(title: "\(parts[2])", count: count, query: DateDrillDown.query(query, attributeName: name, from: text, to: text)))
                default:
                    continue
                }
            }
            // No dates at all: nothing to drill into.
            if periods.isEmpty && trail.isEmpty { return nil }
        }
        return DateDrillDown(attributeName: name, trail: trail, current: current, periods: periods)
    }
}
