/// Why a coordinator refused a ``SectionEvent``, in words a person may read.
///
/// Requests come from browsers, and anyone can edit one: an unknown section, a position past the
/// end or an action a row does not offer is an answer, never a crash. A server turns the kind into
/// a status (400, 404, 403).
public struct SectionEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of refusal.
    public enum Kind: Hashable, Sendable {
        /// The request is not one a page of ours sends: a parameter is missing or not a number.
        case malformed
        /// What it names is not there: no such section, operation or row (maybe it was removed).
        case notFound
        /// The section does not allow it: it does not handle that kind of event, or refuses it for
        /// this row.
        case notAllowed
    }

    /// The kind of refusal.
    public var kind: Kind
    /// A sentence for the person, safe to show.
    public var message: String

    /// A refusal of `kind`, explained by `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
