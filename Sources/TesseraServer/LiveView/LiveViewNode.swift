import Tessera

/// One view of a live view's tree that re-renders on its own: the root, and every view with
/// state, a binding or a model (see `LiveNodeProperty`).
///
/// A node keeps what rendering it again takes — its view, the context and place it rendered in —
/// and what it wrote: the HTML between its child nodes (`literals`, one more than the children),
/// the controls' actions and bindings, and the values its `onChange` modifiers watch.
final class LiveViewNode {
    /// The node's number in its session, which its markers in the page carry (`<!--t:ID-->`).
    let id: Int
    /// Where it sits and what it is: its identity path and its view's type.
    let key: String
    /// The node it renders inside (`nil` for the root).
    weak var parent: LiveViewNode?
    /// How deep it sits: the root is 0.
    let depth: Int

    var view: AnyLiveNodeView
    var context: RenderContext
    var place: HTMLOutput.Place

    /// Counts renderings, so that a change noticed by an earlier rendering's observation is
    /// told from one noticed by the latest.
    var generation = 0
    /// The flush that last rendered it, so that a patch knows what is new.
    var renderedInFlush = -1
    /// What it wrote before the rendering of this flush, when that rendering replaced it.
    var previous: (literals: [String], children: [Int])?

    var literals: [String] = [""]
    var children: [LiveViewNode] = []

    var actions: [String: () -> Void] = [:]
    var bindings: [String: (read: () -> String, write: (String) -> Void)] = [:]
    var submits: [String: () -> Void] = [:]
    var watched: [String: (value: Any, isEqual: (Any) -> Bool)] = [:]
    var appeared: Set<String> = []
    var tasks: [String: Task<Void, Never>] = [:]
    /// The locations of its `@State` properties, by property name.
    var states: [String: AnyObject?] = [:]

    init(id: Int, key: String, parent: LiveViewNode?, view: AnyLiveNodeView, context: RenderContext, place: HTMLOutput.Place) {
        self.id = id
        self.key = key
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.context = context
        self.place = place
    }

    /// The bytes its own HTML takes, for the session's memory bound.
    var literalBytes: Int {
        literals.reduce(0) { $0 + $1.utf8.count }
    }

    /// Whether `ancestor` is above it.
    func isDescendant(of ancestor: LiveViewNode) -> Bool {
        var node = parent
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
