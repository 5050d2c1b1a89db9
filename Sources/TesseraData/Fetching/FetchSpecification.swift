/// What to fetch: an entity, which of its rows (a qualifier and a search text), in which order,
/// how many per page, and which relationships to bring along.
///
/// ```swift
/// var spec = FetchSpecification(entityName: "customer")
/// spec.qualifier = try Qualifier("active = true and last_name like 'S%'")
/// spec.sortOrderings = [.ascending("last_name"), .ascending("first_name")]
/// spec.searchText = "smith"
/// spec.pageSize = 25
/// spec.prefetchingRelationships = ["address"]
/// let page = try await database.fetch(spec)
/// ```
///
/// The primary key is always added after the given orderings, so that the order is total and
/// keyset paging (``PageCursor``) never skips or repeats a row.
public struct FetchSpecification: Sendable, Hashable {
    /// The entity (table or view) to fetch from.
    public var entityName: String
    /// Which rows; `nil` for all.
    public var qualifier: Qualifier?
    /// Words that must each appear, ignoring case, in some text attribute of the row.
    public var searchText: String?
    /// The attributes ``searchText`` looks in, or `nil` for every text attribute. An application
    /// that hides columns names the ones it shows, so that a search cannot find rows by what it
    /// hides.
    public var searchAttributeNames: [String]?
    /// The order; the primary key is appended.
    public var sortOrderings: [SortOrdering]
    /// Rows per page, 1 to 10,000.
    public var pageSize: Int
    /// Relationship names whose rows are fetched with each page, into ``Row/related``, with one
    /// query per relationship (not per row).
    public var prefetchingRelationships: [String]
    /// Paths of to-one or to-many relationships whose rows are fetched with each page, each step
    /// into the `related` rows of the step before: `["inventory", "film"]` brings each rental's
    /// inventory item, and the item's film into its own ``Row/related``. One query per step of
    /// each path, however many rows the page has; steps two paths share are fetched once. What a
    /// row's name reads when it follows links (a rental named by its film's title).
    public var prefetchingRelationshipPaths: [[String]] = []
    /// Relationships of which each row of a page brings along its first few rows, in an order of
    /// their own, into ``Row/related``: the last payments of each customer, for a chart beside
    /// it. One query per relationship, however many rows each row has.
    public var prefetchingFirstRows: [RelatedPrefetch] = []
    /// Characters read of each long value (text, JSON), or `nil` to read every value whole.
    ///
    /// A page of a list shows the beginning of a long value; reading all of it — 20 MB texts a
    /// row — cost the server the whole of every value of the page, for every request. With a
    /// length, the statement selects a prefix of each such value and its whole size: a value
    /// longer than the prefix comes back as its first characters, and the row says so
    /// (``Row/isCut(_:)``, ``Row/wholeSize(ofCut:)``); ``Database/writeContents(of:inRowOf:key:sliceSize:_:)``
    /// reads all of it in slices. Keys are never cut; at least 64 characters are read.
    public var valuePrefixLength: Int?

    /// Creates a specification; every part but the entity is optional.
    public init(
        entityName: String, qualifier: Qualifier? = nil, searchText: String? = nil,
        sortOrderings: [SortOrdering] = [], pageSize: Int = 50, prefetchingRelationships: [String] = []
    ) {
        self.entityName = entityName
        self.qualifier = qualifier
        self.searchText = searchText
        self.sortOrderings = sortOrderings
        self.pageSize = pageSize
        self.prefetchingRelationships = prefetchingRelationships
    }

    /// A stable digest of what selects and orders the rows, carried by page cursors so that a
    /// cursor of one list is refused by another. FNV-1a, because `hashValue` changes per process.
    var fingerprint: UInt64 {
        var text = entityName + "\u{1}" + (qualifier?.description ?? "") + "\u{1}" + (searchText ?? "")
        if let searchAttributeNames { text += "\u{2}" + searchAttributeNames.joined(separator: "\u{2}") }
        for ordering in sortOrderings { text += "\u{1}" + ordering.description }
        return FNV1a.hash(text)
    }
}
