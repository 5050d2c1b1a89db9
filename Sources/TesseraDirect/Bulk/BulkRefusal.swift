/// Why a bulk action left a row alone, where the application itself refused it (a row's own
/// validation or the database's refusal is said as it was).
@_spi(Languages)
public enum BulkRefusal: Hashable, Sendable {
    /// The row is gone since the question.
    case deletedMeanwhile
    /// The row changed between the question and the confirmation.
    case changedAfterYouConfirmed
    /// The entity is read-only for the person.
    case readOnlyForYou
    /// A rule forbids deleting this row.
    case rulesForbidDeleting
    /// A rule forbids changing this row.
    case rulesForbidChanging
    /// The row changed while the action ran.
    case changedMeanwhile
}
