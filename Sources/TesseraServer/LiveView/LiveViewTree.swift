import Observation
import Tessera
import TesseraSections

/// A live view's tree of nodes: renders it, notices which nodes' state or models changed, renders
/// those again, and says what changed in the page as ``LiveViewOperation``s.
///
/// Each node renders under an observation of its own (`withObservationTracking`), its child
/// nodes rendered after it, outside it: a change re-renders exactly the nodes that read the
/// changed value. A node rendering again keeps the child nodes whose view is the same (by its
/// bytes) and that nothing changed; the page keeps their HTML. Children whose HTML is all that
/// changed around them (a row added to a list, one removed, rows moved) travel as insertions,
/// removals and moves, found with ``HeckelDiff``; anything else as the node's new HTML.
///
/// Not `Sendable`: a tree belongs to its session, on the main actor. Only its ``changes`` are
/// touched from elsewhere.
final class LiveViewTree {
    let formID: String
    let options: RenderOptions
    let changes = LiveViewChanges()
    /// Read by every node's rendering, so that ending the tree ends its observations too.
    private let lifetime = LiveViewLifetime()
    private(set) var root: LiveViewNode!
    private var nodes: [Int: LiveViewNode] = [:]
    private var nextID = 0
    private var flushNumber = 0
    /// The id of the first node made in this flush: a node with a lower one was there before.
    private var firstIDOfFlush = 0
    /// Bytes of HTML the nodes keep, with an allowance per node for the rest.
    private(set) var byteCount = 0
    /// Actions to run when the renderings of a flush are over.
    private var afterRendering: [() -> Void] = []
    /// The bytes counted for each node beyond its HTML: its record, actions and bindings.
    static let bytesPerNode = 512

    /// A tree for `content`, rendered at once with `environment`.
    init<Content: View>(content: Content, environment: EnvironmentValues, options: RenderOptions, formID: String) throws {
        self.formID = formID
        self.options = options
        root = LiveViewNode(
            id: makeID(), parent: nil, view: LiveNodeView(content, context: RenderContext(environment: environment), place: .root))
        nodes[root.id] = root
        try renderSubtree(root, marked: [])
        runAfterRendering()
    }

    /// How many nodes the tree has.
    var nodeCount: Int { nodes.count }

    private func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    // MARK: - Rendering

    /// Renders `node` alone, under observation, and records what it wrote; returns the recorder,
    /// with the child nodes it met, not yet rendered.
    private func render(_ node: LiveViewNode, marked: Set<Int>) throws -> LiveViewRecorder {
        node.generation += 1
        node.renderedInFlush = flushNumber
        node.actions = [:]
        node.bindings = [:]
        node.submits = [:]
        let recorder = LiveViewRecorder(node: node, marked: marked, formID: formID)
        var context = node.context
        context.liveHook = recorder
        let (id, generation, changes, options, place) = (node.id, node.generation, changes, options, node.place)
        let view = node.view
        var states = node.states
        // A node that renders because its own values changed has no observation left: the one
        // that noticed the change ended with it. One that renders because its parent handed it a
        // new view still has its last one, which stays installed beside this one until one of the
        // values it read changes; its mark is then ignored (an older generation). Observation has
        // no public way to end an observation sooner (`ObservationTracking.cancel()` is SwiftUI's
        // SPI), so such observations pile up, each as large as what it read, for as long as
        // nothing they read changes. That is why children whose view and context are the same
        // are kept rather than rendered again.
        let lifetime = lifetime
        let result: Result<[UInt8], any Error> = withObservationTracking {
            _ = lifetime.isOver
            return node.context.environment.withCurrent {
                var output = HTMLOutput(sink: [UInt8](), options: options, place: place)
                view.renderBody(into: &output, context: context, states: &states)
                return Result { try output.finishLive() as! [UInt8] }
            }
        } onChange: {
            changes.mark(id, generation: generation)
        }
        node.states = states
        let bytes = try result.get()
        byteCount -= node.literalBytes
        var literals: [String] = []
        literals.reserveCapacity(recorder.slotCount + 1)
        var start = 0
        for offset in recorder.offsets {
            literals.append(String(decoding: bytes[start..<offset], as: UTF8.self))
            start = offset
        }
        literals.append(String(decoding: bytes[start...], as: UTF8.self))
        node.literals = literals
        byteCount += node.literalBytes
        recorder.commitLifecycle()
        afterRendering += recorder.afterRendering
        for (key, action) in recorder.newTasks {
            node.tasks[key] = Task { await action() }
        }
        return recorder
    }

