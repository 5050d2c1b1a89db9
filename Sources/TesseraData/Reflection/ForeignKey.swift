/// A foreign key as the catalogue describes it, before relationships are named.
struct ForeignKey: Sendable, Hashable {
    var sourceEntity: String
    var sourceAttributes: [String]
    var destinationEntity: String
    var destinationAttributes: [String]
    /// What deleting a destination row does to the source rows that refer to it.
    var onDelete: DeleteRule = .noAction
}
