import TesseraData

/// A column a list counts by value beside its rows: its most common values among the rows the
/// list finds, or why they were not counted.
public struct FacetCounts: Sendable {
    /// Why a facet has no counts.
    public enum Failure: Sendable, Hashable {
        /// The database took longer than the application's facet time limit
        /// (``DirectApplication/facetTimeLimit``) and was stopped: the page did not wait for it.
        case tooSlow(Duration)
        /// The rows cannot be read now (a materialized view not populated), as the engine said.
        case unavailable(String)
    }

    /// The column.
    public var attributeName: String
    /// The values and their counts, or `nil` with ``failure`` saying why.
    public var facet: Facet?
    /// Why there are no counts.
    public var failure: Failure?
    /// The names of the rows its values are keys of, when the column is a to-one relationship's
    /// key (`customer_id`'s `MARY SMITH`): what the facet shows beside or instead of the key.
    public var names: [DatabaseValue: String] = [:]
    /// Whether the address asked for it (`facet=`), so that a link can take it away; a facet a
    /// rule names (`facetPropertyKeys`) stays.
    public var isRequested: Bool

    public init(attributeName: String, facet: Facet?, failure: Failure? = nil, isRequested: Bool) {
        self.attributeName = attributeName
        self.facet = facet
        self.failure = failure
        self.isRequested = isRequested
    }
}
