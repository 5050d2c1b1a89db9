import Tessera

/// One view of a live view's tree that re-renders on its own: the root, and every view with
/// state, a binding or a model (see `LiveNodeProperty`).
///
/// A node keeps what rendering it again takes — its view, with the context and place it rendered
/// in — and what it wrote: the HTML between its child nodes (`literals`, one more than the
/// children), the controls' actions and bindings, and the values its `onChange` modifiers watch.
final class LiveViewNode {
    /// The node's number in its session, which its markers in the page carry (`<!--t:ID-->`).
    let id: Int
    /// The node it renders inside (`nil` for the root).
    weak var parent: LiveViewNode?
    /// How deep it sits: the root is 0.
    let depth: Int

    /// What renders it: its view, and the context and place it renders in.
    var view: AnyLiveNodeView

    /// Counts renderings, so that a change noticed by an earlier rendering's observation is
    /// told from one noticed by the latest.
    var generation = 0
    /// The flush that last rendered it, so that a patch knows what is new.
    var renderedInFlush = -1
    /// What it wrote before the rendering of this flush, when that rendering replaced it.
    var previous: (literals: [String], children: [Int])?

    var literals: [String] = [""]
    private(set) var children = LiveChildren()
    /// The children that stayed and rendered again in this flush's rendering of this node, in
    /// order, until its patch: which changes them in place without looking at the others.
    var reRenderedChildren: [LiveViewNode] = []

    var actions: [String: () -> Void] = [:]
    /// The bound controls: how to read and write each binding, and the value the page was given.
    var bindings: [String: (read: () -> String, write: (String) -> Void, rendered: String)] = [:]
    var submits: [String: () -> Void] = [:]
    var watched: [String: (value: Any, isEqual: (Any) -> Bool)] = [:]
    var appeared: Set<String> = []
    var tasks: [String: Task<Void, Never>] = [:]
    /// The locations of its `@State` properties, by property name.
    var states: [String: AnyObject?] = [:]

    init(id: Int, parent: LiveViewNode?, view: AnyLiveNodeView) {
        self.id = id
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
    }

    /// The context it renders in.
    var context: RenderContext { view.context }

    /// Where it renders.
    var place: HTMLOutput.Place { view.place }

    /// The key it is matched by among its siblings when its parent renders again.
    var key: LiveNodeKey { view.key }

    /// Takes its children out, for a rendering of it to change and set again: their arrays are
    /// then the caller's alone, changed in place, so that the rows of a list that stay where they
    /// were are neither copied nor retained again (each a visit to memory that the processor's
    /// cache has long let go of, in a list of thousands).
    func takeChildren() -> LiveChildren {
        defer { children = LiveChildren() }
        return children
    }

    func setChildren(_ children: LiveChildren) {
        self.children = children
    }

    /// The bytes its own HTML takes, for the session's memory bound.
    var literalBytes: Int {
        literals.reduce(0) { $0 + $1.utf8.count }
    }
}

/// A node's children, in order, with their ids and views beside them in arrays of their own.
///
/// A node rendering again reads the view of each child, and a patch the ids of all: from arrays
/// that hold them one after another, a list of thousands of rows costs that many reads of memory
/// in order (which the processor fetches ahead), not a visit to each row's node.
struct LiveChildren {
    private(set) var nodes: [LiveViewNode] = []
    private(set) var ids: [Int] = []
    private(set) var views: [AnyLiveNodeView] = []

    var count: Int { nodes.count }

    mutating func insert(_ node: LiveViewNode, at index: Int) {
        nodes.insert(node, at: index)
        ids.insert(node.id, at: index)
        views.insert(node.view, at: index)
    }

    /// Takes out the children at `indexes` (in increasing order) and those from `start` on, and
    /// returns them, in order.
    mutating func remove(at indexes: [Int], andFrom start: Int) -> [LiveViewNode] {
        let removed = indexes.map { nodes[$0] } + nodes[start...]
        nodes.removeSubrange(start...)
        ids.removeSubrange(start...)
        views.removeSubrange(start...)
        for index in indexes.reversed() {
            nodes.remove(at: index)
            ids.remove(at: index)
            views.remove(at: index)
        }
        return removed
    }

    /// Takes the view of the child at `index` again: it rendered with a new one.
    mutating func updateView(at index: Int) {
        views[index] = nodes[index].view
    }
}

/// What tells a node from its siblings: its view's type, and its identity path. Two siblings
/// with one key (a `ForEach` whose ids repeat) are told apart by their order.
struct LiveNodeKey: Hashable {
    let viewType: ObjectIdentifier
    let place: HTMLOutput.Place

    static func == (a: LiveNodeKey, b: LiveNodeKey) -> Bool {
        a.viewType == b.viewType && a.place.hasSameIdentity(as: b.place)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(viewType)
        place.hashIdentity(into: &hasher)
    }
}
