/// The first rows of a relationship that each fetched row brings along: at most ``limit`` of
/// them, in ``sortOrderings``' order (the destination's key breaking ties).
///
/// ```swift
/// var spec = FetchSpecification(entityName: "customer")
/// spec.prefetchingFirstRows = [RelatedPrefetch("payments", sortOrderings: [.descending("payment_date")], limit: 12)]
/// let page = try await database.fetch(spec)
/// for customer in page.rows {
///     print(customer["last_name"], customer.related["payments"]?.map { $0["amount"] } ?? [])
/// }
/// ```
///
/// Loaded by ``Database/fetchRelated(_:of:sortOrderings:limitPerRow:)``: one statement for a page
/// (of up to 100 rows), asking for each row's first rows by `ORDER BY … LIMIT`. With an index on
/// the relationship's and the order's columns (payments by customer and date) a customer with
/// thousands of payments costs what one with twelve does.
public struct RelatedPrefetch: Sendable, Hashable {
    /// The relationship's name, of the fetched entity.
    public var relationshipName: String
    /// The order of each row's related rows, by attributes of the destination.
    public var sortOrderings: [SortOrdering]
    /// At most this many related rows for each row, 1 to 10,000.
    public var limit: Int

    /// The first `limit` rows of `relationshipName` in `sortOrderings`' order.
    public init(_ relationshipName: String, sortOrderings: [SortOrdering] = [], limit: Int) {
        self.relationshipName = relationshipName
        self.sortOrderings = sortOrderings
        self.limit = limit
    }
}
