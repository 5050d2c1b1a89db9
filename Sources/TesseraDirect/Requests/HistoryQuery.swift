import Foundation

/// What the recent changes (`/history`) are narrowed to, as the address says it: a person
/// (`user=`), a table (`entity=`), a range of days (`from=`, `to=`, both `YYYY-MM-DD` in UTC, both
/// days included) and the page (`before=`, the number of the oldest change of the page before).
///
/// Read from the address by ``init(parameters:)``, which refuses a value that makes no sense with
/// a ``DirectError/Kind/badRequest`` saying which and why; written back by ``queryString``, so that
/// the link to older changes keeps every filter.
public struct HistoryQuery: Sendable, Hashable {
    /// The person whose changes are shown, as the history names them.
    public var user: String?
    /// The entity whose rows' changes are shown.
    public var entityName: String?
    /// The first day shown, `YYYY-MM-DD`.
    public var from: String?
    /// The last day shown, `YYYY-MM-DD`.
    public var to: String?
    /// The page: changes numbered below this one.
    public var before: Int64?

    /// The longest person's name the filter takes: a name is a line, not a document.
    static let maximumUserLength = 200

    /// A query of the given filters.
    public init(user: String? = nil, entityName: String? = nil, from: String? = nil, to: String? = nil, before: Int64? = nil) {
        self.user = user
        self.entityName = entityName
        self.from = from
        self.to = to
        self.before = before
    }

    /// The query an address's parameters give; an empty parameter is no filter (the form sends
    /// every field).
    ///
    /// - Throws: ``DirectError`` (`badRequest`) for a day that is no date, a range that ends
    ///   before it starts, a page number that is no number, or a name too long to be one.
    public init(parameters: [(name: String, value: String)]) throws(DirectError) {
        func parameter(_ name: String) -> String? {
            parameters.last { $0.name == name }.map(\.value).flatMap { $0.isEmpty ? nil : $0 }
        }
        if let user = parameter("user") {
            guard user.count <= Self.maximumUserLength else {
                throw DirectError(.badRequest, "user= is a person's name of at most \(Self.maximumUserLength) characters.")
            }
            self.user = user
        }
        entityName = parameter("entity")
        for (name, day) in [("from", parameter("from")), ("to", parameter("to"))] {
            guard let day else { continue }
            guard Self.startOfDay(day) != nil else {
                throw DirectError(.badRequest, "\(name)= is a day written YYYY-MM-DD, such as 2026-01-31, not '\(day)'.")
            }
        }
        from = parameter("from")
        to = parameter("to")
        if let from, let to, to < from {
            throw DirectError(.badRequest, "to= (\(to)) is before from= (\(from)): the range has no days.")
        }
        if let text = parameter("before") {
            guard let number = Int64(text), number > 0 else { throw DirectError(.badRequest, "before= is the number of a change, not '\(text)'.") }
            before = number
        }
    }

    /// Whether any filter narrows the changes (the page is not one).
    public var isFiltered: Bool {
        user != nil || entityName != nil || from != nil || to != nil
    }

    /// The first moment shown, in milliseconds since 1970: the start of ``from``, in UTC.
    public var fromTime: Int64? { from.flatMap(Self.startOfDay) }

    /// The first moment no longer shown, in milliseconds since 1970: the start of the day after
    /// ``to``, in UTC, so that the whole of that day is shown.
    public var toTime: Int64? { to.flatMap(Self.startOfDay).map { $0 + 86_400_000 } }

    /// The query as an address's query string, `?` included; empty without filters or page.
    public var queryString: String {
        var parameters: [String] = []
        if let user { parameters.append("user=" + DirectPaths.encode(user)) }
        if let entityName { parameters.append("entity=" + DirectPaths.encode(entityName)) }
        if let from { parameters.append("from=" + from) }
        if let to { parameters.append("to=" + to) }
        if let before { parameters.append("before=\(before)") }
        return parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&")
    }

    /// The start of `day` (`YYYY-MM-DD`, a day that exists) in UTC, in milliseconds since 1970;
    /// `nil` for anything else.
    static func startOfDay(_ day: String) -> Int64? {
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard day.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]), year >= 1
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: dayOfMonth)
        // 2026-02-30 is no day: the calendar would roll it over into March.
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
