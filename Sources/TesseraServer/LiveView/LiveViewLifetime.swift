import Observation

/// Whether a live view's tree is over: every node's rendering reads it under its observation, and
/// the tree sets it when its session ends.
///
/// Observation has no public way to end an observation: one stays with every object it read
/// until one of the values it read changes. A session showing a shared model (a list every tab
/// shows) left an observation on each of the model's objects it read, for good: each GET of the
/// gallery's shared to-do list left some 5 KB with five items. Changing this value, which every
/// observation of the tree read, ends them all, wherever they are.
@Observable
final class LiveViewLifetime {
    private(set) var isOver = false

    /// Ends every observation that read ``isOver``.
    func end() {
        guard !isOver else { return }
        isOver = true
    }
}
