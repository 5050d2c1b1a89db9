import Tessera

/// A section that shows its elements: each one's view (its cell), and what identifies it.
///
/// A coordinator renders every section of its provider that adopts this protocol, one cell per
/// element, in a list, a table, a grid or a stack; it is ComposedUI's `CollectionSectionProvider`,
/// SwiftUI-shaped: the cell is a view.
///
/// ```swift
/// @SectionActor
/// final class FamilySection: ArraySection<Person>, CellProvider {
///     func cell(at index: Int) -> some View {
///         ContactRow(person: self[index])
///     }
/// }
/// ```
///
/// ``ArraySection`` and ``SingleElementSection`` already provide ``element(at:)``; elements that
/// are `Identifiable` or `Hashable` get ``elementID(at:)`` for free.
///
/// A cell is a value made on ``SectionActor`` and rendered later, on the renderer's thread: let it
/// hold copies of what it shows, never the section or other objects that change.
@SectionActor
public protocol CellProvider: Section {
    /// The type of the section's elements.
    associatedtype Element
    /// The type of view an element shows as.
    associatedtype Cell: View

    /// The element at `index`: what a ``TableCoordinator``'s columns show.
    func element(at index: Int) -> Element

    /// The view of the element at `index`, in a list, a grid or a stack.
    @ViewBuilder func cell(at index: Int) -> Cell

    /// What identifies the element at `index` among the section's elements, whatever its index:
    /// the page carries it with every row, so that a request about a row that moved meanwhile
    /// still reaches that row, and one about a row that is gone is refused.
    func elementID(at index: Int) -> String
}

extension CellProvider where Element: Identifiable {
    /// The element's `id`.
    public func elementID(at index: Int) -> String {
        String(describing: element(at: index).id)
    }
}

extension CellProvider where Element: Hashable {
    /// The element itself, as text: equal elements share an identity, which is right for values
    /// (two equal rows are the same row to act on).
    public func elementID(at index: Int) -> String {
        String(describing: element(at: index))
    }
}

extension CellProvider where Element: Identifiable & Hashable {
    /// The element's `id`: identity wins over equality.
    public func elementID(at index: Int) -> String {
        String(describing: element(at: index).id)
    }
}
