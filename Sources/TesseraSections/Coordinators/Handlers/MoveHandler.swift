/// A section whose elements a person can reorder: ComposedUI's `MoveHandler`.
///
/// The coordinator gives each movable row a "move up" and a "move down" button, form submissions
/// that reach ``moveElement(at:to:)`` with local indexes inside the section. An ``ArraySection``
/// subclass does the move with `move(from:to:)`:
///
/// ```swift
/// @SectionActor
/// final class PlaylistSection: ArraySection<Song>, CellProvider, MoveHandler {
///     func moveElement(at index: Int, to newIndex: Int) { move(from: index, to: newIndex) }
///     func cell(at index: Int) -> some View { Text(self[index].title) }
/// }
/// ```
@SectionActor
public protocol MoveHandler: Section {
    /// Whether the element at `index` may move. Default `true`.
    func canMove(at index: Int) -> Bool

    /// The person asked to move the element at `index` to `newIndex` (an index in the section
    /// without it, then with it, as `ArraySection.move(from:to:)` takes them). Both are in range.
    func moveElement(at index: Int, to newIndex: Int)
}

extension MoveHandler {
    /// Every element may move.
    public func canMove(at index: Int) -> Bool { true }
}
