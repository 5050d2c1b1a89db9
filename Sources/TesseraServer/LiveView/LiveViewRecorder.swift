import Tessera

/// The live hook of one rendering of a node: it takes the node views it meets as child nodes (to
/// render after the node, each under observation of its own), and records the node's actions,
/// bindings and lifecycle into the node.
///
/// It matches the child nodes it meets with those the node had as it meets them (see
/// ``ChildMatcher``), and tells whether each stays as it was then, while what it compares is still
/// in the processor's cache: a row of a list that stays costs neither a box for its view nor a
/// copy of its place.
final class LiveViewRecorder: LiveRenderHook {
    /// A child node met that does not stay as it was: one the matcher matched, to render again,
    /// or one it did not, for the tree to match by key or make.
    struct Pending {
        /// Where it stands among the child nodes met.
        let position: Int
        let isMatched: Bool
        let view: AnyLiveNodeView
    }

    let formID: String
    private let node: LiveViewNode
    /// The nodes whose observed values changed, which render again even where their view is the
    /// same.
    private let marked: Set<Int>
    /// Where each child node met stands in the node's HTML, in order.
    private(set) var offsets: [Int] = []
    /// The node's children before this rendering, until it is over.
    private var children: LiveChildren
    /// Which of them the child nodes met are.
    private var matcher: ChildMatcher
    /// The child nodes met that do not stay as they were, in order.
    private(set) var pending: [Pending] = []
    /// The last view type asked about, and what it is: the rows of a list are all of one type,
    /// asked about once.
    private var lastType: (id: ObjectIdentifier, info: LiveNodeTypes.Info)?
    /// What the rendering asks to run once it is over: `onChange` and `onAppear` actions.
    private(set) var afterRendering: [() -> Void] = []
    /// The lifecycle keys met, to tell which tasks and appearances ended.
    private(set) var appearKeys: Set<String> = []
    private(set) var taskKeys: Set<String> = []
    private(set) var newTasks: [(String, @Sendable () async -> Void)] = []
    private var watchedNow: [String: (value: Any, isEqual: (Any) -> Bool)] = [:]
    private var occurrences: [String: Int] = [:]

    init(node: LiveViewNode, marked: Set<Int>, formID: String) {
        self.node = node
        self.marked = marked
        self.formID = formID
        children = node.children
        matcher = ChildMatcher(views: children.views, parent: node.place)
    }

    /// How many child nodes the rendering met.
    var slotCount: Int { offsets.count }

    /// What the matcher found (see ``ChildMatcher/finish()``), once the rendering is over; lets go
    /// of the node's children, for the tree to change them in place.
    func finishMatching() -> (next: Int, passedOver: [Int]) {
        children = LiveChildren()
        return matcher.finish()
    }

    func renderNode<V: View>(_ view: V, into output: inout HTMLOutput, context: RenderContext) -> Bool {
        guard !context.rendersTextOnly, info(of: view).isNode else { return false }
        let position = offsets.count
        offsets.append(output.position)
        // Kept only in the new view of a child that does not stay: the output copies its identity
        // path at its next step while another holds it, which the rows that stay are spared.
        let place = output.place
        if let index = matcher.match(ObjectIdentifier(V.self), at: place) {
            if !keeps(index, for: view, in: context, at: place) {
                pending.append(Pending(position: position, isMatched: true, view: LiveNodeView(view, context: context, place: place)))
            }
        } else {
            pending.append(Pending(position: position, isMatched: false, view: LiveNodeView(view, context: context, place: place)))
        }
        return true
    }

    /// Whether the node's child at `index` stays as it is for `view` in `context` at `place`.
    private func keeps<V: View>(_ index: Int, for view: V, in context: RenderContext, at place: HTMLOutput.Place) -> Bool {
        (marked.isEmpty || !marked.contains(children.ids[index])) && children.views[index].keepsNode(for: view, in: context, at: place)
    }

    private func info<V: View>(of view: V) -> LiveNodeTypes.Info {
        let id = ObjectIdentifier(V.self)
        if let lastType, lastType.id == id { return lastType.info }
        let info = LiveNodeTypes.info(of: view)
        lastType = (id, info)
        return info
    }

    func action(_ action: @escaping () -> Void, at path: String) -> String {
        node.actions[path] = action
        return "\(node.id)@\(path)"
    }

    func binding(at path: String, read: @escaping () -> String, write: @escaping (String) -> Void) -> String {
        node.bindings[path] = (read, write, read())
        return LiveFieldNames.bindingPrefix + "\(node.id)@\(path)"
    }

