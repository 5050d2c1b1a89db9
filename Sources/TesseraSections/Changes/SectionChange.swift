/// Where an element is: a section's index and the element's index in it.
public struct ElementPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section's index among the provider's sections.
    public var section: Int
    /// The element's index in its section.
    public var item: Int

    /// The path of element `item` of section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}

/// One change to the sections of a provider, as its update delegate hears it.
///
/// Changes follow each other: each index is in the provider as it is after every change before
/// it, so applying a batch's changes one by one to a copy of the old state gives the new state. A
/// section inserted by ``insertSection(_:)`` arrives empty; its elements follow as insertions.
public enum SectionChange: Hashable, Sendable {
    /// An empty section was inserted at this index.
    case insertSection(Int)
    /// The section at this index, with its elements, was removed.
    case removeSection(Int)
    /// Anything in the section at this index may have changed: show it again.
    case reloadSection(Int)
    /// An element was inserted at this path.
    case insertElement(ElementPath)
    /// The element at this path was removed.
    case removeElement(ElementPath)
    /// The element at this path changed in place.
    case updateElement(ElementPath)
    /// The element at `from` moved to `to`, in the same section.
    case moveElement(from: ElementPath, to: ElementPath)

    /// The same change in a provider where this one's sections start at `offset`.
    func offsetting(sectionsBy offset: Int) -> SectionChange {
        guard offset != 0 else { return self }
        func shift(_ path: ElementPath) -> ElementPath {
            ElementPath(section: path.section + offset, item: path.item)
        }
        switch self {
        case .insertSection(let index): return .insertSection(index + offset)
        case .removeSection(let index): return .removeSection(index + offset)
        case .reloadSection(let index): return .reloadSection(index + offset)
        case .insertElement(let path): return .insertElement(shift(path))
        case .removeElement(let path): return .removeElement(shift(path))
        case .updateElement(let path): return .updateElement(shift(path))
        case .moveElement(let from, let to): return .moveElement(from: shift(from), to: shift(to))
        }
    }
}
