/// A coordinator's batch of changes while it is collected: the operations browsers will apply,
/// the views whose HTML they carry (rendered together when the batch ends), and which sections'
/// headers and footers may have changed.
struct UpdateBatch {
    /// One collected operation.
    enum Pending {
        /// An operation; `html` is the number of the fragment that renders its HTML.
        case operation(SectionUpdate.Operation, html: Int?)
        /// An inserted or reloaded section shows these header and footer fragments.
        case shows(sectionID: String, header: Int?, footer: Int?)
        /// At the end: the header and footer of the section at `index`, to send if they changed.
        case check(sectionID: String, index: Int, header: Int?, footer: Int?)
    }

    /// Nesting of `willBeginUpdating` … `didEndUpdating` brackets.
    var depth = 0
    /// Changes heard in this batch; a batch of none is no new version.
    var changeCount = 0
    var pending: [Pending] = []
    var fragments = FragmentRenderer()
    /// Sections that changed, in the order they first did, whose headers and footers to check.
    private(set) var touchedIDs: [String] = []
    private var touched: Set<String> = []

    mutating func touch(_ sectionID: String) {
        if touched.insert(sectionID).inserted { touchedIDs.append(sectionID) }
    }

    /// Ready for the next batch.
    mutating func reset() {
        self = UpdateBatch()
    }
}

/// What a browser shows as a section's header and footer: their HTML, empty for none.
struct Supplementaries: Hashable {
    var header: String
    var footer: String
}