    func submit(_ action: @escaping () -> Void, at path: String) {
        node.submits[path] = action
    }

    func change(at path: String, value: Any, initial: Bool, isEqual: @escaping (Any) -> Bool, action: @escaping (Any) -> Void) {
        let key = uniqueKey(path)
        if let previous = node.watched[key] {
            if !isEqual(previous.value) { afterRendering.append { action(previous.value) } }
        } else if initial {
            afterRendering.append { action(value) }
        }
        watchedNow[key] = (value, isEqual)
    }

    func appear(_ action: @escaping () -> Void, at path: String) {
        let key = uniqueKey(path)
        appearKeys.insert(key)
        if !node.appeared.contains(key) { afterRendering.append(action) }
    }

    func task(_ action: @escaping @Sendable () async -> Void, at path: String) {
        let key = uniqueKey(path)
        taskKeys.insert(key)
        if node.tasks[key] == nil { newTasks.append((key, action)) }
    }

    /// Modifiers stacked on one view share its path: the second of a kind there gets `#1`.
    private func uniqueKey(_ path: String) -> String {
        let count = occurrences[path, default: 0]
        occurrences[path] = count + 1
        return count == 0 ? path : path + "#\(count)"
    }

    /// Puts what this rendering met into the node, replacing what the last one met: watched
    /// values, appearances, and tasks (those no longer met are cancelled).
    func commitLifecycle() {
        node.watched = watchedNow
        node.appeared = appearKeys
        for (key, task) in node.tasks where !taskKeys.contains(key) {
            task.cancel()
            node.tasks[key] = nil
        }
    }
}

/// Matches the child nodes a rendering of a node meets with the children the node had, in order,
/// as they are met: a list rendered again with a row added, removed or moved, anywhere, matches
/// here, one row after another, with no key hashed.
///
/// A child met at the place of the next child is that child. One that is not, but is at the
/// place of the child after it, is that one, and the child passed over went (or moved down). Any
/// other is new (or moved up), left for the tree to match by key. The tree matches children with
/// one key (a `ForEach` whose ids repeat) first with first, second with second: so that matching
/// here pairs them the same, a child with the key of one passed over or left ends matching in
/// order. So do a ninth difference and the end of the children; the tree matches what is left by
/// key.
struct ChildMatcher {
    /// The views of the node's children.
    private var views: [AnyLiveNodeView]
    /// The place of the node: every child's place is inside it.
    private let parent: HTMLOutput.Place
    /// The next child to match: those from here on are left for the tree.
    private var next = 0
    /// The indexes of the children passed over, left for the tree as well.
    private var passedOver: [Int] = []
    /// The keys of the children passed over and of the views met that matched none.
    private var setAside: [(viewType: ObjectIdentifier, place: HTMLOutput.Place)] = []
    private var isOver = false
    private static let maximumDifferences = 8

    init(views: [AnyLiveNodeView], parent: HTMLOutput.Place) {
        self.views = views
        self.parent = parent
    }

    /// The index of the child that a view of type `viewType` met at `place` is, if matching in
    /// order finds it.
    mutating func match(_ viewType: ObjectIdentifier, at place: HTMLOutput.Place) -> Int? {
        guard !isOver else { return nil }
        if !setAside.isEmpty && setAside.contains(where: { $0.viewType == viewType && isSame(place, as: $0.place) }) {
            isOver = true
            return nil
        }
        if next < views.count, has(views[next], viewType, place) {
            next += 1
            return next - 1
        }
        guard next < views.count, setAside.count < Self.maximumDifferences else {
            isOver = true
            return nil
        }
        if next + 1 < views.count, has(views[next + 1], viewType, place) {
            setAside.append((views[next].viewType, views[next].place))
            passedOver.append(next)
            next += 2
            return next - 1
        }
        setAside.append((viewType, place))
        return nil
    }

    /// The first child left for the tree (those after it are too), and the children passed over
    /// before it. Lets go of the children's views, so that the tree changes their array in place
    /// rather than copying it.
    mutating func finish() -> (next: Int, passedOver: [Int]) {
        views = []
        return (next, passedOver)
    }

    private func has(_ view: AnyLiveNodeView, _ viewType: ObjectIdentifier, _ place: HTMLOutput.Place) -> Bool {
        view.viewType == viewType && isSame(view.place, as: place)
    }

    /// Whether two places inside the node have one identity path: only the steps below the
    /// node's own differ.
    private func isSame(_ place: HTMLOutput.Place, as other: HTMLOutput.Place) -> Bool {
        place.hasSameIdentity(as: other, inside: parent)
    }
}