    /// Renders `node`, then its child nodes that are new or changed (by view, environment, or
    /// being among the `marked`), keeping the others as they are.
    private func renderSubtree(_ node: LiveViewNode, marked: Set<Int>) throws {
        let recorder = try render(node, marked: marked)
        let (next, passedOver) = recorder.finishMatching()
        // The children matched stay where they are, in arrays changed in place; the others are
        // left to match by key.
        var children = node.takeChildren()
        var unmatched = KeyedNodes(children.remove(at: passedOver, andFrom: next))
        node.reRenderedChildren = []
        // In order: each goes where it stands among the children, those before it in place.
        for pending in recorder.pending {
            if pending.isMatched {
                try renderAgain(children.nodes[pending.position], with: pending.view, in: node, marked: marked)
                children.updateView(at: pending.position)
            } else {
                let child = try self.child(for: pending.view, in: node, from: &unmatched, marked: marked)
                children.insert(child, at: pending.position)
            }
        }
        for gone in unmatched.remaining { discard(gone) }
        node.setChildren(children)
    }

    /// The child for a view the recorder did not match: one of `unmatched` at its place, kept or
    /// rendered again, or a new one.
    private func child(for view: AnyLiveNodeView, in node: LiveViewNode, from unmatched: inout KeyedNodes, marked: Set<Int>) throws -> LiveViewNode {
        if let existing = unmatched.take(view.key) {
            if marked.contains(existing.id) || !existing.view.keepsNode(for: view) {
                try renderAgain(existing, with: view, in: node, marked: marked)
            }
            return existing
        }
        let child = LiveViewNode(id: makeID(), parent: node, view: view)
        nodes[child.id] = child
        try renderSubtree(child, marked: marked)
        return child
    }

    /// Renders `child` of `node` again, with the view its parent's rendering handed it.
    private func renderAgain(_ child: LiveViewNode, with view: AnyLiveNodeView, in node: LiveViewNode, marked: Set<Int>) throws {
        child.view = view
        child.previous = (child.literals, child.children.ids)
        try renderSubtree(child, marked: marked)
        node.reRenderedChildren.append(child)
    }

    /// Forgets `node` and everything below it: its tasks end.
    private func discard(_ node: LiveViewNode) {
        for task in node.tasks.values { task.cancel() }
        node.tasks = [:]
        nodes[node.id] = nil
        byteCount -= node.literalBytes
        for child in node.children.nodes { discard(child) }
    }

    /// Nodes by key, each key's in order: the children a rendering has not matched yet. Built
    /// when first asked, so that a rendering that matched every child in order hashes none.
    private struct KeyedNodes {
        private var pending: ArraySlice<LiveViewNode>
        private var byKey: [LiveNodeKey: ArraySlice<LiveViewNode>]?

        init(_ nodes: [LiveViewNode]) {
            pending = nodes[...]
        }

        /// The first node left with `key`, taken out.
        mutating func take(_ key: LiveNodeKey) -> LiveViewNode? {
            if byKey == nil {
                byKey = Dictionary(grouping: pending, by: \.key).mapValues { ArraySlice($0) }
                pending = []
            }
            return byKey?[key]?.popFirst()
        }

        /// The nodes never taken.
        var remaining: [LiveViewNode] {
            guard let byKey else { return Array(pending) }
            return Array(byKey.values.joined())
        }
    }

    private func runAfterRendering() {
        // Taken first: an action may render nothing now, but mark nodes for the next round.
        let actions = afterRendering
        afterRendering = []
        for action in actions { action() }
    }

    // MARK: - Flushing

    /// Renders again the nodes whose observed values changed, until nothing more changes, and
    /// returns the operations that bring the page up to date.
    ///
    /// - Throws: ``LiveViewCycle`` when views still change after ten rounds: `onChange` actions
    ///   that change each other without end, which would hold the main actor for ever.
    func flush() throws -> [LiveViewOperation] {
        var operations: [LiveViewOperation] = []
        for round in 0...10 {
            var dirty: [LiveViewNode] = []
            var dirtyIDs = Set<Int>()
            for mark in changes.take() {
                guard let node = nodes[mark.id], node.generation == mark.generation, dirtyIDs.insert(node.id).inserted else { continue }
                dirty.append(node)
            }
            if dirty.isEmpty { break }
            if round == 10 { throw LiveViewCycle() }
            flushNumber += 1
            firstIDOfFlush = nextID
            // Highest first: rendering a node renders the changed nodes below it that it reaches,
            // and those below a child it kept come after, each on its own.
            for node in dirty.sorted(by: { $0.depth < $1.depth })
            where nodes[node.id] === node && node.renderedInFlush != flushNumber {
                node.previous = (node.literals, node.children.ids)
                try renderSubtree(node, marked: dirtyIDs)
                operations += patch(node)
            }
            runAfterRendering()
        }
        return operations
    }

