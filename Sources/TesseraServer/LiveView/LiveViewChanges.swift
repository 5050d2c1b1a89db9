import Synchronization

/// The nodes whose observed values changed since the last flush, marked from whatever thread
/// changed them (observation tells the changer's thread), and a call to schedule a flush on the
/// first mark.
final class LiveViewChanges: Sendable {
    private struct Marks {
        var nodes: [(id: Int, generation: Int)] = []
        var isScheduled = false
    }

    private let marks = Mutex(Marks())
    private let schedule = Mutex<(@Sendable () -> Void)?>(nil)

    /// Asks for `action` after the first mark since the last ``take()``.
    func onFirstMark(_ action: @escaping @Sendable () -> Void) {
        schedule.withLock { $0 = action }
    }

    /// Marks the node `id` changed, as its rendering number `generation` observed.
    func mark(_ id: Int, generation: Int) {
        let first = marks.withLock { marks in
            marks.nodes.append((id, generation))
            defer { marks.isScheduled = true }
            return !marks.isScheduled
        }
        if first, let action = schedule.withLock({ $0 }) { action() }
    }

    /// The marks so far, forgotten.
    func take() -> [(id: Int, generation: Int)] {
        marks.withLock { marks in
            defer { marks = Marks() }
            return marks.nodes
        }
    }
}
