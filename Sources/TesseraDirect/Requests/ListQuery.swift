/// What a list page shows of an entity, as its address says: the order, a search, filters per
/// column, a condition, the page and the page size.
///
/// | Parameter | Meaning |
/// |---|---|
/// | `sort=title`, `sort=-title` | order by an attribute, ascending or (with `-`) descending |
/// | `sort=rating,-length` | order by several attributes, the first first |
/// | `q=academy dinosaur` | rows with every word in some text attribute, ignoring case |
/// | `f.rating=PG` | a filter on one column: text columns contain the words, others equal the value |
/// | `f.rental_date.from=2005-06-01`, `f.rental_date.to=2005-06-30` | a range of a number, date or timestamp column, both ends included |
/// | `f.return_date.null=1`, `f.return_date.null=0` | the column is empty (`NULL`), or is not |
/// | `f.rating.in=PG,R` | the column is one of several values |
/// | `f.rating.eq=PG` | the column is exactly the value (a facet's link) |
/// | `f.rating.is=PG` | the same, from a filter's choice: empty is any value |
/// | `facet=rating` | counts of the column's most common values beside the list (repeatable) |
/// | `where=customer_id = 5` | a condition in the qualifier language (links to related rows use it) |
/// | `page=…` | a page cursor from the "next" and "previous" links |
/// | `size=100` | rows per page, 1 to 500 |
///
/// Reading the parameters checks only their form; names and values are checked against the
/// entity when the list is loaded, and a mistake is a ``DirectError`` there.
public struct ListQuery: Sendable, Hashable {
    /// One attribute of an order.
    public struct SortKey: Sendable, Hashable {
        /// The attribute.
        public var key: String
        /// Whether it is ordered from the largest.
        public var isDescending: Bool

        public init(_ key: String, descending: Bool = false) {
            self.key = key
            self.isDescending = descending
        }
    }

    /// The attributes to order by, the first first; empty for the primary key's order.
    public var sortOrder: [SortKey] = []

    /// The first attribute to order by, or `nil` for the primary key's order. Setting it orders
    /// by it alone.
    public var sortKey: String? {
        get { sortOrder.first?.key }
        set { sortOrder = newValue.map { [SortKey($0, descending: isDescending)] } ?? [] }
    }

    /// Whether the first attribute's order is descending.
    public var isDescending: Bool {
        get { sortOrder.first?.isDescending ?? false }
        set { if !sortOrder.isEmpty { sortOrder[0].isDescending = newValue } }
    }

    /// The most attributes an order may have.
    public static let maximumSortKeys = 4
    /// The search text, or `nil`.
    public var searchText: String?
    /// Filters by attribute name.
    public var filters: [String: String]
    /// A condition in the qualifier language, or `nil`.
    public var condition: String?
    /// The columns counted by value beside the list, in the address's order.
    public var facets: [String] = []
    /// The most facets an address may ask for.
    public static let maximumFacets = 6
    /// A page cursor's token, or `nil` for the first page.
    public var cursor: String?
    /// Rows per page, or `nil` for the `numberOfObjectsPerBatch` rule's.
    public var pageSize: Int?

    /// The largest page a request may ask for.
    public static let maximumPageSize = 500

    /// A query for the first page in the default order.
    public init(
        sortKey: String? = nil, isDescending: Bool = false, searchText: String? = nil, filters: [String: String] = [:],
        condition: String? = nil, cursor: String? = nil, pageSize: Int? = nil
    ) {
        self.sortOrder = sortKey.map { [SortKey($0, descending: isDescending)] } ?? []
        self.searchText = searchText
        self.filters = filters
        self.condition = condition
        self.cursor = cursor
        self.pageSize = pageSize
    }