    /// The operations that turn what `node` showed before this flush into what it shows now.
    private func patch(_ node: LiveViewNode) -> [LiveViewOperation] {
        guard let previous = node.previous else { return [.replace(id: node.id, html: html(of: node))] }
        node.previous = nil
        let reRendered = node.reRenderedChildren
        node.reRenderedChildren = []
        let newIDs = node.children.ids
        guard childrenAlone(changed: previous, node: node) else {
            // Its own HTML changed: it goes whole, but the children it had stay where the page has
            // them (moved into it), and those that rendered again change in place after.
            var followUps: [LiveViewNode]? = []
            var html = ""
            write(node, into: &html, followUps: &followUps)
            return [.replace(id: node.id, html: html)] + (followUps ?? []).flatMap(patch)
        }
        var operations: [LiveViewOperation] = []
        var current = previous.children
        for step in HeckelDiff.changes(from: previous.children, to: newIDs) {
            switch step {
            case .remove(let index):
                operations.append(.remove(id: current[index]))
                current.remove(at: index)
            case .insert(let index, let element):
                let child = node.children.nodes[element]
                operations.append(.insert(html: html(of: child), anchor: anchor(at: index, in: current)))
                current.insert(child.id, at: index)
            case .move(let from, let to):
                let id = current.remove(at: from)
                operations.append(.move(id: id, anchor: anchor(at: to, in: current)))
                current.insert(id, at: to)
            }
        }
        // Children that stayed and rendered again change in place.
        for child in reRendered {
            operations += patch(child)
        }
        return operations
    }

    /// Whether only the child nodes changed: the HTML before the first child and after the last is
    /// the same, no HTML stands between children, and some child stayed (an anchor to insert by).
    private func childrenAlone(changed previous: (literals: [String], children: [Int]), node: LiveViewNode) -> Bool {
        let (old, new) = (previous.literals, node.literals)
        guard !previous.children.isEmpty, !node.children.ids.isEmpty, old.first == new.first, old.last == new.last else { return false }
        guard old.dropFirst().dropLast().allSatisfy(\.isEmpty), new.dropFirst().dropLast().allSatisfy(\.isEmpty) else { return false }
        // A child made before this flush was a child of this node before: nodes never move
        // from one parent to another.
        return node.children.ids.contains { $0 < firstIDOfFlush }
    }

    private func anchor(at index: Int, in ids: [Int]) -> LiveViewOperation.Anchor {
        index > 0 ? .after(ids[index - 1]) : .before(ids[0])
    }

    // MARK: - HTML

    /// The HTML of a node new in this flush: all of it is new.
    private func html(of node: LiveViewNode) -> String {
        var html = ""
        var none: [LiveViewNode]?
        write(node, into: &html, followUps: &none)
        return html
    }

    /// The whole tree's HTML, for a page or a stream that starts again.
    var pageHTML: String {
        var html = ""
        html.reserveCapacity(byteCount)
        var none: [LiveViewNode]?
        write(root, into: &html, followUps: &none)
        return html
    }

    /// Writes `node` between its markers. With `followUps` (a patch), a child the page already
    /// shows is written as a marker the page moves its copy into (`<!--t:ID/-->`), and the
    /// children among them that rendered again are added to `followUps`, to patch in place.
    private func write(_ node: LiveViewNode, into html: inout String, followUps: inout [LiveViewNode]?) {
        html += "<!--t:\(node.id)-->"
        for (index, literal) in node.literals.enumerated() {
            html += literal
            guard index < node.children.count else { break }
            let child = node.children.nodes[index]
            if followUps != nil && (child.renderedInFlush != flushNumber || child.previous != nil) {
                html += "<!--t:\(child.id)/-->"
                if child.previous != nil { followUps?.append(child) }
            } else {
                write(child, into: &html, followUps: &followUps)
            }
        }
        html += "<!--/t:\(node.id)-->"
    }

