/// A section whose elements each offer a menu of actions: ComposedUI's
/// `CollectionContextMenuHandler`, SwiftUI's `contextMenu`.
///
/// The coordinator shows the actions of each row in a menu (a `<details>` element, which opens
/// without script) of submit buttons; choosing one reaches ``performAction(_:forElementAt:)``
/// with the action and the row's local index. An action that the row's menu does not offer is
/// refused before it reaches the section.
///
/// ```swift
/// @SectionActor
/// final class FriendsSection: ArraySection<Person>, CellProvider, ContextMenuHandler {
///     func contextMenu(forElementAt index: Int) -> [ContextAction] {
///         [ContextAction(id: "favorite", title: "Add to Favorites", systemImage: "star"),
///          ContextAction(id: "remove", title: "Remove", systemImage: "trash", role: .destructive)]
///     }
///     func performAction(_ action: ContextAction, forElementAt index: Int) { … }
/// }
/// ```
@SectionActor
public protocol ContextMenuHandler: Section {
    /// The actions of the element at `index`, in menu order; none hides the menu.
    func contextMenu(forElementAt index: Int) -> [ContextAction]

    /// The person chose `action` from the menu of the element at `index`.
    func performAction(_ action: ContextAction, forElementAt index: Int)
}