    /// Reads the parameters of an address, already percent-decoded; unknown ones are ignored.
    ///
    /// - Throws: ``DirectError`` (`badRequest`) for a size that is not a number from 1 to 500, or
    ///   a parameter given twice with different values.
    public init(parameters: [(name: String, value: String)]) throws(DirectError) {
        self.init()
        var seen: [String: String] = [:]
        var facetParameters = 0
        for (name, value) in parameters {
            if name == "facet" {
                // Repeatable: one column each. Counted as given, a column named twice included:
                // the API's description allows at most so many, and a request beyond it is
                // refused, not quietly read as fewer.
                // (An empty one, a form's unchosen field, is not a column.)
                guard !value.isEmpty else { continue }
                facetParameters += 1
                guard facetParameters <= Self.maximumFacets else {
                    throw DirectError(.badRequest, "A list counts at most \(Self.maximumFacets) columns by value at once.")
                }
                guard !facets.contains(value) else { continue }
                facets.append(value)
                continue
            }
            if let earlier = seen[name], earlier != value {
                throw DirectError(.badRequest, "The parameter '\(name)' is given twice, with different values.")
            }
            seen[name] = value
            switch name {
            case "sort":
                let keys = value.split(separator: ",", omittingEmptySubsequences: true)
                guard keys.count <= Self.maximumSortKeys else {
                    throw DirectError(.badRequest, "A list is ordered by at most \(Self.maximumSortKeys) columns, not \(keys.count).")
                }
                sortOrder = keys.map { key in key.hasPrefix("-") ? SortKey(String(key.dropFirst()), descending: true) : SortKey(String(key)) }
                    .filter { !$0.key.isEmpty }
            case "q":
                searchText = value.isEmpty ? nil : value
            case "where":
                condition = value.isEmpty ? nil : value
            case "page":
                cursor = value.isEmpty ? nil : value
            case "size":
                guard let size = Int(value), (1...Self.maximumPageSize).contains(size) else {
                    throw DirectError(.badRequest, "The page size must be a whole number from 1 to \(Self.maximumPageSize), not '\(value)'.")
                }
                pageSize = size
            case _ where name.hasPrefix("f.") && name.count > 2:
                // Empty is no filter, but for `.eq`, whose value may be the empty text.
                if !value.isEmpty || name.hasSuffix(".eq") { filters[String(name.dropFirst(2))] = value }
            default:
                continue
            }
        }
    }

    /// The parameters that give this query back, in a stable order.
    public var parameters: [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        if !sortOrder.isEmpty {
            result.append(("sort", sortOrder.map { ($0.isDescending ? "-" : "") + $0.key }.joined(separator: ",")))
        }
        if let searchText { result.append(("q", searchText)) }
        for name in filters.keys.sorted() { result.append(("f." + name, filters[name]!)) }
        if let condition { result.append(("where", condition)) }
        for facet in facets { result.append(("facet", facet)) }
        if let pageSize { result.append(("size", String(pageSize))) }
        if let cursor { result.append(("page", cursor)) }
        return result
    }

    /// `?sort=…&q=…`, or `""` when there are no parameters.
    public var queryString: String {
        let parameters = self.parameters
        guard !parameters.isEmpty else { return "" }
        return "?" + parameters.map { DirectPaths.encode($0.name) + "=" + DirectPaths.encode($0.value) }.joined(separator: "&")
    }

    /// This query on its first page: what changing the order, search or filters leads to.
    public var firstPage: ListQuery {
        var query = self
        query.cursor = nil
        return query
    }

    /// This query on its first page with the filter `f.NAME=value` set, or removed (`nil`).
    public func filtered(_ name: String, _ value: String?) -> ListQuery {
        var query = firstPage
        query.filters[name] = value
        return query
    }

    /// This query with `column` counted by value beside the list, or no longer (`false`): then
    /// without the value the facet chose (`f.COLUMN.eq`), which nothing would show any more.
    public func faceted(by column: String, _ isFaceted: Bool = true) -> ListQuery {
        var query = self
        query.facets.removeAll { $0 == column }
        if isFaceted {
            query.facets.append(column)
        } else {
            query.filters[column + ".eq"] = nil
            query = query.firstPage
        }
        return query
    }

    /// This query ordered by `key`: ascending, or descending when it is ordered by `key` already.
    public func sorted(by key: String) -> ListQuery {
        var query = firstPage
        query.isDescending = sortKey == key ? !isDescending : false
        query.sortKey = key
        return query
    }
}
