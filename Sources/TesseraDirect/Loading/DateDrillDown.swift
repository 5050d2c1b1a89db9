import TesseraData

/// A list's drill-down by date, as Django's admin offers it over its lists: the years its rows
/// fall in, each with its count; in a year, its months; in a month, its days — each a link that
/// narrows the list to that period (`f.COL.from`, `f.COL.to`), with the way back above.
public struct DateDrillDown: Sendable {
    /// A period to go to, or a step of the way back.
    public struct Step: Sendable {
        /// "2005", "May 2005", "24".
        public let title: String
        /// Rows in it; `nil` for a step of the way back.
        public let count: Int?
        /// The list narrowed to it.
        public let query: ListQuery
    }

    /// The date column.
    public let attributeName: String
    /// The way back: "All dates", then the year, then the month.
    public let trail: [Step]
    /// Where the list stands ("May 2005"), or `nil` over all dates.
    public let current: String?
    /// The periods under it: years, months or days.
    public let periods: [Step]

    /// The months' names, as the list writes them.
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// Where `query` stands on `attributeName`'s dates: over all of them, in a year, a month or
    /// a day; `nil` for a range of another shape (typed in the filters), which the drill-down
    /// leaves alone.
    static func level(of query: ListQuery, attributeName: String) -> (period: Database.DatePeriod?, year: Int?, month: Int?, day: Int?)? {
        let from = query.filters[attributeName + ".from"]
        let to = query.filters[attributeName + ".to"]
        guard let from, let to else { return from == nil && to == nil ? (.year, nil, nil, nil) : nil }
        let start = from.split(separator: "-").compactMap { Int($0) }
        let end = to.split(separator: "-").compactMap { Int($0) }
        guard start.count == 3, end.count == 3, from.count == 10, to.count == 10, (1...12).contains(start[1]) else { return nil }
        let (year, month, day) = (start[0], start[1], start[2])
        if start == [year, 1, 1], end == [year, 12, 31] { return (.month, year, nil, nil) }
        if day == 1, end == [year, month, daysIn(month, of: year)] { return (.day, year, month, nil) }
        if start == end, (1...daysIn(month, of: year)).contains(day) { return (nil, year, month, day) }
        return nil
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `query` narrowed to a range of `attributeName`, from its first page.
    static func query(_ query: ListQuery, attributeName: String, from: String?, to: String?) -> ListQuery {
        var narrowed = query
        narrowed.cursor = nil
        narrowed.filters[attributeName + ".from"] = from
        narrowed.filters[attributeName + ".to"] = to
        return narrowed
    }

    /// The day after `day` (`2005-12-31` → `2006-01-01`), or `nil` for a text that is no day.
    static func day(after day: String) -> String? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard day.count == 10, parts.count == 3, (1...12).contains(parts[1]), (1...daysIn(parts[1], of: parts[0])).contains(parts[2]) else { return nil }
        var (year, month, date) = (parts[0], parts[1], parts[2] + 1)
        if date > daysIn(month, of: year) {
            date = 1
            month += 1
            if month > 12 {
                month = 1
                year += 1
            }
        }
        return fourDigits(year) + "-" + twoDigits(month) + "-" + twoDigits(date)
    }

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    static func fourDigits(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
