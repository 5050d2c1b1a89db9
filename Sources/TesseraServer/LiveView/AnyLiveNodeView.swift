import Foundation
import Observation
import Synchronization
import Tessera

/// What renders a node: its view, of its own type, behind a class so that nodes of every type
/// sit in one tree, with the context and place it renders in.
///
/// A rendering of a parent makes one for each child node it meets that does not stay as it was,
/// and a node keeps the one it last rendered with. Whether a node stays is asked of its view for
/// each row of a list, which reads it from its parent's array of views (see ``LiveChildren``):
/// this object, not the node, holds all that the question reads.
class AnyLiveNodeView {
    let context: RenderContext
    let place: HTMLOutput.Place

    init(context: RenderContext, place: HTMLOutput.Place) {
        // Without the hook of the rendering that met it, which holds the parent's node.
        self.context = context.withoutLiveHook
        self.place = place
    }

    /// The view's type: with its identity path, what tells a node from its siblings.
    var viewType: ObjectIdentifier {
        fatalError("subclass")
    }

    /// The key of the node it renders, to match it with one its parent had.
    var key: LiveNodeKey {
        LiveNodeKey(viewType: viewType, place: place)
    }

    /// Renders the view's body (the view itself was entered already): its state installed first.
    func renderBody(into output: inout HTMLOutput, context: RenderContext, states: inout [String: AnyObject?]) {
        fatalError("subclass")
    }

    /// Whether `view` is the same view, so that a parent rendering again need not render this
    /// node again: of the same type, with the same bytes, state properties aside (each rendering
    /// makes new ones, which the node's kept locations replace). Takes the view itself, not a box,
    /// so that a parent's rendering compares each child it meets without making one.
    func isSame<W: View>(as view: W) -> Bool {
        fatalError("subclass")
    }

    /// ``isSame(as:)`` for a view in a box.
    func isSame(as other: AnyLiveNodeView) -> Bool {
        fatalError("subclass")
    }

    /// Whether a node rendered with this stays as it is for `view` in `context` at `place`, its
    /// parent rendering again, when nothing it observed changed: the same view, in an equivalent
    /// context.
    func keepsNode<V: View>(for view: V, in context: RenderContext, at place: HTMLOutput.Place) -> Bool {
        isSame(as: view) && self.context.isEquivalent(at: self.place, to: context, at: place)
    }

    /// ``keepsNode(for:in:at:)`` for a view in a box.
    func keepsNode(for other: AnyLiveNodeView) -> Bool {
        isSame(as: other) && context.isEquivalent(at: place, to: other.context, at: other.place)
    }
}

/// What renders a node whose view is of type `V`.
final class LiveNodeView<V: View>: AnyLiveNodeView {
    let view: V
    /// Whether `V` has `@State` properties, found once here rather than at every comparison.
    private let hasState: Bool

    init(_ view: V, context: RenderContext, place: HTMLOutput.Place) {
        self.view = view
        hasState = LiveNodeTypes.info(of: view).hasState
        super.init(context: context, place: place)
    }

    override var viewType: ObjectIdentifier { ObjectIdentifier(V.self) }

    override func renderBody(into output: inout HTMLOutput, context: RenderContext, states: inout [String: AnyObject?]) {
        if hasState {
            // Each rendering of the parent makes the view anew, with state holding the initial
            // value: point it at the locations this place keeps.
            for (index, child) in Mirror(reflecting: view).children.enumerated() {
                guard let state = child.value as? any LiveStateProperty else { continue }
                let name = child.label ?? String(index)
                var slot = states[name] ?? nil
                state.install(in: &slot)
                states[name] = slot
            }
        }
        V.Body._render(view.body, into: &output, context: context)
    }

    override func isSame<W: View>(as view: W) -> Bool {
        guard W.self == V.self else { return false }
        // Without state, the bytes of `view` as it is: asked for each row of a list, where a copy
        // of the row's view would retain what it holds.
        if !hasState { return sameBytes(self.view, view) }
        return isSame(asView: unsafeBitCast(view, to: V.self))
    }

    override func isSame(as other: AnyLiveNodeView) -> Bool {
        guard let other = other as? LiveNodeView<V> else { return false }
        return isSame(asView: other.view)
    }

    private func isSame(asView other: V) -> Bool {
        if !hasState {
            return sameBytes(view, other)
        }
        let mine = Mirror(reflecting: view).children
        let theirs = Mirror(reflecting: other).children
        guard mine.count == theirs.count else { return false }
        for (a, b) in zip(mine, theirs) where !(a.value is any LiveStateProperty) {
            guard Tessera.sameBytes(a.value, b.value) else { return false }
        }
        return true
    }
}

/// Whether two values are of one type and have the same bytes: the same value for every type whose
/// equal values are bitwise equal (numbers, references to the same object, strings sharing
/// storage). Equal values with different bytes (two copies of a long string) count as different,
/// which only costs a rendering.
private func sameBytes<T, U>(_ a: T, _ b: U) -> Bool {
    guard T.self == U.self else { return false }
    return withUnsafeBytes(of: a) { first in
        withUnsafeBytes(of: b) { second in
            // `memcmp` rather than a loop over bytes: compared for every row of a list.
            first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
        }
    }
}

/// What a live view needs to know of a view type, found once per type from its stored properties.
enum LiveNodeTypes {
    struct Info {
        /// Whether views of the type are nodes of their own.
        var isNode: Bool
        /// Whether they have `@State` properties.
        var hasState: Bool
    }

    private static let known = Mutex<[ObjectIdentifier: Info]>([:])

    static func info<V: View>(of view: V) -> Info {
        let typeID = ObjectIdentifier(V.self)
        if let info = known.withLock({ $0[typeID] }) { return info }
        var info = Info(isNode: false, hasState: false)
        for child in Mirror(reflecting: view).children {
            if child.value is any LiveStateProperty { info.hasState = true }
            if let property = child.value as? any LiveNodeProperty, property.makesLiveNode {
                info.isNode = true
            } else if type(of: child.value) is AnyClass, child.value is any Observable {
                info.isNode = true
            }
        }
        known.withLock { $0[typeID] = info }
        return info
    }
}
