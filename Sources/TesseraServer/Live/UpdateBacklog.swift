import TesseraSections

/// The most recent updates of a coordinator, bounded in number and bytes: what a browser that
/// reconnects after missing a few updates is sent to catch up.
struct UpdateBacklog {
    private var updates: [SectionUpdate] = []
    private var start = 0
    private var byteCount = 0
    let maximumCount: Int
    let maximumBytes: Int

    init(maximumCount: Int, maximumBytes: Int) {
        self.maximumCount = maximumCount
        self.maximumBytes = maximumBytes
    }

    /// Keeps `update`, forgetting the oldest ones beyond the bounds.
    mutating func append(_ update: SectionUpdate) {
        updates.append(update)
        byteCount += update.byteCount
        while updates.count - start > maximumCount || (byteCount > maximumBytes && updates.count - start > 0) {
            byteCount -= updates[start].byteCount
            start += 1
        }
        // Compact now and then rather than shifting the array on every update.
        if start > 64 && start * 2 > updates.count {
            updates.removeFirst(start)
            start = 0
        }
    }

    /// The updates after `version`, in order, or `nil` when they are not all here any more (or
    /// `version` is of another epoch or none this backlog knew).
    func updates(after version: SectionVersion) -> ArraySlice<SectionUpdate>? {
        let kept = updates[start...]
        guard let first = kept.first, first.version.epoch == version.epoch else { return nil }
        guard version.number >= first.previousVersion.number, let last = kept.last, version.number <= last.version.number else {
            return nil
        }
        // Versions are consecutive: the update after `version` is at a known offset.
        let offset = version.number - first.previousVersion.number
        return kept.dropFirst(offset)
    }
}
