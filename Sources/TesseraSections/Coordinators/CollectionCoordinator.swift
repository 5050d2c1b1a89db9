/// ComposedUI's name for the coordinator of a `UICollectionView`: on the web, a
/// ``GridCoordinator``, which shows each section as a grid of its cells, as a collection view's
/// flow layout does.
///
/// ```swift
/// let coordinator = CollectionCoordinator(sections: contacts)
/// let coordinator = CollectionCoordinator(id: "people", sectionProvider: provider, actionPath: "/people/sections")
/// ```
///
/// There is no collection view to pass: the coordinator's region on the page takes its place
/// (``SectionCoordinator/view(formFields:liveURL:)``). For rows, one above the other, use
/// ``ListCoordinator``.
public typealias CollectionCoordinator = GridCoordinator
