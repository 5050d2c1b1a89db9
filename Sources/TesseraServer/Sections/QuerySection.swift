import Tessera
import TesseraData
import TesseraSections

/// A section whose elements are the rows a fetch specification selects: a live query.
///
/// It shows a page of the specification's rows — the first, or the one after a cursor (up to its
/// `pageSize` rows, in its order). Tell it
/// when its entity changed — ``refresh()``, or through ``LiveQueries`` — and it fetches the rows
/// again and reports only what changed, matched by primary key, as one batch: rows that are gone
/// are removed, new ones inserted, rows that changed place moved (the fewest moves, by Heckel's
/// diff), and rows whose values changed updated. Every browser showing it sees just those rows
/// change.
///
/// ```swift
/// let films = QuerySection(database: database, specification: FetchSpecification(
///     entityName: "film", sortOrderings: [.ascending("title")], pageSize: 100)) { film in
///     Text(film["title"].text ?? "")
/// }
/// try await films.refresh()                                // the first fetch
/// ```
///
/// Subclass it to adopt handlers (`EditingHandler` to delete rows, say). It lives in the server
/// module because it joins the data layer to sections, which know nothing of databases.
@SectionActor
open class QuerySection: ArraySection<Row>, CellProvider {
    /// The database it fetches from.
    public nonisolated let database: Database
    /// What it fetches.
    public nonisolated let specification: FetchSpecification
    /// Where its page starts: `nil` for the first page.
    public nonisolated let cursor: PageCursor?
    private let makeCell: (Row) -> AnyView
    private var requestedRefreshes = 0
    private var appliedRefresh = 0

    /// A live query of `specification` in `database`, showing the page at `cursor`, whose rows
    /// show as `cell` builds them. It starts with `rows` — that page, if you fetched it already —
    /// or empty: call ``refresh()`` to fetch them.
    public init<Cell: View>(
        database: Database, specification: FetchSpecification, at cursor: PageCursor? = nil, rows: [Row] = [],
        @ViewBuilder cell: @escaping (Row) -> Cell
    ) {
        self.database = database
        self.specification = specification
        self.cursor = cursor
        self.makeCell = { AnyView(cell($0)) }
        super.init(rows)
    }

    /// About how many bytes its rows take: what a cache of sections bounds its memory by.
    ///
    /// Counted once for the rows it holds, not at each call: a cache of lists asks for every
    /// list's count whenever a page is shown, and counting hundreds of rows of dozens of lists
    /// each time was a tenth of a busy server's time.
    public var estimatedByteCount: Int {
        if let counted = countedBytes, counted.rows == elements.count { return counted.bytes }
        let bytes = elements.reduce(0) { $0 + Self.estimatedByteCount(of: $1) }
        countedBytes = (elements.count, bytes)
        return bytes
    }

    /// The last count and how many rows it was of; forgotten when the rows are replaced.
    private var countedBytes: (rows: Int, bytes: Int)?

    private static func estimatedByteCount(of row: Row) -> Int {
        var bytes = 64
        for (name, value) in row.namedValues {
            bytes += name.utf8.count + 24
            switch value {
            case .text(let text), .decimal(let text), .date(let text), .timestamp(let text), .uuid(let text), .json(let text):
                bytes += text.utf8.count
            default:
                break
            }
        }
        for related in row.related.values {
            for row in related { bytes += estimatedByteCount(of: row) }
        }
        return bytes
    }

    /// The entity whose changes it follows.
    public nonisolated var entityName: String { specification.entityName }

    /// The row's view, as the initializer's `cell` builds it.
    public func cell(at index: Int) -> AnyView {
        makeCell(self[index])
    }

    /// The row's primary key, which matches it across fetches.
    public func elementID(at index: Int) -> String {
        self[index].primaryKey.values.map { $0.text ?? "" }.joined(separator: "/")
    }

    /// Fetches the rows again and reports what changed as one batch.
    ///
    /// Refreshes may overlap (two saves in a row): each fetch starts after the change that asked
    /// for it, and a fetch that ends after a later one began is not applied, so the section never
    /// goes back to an older state.
    ///
    /// - Throws: The fetch's `DatabaseError`; the section is left as it was.
    public func refresh() async throws {
        requestedRefreshes += 1
        let generation = requestedRefreshes
        let page = try await database.fetch(specification, at: cursor)
        guard generation > appliedRefresh else { return }
        appliedRefresh = generation
        replaceRows(page.rows)
    }

    /// Shows `rows`, which the caller fetched with the section's specification and cursor just
    /// now — a page showing the same rows, say — reporting what changed as ``refresh()`` does.
    /// A refresh that began earlier and ends later is not applied over them.
    public func show(_ rows: [Row]) {
        requestedRefreshes += 1
        appliedRefresh = requestedRefreshes
        replaceRows(rows)
    }

    /// Replaces the rows with `rows`, reporting the changes matched by primary key.
    private func replaceRows(_ rows: [Row]) {
        guard rows != elements else { return }
        countedBytes = nil
        let steps = HeckelDiff.changes(from: elements.map(\.primaryKey), to: rows.map(\.primaryKey))
        // As ArraySection.replace(with:) does: when most rows changed, one reload is cheaper to
        // send and to show than a change per row.
        guard steps.count <= max(32, rows.count / 2) else {
            setElements(rows)
            return
        }
        performBatchUpdates { section in
            for step in steps {
                switch step {
                case .remove(let index): section.remove(at: index)
                case .insert(let index, let element): section.insert(rows[element], at: index)
                case .move(let from, let to): section.move(from: from, to: to)
                }
            }
            // The keys are in the new order now; what is left is rows whose values changed.
            for index in rows.indices where section[index] != rows[index] {
                section.replace(at: index, with: rows[index])
            }
        }
    }
}
