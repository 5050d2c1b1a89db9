/// A section whose elements a person can delete: ComposedUI's `EditingHandler`.
///
/// The coordinator gives each row the section allows editing a delete button, a form submission
/// that reaches ``deleteElement(at:)`` with the row's local index. The section removes the element
/// (or refuses to); its removal reaches every browser showing it like any change.
///
/// ```swift
/// @SectionActor
/// final class FriendsSection: ArraySection<Person>, CellProvider, EditingHandler {
///     func deleteElement(at index: Int) { remove(at: index) }
///     func cell(at index: Int) -> some View { ContactRow(person: self[index]) }
/// }
/// ```
@SectionActor
public protocol EditingHandler: Section {
    /// Whether the element at `index` may be deleted. Default `true`.
    func allowsEditing(at index: Int) -> Bool

    /// The person asked to delete the element at `index`.
    func deleteElement(at index: Int)
}

extension EditingHandler {
    /// Every element may be deleted.
    public func allowsEditing(at index: Int) -> Bool { true }
}
