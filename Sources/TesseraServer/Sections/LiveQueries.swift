import TesseraSections

/// The live queries of an application, refreshed when their entity changes: after a save, an
/// insert or a delete of one of its rows, tell it the entity's name.
///
/// ```swift
/// let queries = LiveQueries()
/// queries.register(films)
/// try await database.update(film, changes: ["title": .text("ALIEN")])
/// try await queries.entityDidChange("film")       // every browser showing films sees the row change
/// ```
///
/// It holds its queries weakly: a section that nothing else keeps is forgotten.
@SectionActor
public final class LiveQueries {
    private final class Entry {
        weak var section: QuerySection?
        init(_ section: QuerySection) { self.section = section }
    }

    private var entries: [Entry] = []

    /// No queries yet. Made anywhere: it is used on `SectionActor`.
    public nonisolated init() {}

    /// Follows `section`'s entity from now on.
    public func register(_ section: QuerySection) {
        entries.removeAll { $0.section == nil || $0.section === section }
        entries.append(Entry(section))
    }

    /// The live queries of `entityName` that are still alive.
    public func queries(of entityName: String) -> [QuerySection] {
        entries.compactMap(\.section).filter { $0.entityName == entityName }
    }

    /// Refreshes every live query of `entityName`.
    ///
    /// - Throws: The first error a refresh threw, after trying them all.
    public func entityDidChange(_ entityName: String) async throws {
        var firstError: (any Error)?
        for section in queries(of: entityName) {
            do {
                try await section.refresh()
            } catch {
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
    }
}
