import Tessera

/// The live hook of one rendering of a node: it takes the node views it meets as child nodes (to
/// render after the node, each under observation of its own), and records the node's actions,
/// bindings and lifecycle into the node.
final class LiveViewRecorder: LiveRenderHook {
    /// A child node met in the rendering: where it goes and what renders it.
    struct Slot {
        let key: String
        let view: AnyLiveNodeView
        let context: RenderContext
        let place: HTMLOutput.Place
        /// Where in the node's HTML the child stands.
        let offset: Int
    }

    let formID: String
    private let node: LiveViewNode
    private(set) var slots: [Slot] = []
    /// What the rendering asks to run once it is over: `onChange` and `onAppear` actions.
    private(set) var afterRendering: [() -> Void] = []
    /// The lifecycle keys met, to tell which tasks and appearances ended.
    private(set) var appearKeys: Set<String> = []
    private(set) var taskKeys: Set<String> = []
    private(set) var newTasks: [(String, @Sendable () async -> Void)] = []
    private var watchedNow: [String: (value: Any, isEqual: (Any) -> Bool)] = [:]
    private var occurrences: [String: Int] = [:]

    init(node: LiveViewNode, formID: String) {
        self.node = node
        self.formID = formID
    }

    func renderNode<V: View>(_ view: V, into output: inout HTMLOutput, context: RenderContext) -> Bool {
        guard !context.rendersTextOnly, LiveNodeTypes.info(of: view).isNode else { return false }
        let key = output.identityPath + "|" + String(describing: ObjectIdentifier(V.self))
        slots.append(Slot(key: key, view: LiveNodeView(view), context: context, place: output.place, offset: output.position))
        return true
    }

    func action(_ action: @escaping () -> Void, at path: String) -> String {
        node.actions[path] = action
        return "\(node.id)@\(path)"
    }

    func binding(at path: String, read: @escaping () -> String, write: @escaping (String) -> Void) -> String {
        node.bindings[path] = (read, write)
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