    // MARK: - Events

    /// A value a browser sent for a bound control: what the page shows in it now.
    struct SentValue {
        let node: LiveViewNode
        let path: String
        let value: String
        /// Whether the person changed it: it differs from what the page was given.
        let isChanged: Bool
    }

    /// Writes the values a browser sent for bound controls that the person changed: those that
    /// differ from what the node last rendered. Names are `t-bind:ID@PATH`; names of nodes or
    /// controls no longer there are left. Returns what was sent, and whether each was changed, for
    /// ``refreshes(_:)`` and ``runSubmit(field:sent:)``.
    ///
    /// A form carries every control, so a click sends the fields the person left alone too: written
    /// back, they would undo what another tab changed in a shared model meanwhile. (A page that has
    /// not yet applied the patch of such a change still sends its old value as a change: that
    /// window is one round trip wide.)
    func applyBindings(_ fields: [String: String]) -> [SentValue] {
        var sent: [SentValue] = []
        for (name, value) in fields where name.hasPrefix(LiveFieldNames.bindingPrefix) {
            guard let (node, path) = locate(name.dropFirst(LiveFieldNames.bindingPrefix.count)),
                let binding = node.bindings[path]
            else { continue }
            let isChanged = value != binding.rendered
            sent.append(SentValue(node: node, path: path, value: value, isChanged: isChanged))
            if isChanged && binding.read() != value { binding.write(value) }
        }
        return sent
    }

    /// The nodes to send again because a control of theirs shows what the browser sent, and its
    /// binding now holds something else: a field an action emptied, where the node's HTML is the
    /// same as before the person typed (so no patch would touch it).
    func refreshes(_ sent: [SentValue]) -> [LiveViewOperation] {
        var refreshed = Set<Int>()
        var operations: [LiveViewOperation] = []
        for entry in sent where entry.isChanged && nodes[entry.node.id] === entry.node && !refreshed.contains(entry.node.id) {
            guard let binding = entry.node.bindings[entry.path], binding.read() != entry.value else { continue }
            refreshed.insert(entry.node.id)
            // Its children as the page has them now (after the operations before this one).
            var html = "<!--t:\(entry.node.id)-->"
            for (index, literal) in entry.node.literals.enumerated() {
                html += literal
                if index < entry.node.children.count { html += "<!--t:\(entry.node.children.ids[index])/-->" }
            }
            operations.append(.replace(id: entry.node.id, html: html + "<!--/t:\(entry.node.id)-->"))
        }
        return operations
    }

    /// Runs the action of the button whose value is `value` (`ID@PATH`); `false` when there is
    /// none (the view went away meanwhile).
    func runAction(_ value: String) -> Bool {
        guard let (node, path) = locate(Substring(value)), let action = node.actions[path] else { return false }
        action()
        return true
    }

    /// Runs what submitting the field named `field` does, or, for a form submitted with no field
    /// named (Return in a page without the script), what submitting each field the person changed
    /// in it does: the field they typed in, not every field with an `onSubmit`.
    func runSubmit(field: String?, sent: [SentValue]) -> Bool {
        if let field {
            guard field.hasPrefix(LiveFieldNames.bindingPrefix),
                let (node, path) = locate(field.dropFirst(LiveFieldNames.bindingPrefix.count)),
                let action = node.submits[path]
            else { return false }
            action()
            return true
        }
        let actions = sent.filter(\.isChanged).compactMap { nodes[$0.node.id] === $0.node ? $0.node.submits[$0.path] : nil }
        for action in actions { action() }
        return !actions.isEmpty
    }

    private func locate(_ reference: Substring) -> (LiveViewNode, String)? {
        guard let at = reference.firstIndex(of: "@"), let id = Int(reference[..<at]), let node = nodes[id] else { return nil }
        return (node, String(reference[reference.index(after: at)...]))
    }

    /// Ends every task of the tree, and every observation its renderings left on the objects they
    /// read (a shared model outlives the session): its session is over.
    func close() {
        for node in nodes.values {
            for task in node.tasks.values { task.cancel() }
            node.tasks = [:]
        }
        lifetime.end()
    }
}

/// A live view whose views kept changing each other (`onChange` actions without end): its session
/// ends rather than hold the main actor, which every session shares.
struct LiveViewCycle: Error, CustomStringConvertible {
    var description: String {
        "views still changed after ten renderings in a row: onChange actions that change each other without end?"
    }
}
