import Foundation
import Observation
import Synchronization
import Tessera

/// A node's view, of its own type, behind a class so that nodes of every type sit in one tree.
class AnyLiveNodeView {
    /// Renders the view's body (the view itself was entered already): its state installed first.
    func renderBody(into output: inout HTMLOutput, context: RenderContext, states: inout [String: AnyObject?]) {
        fatalError("subclass")
    }

    /// Whether `other` is the same view, so that a parent rendering again need not render this
    /// node again: the same bytes, state properties aside (each rendering makes new ones, which
    /// the node's kept locations replace).
    func isSame(as other: AnyLiveNodeView) -> Bool {
        fatalError("subclass")
    }
}

/// A node's view of type `V`.
final class LiveNodeView<V: View>: AnyLiveNodeView {
    let view: V

    init(_ view: V) {
        self.view = view
    }

    override func renderBody(into output: inout HTMLOutput, context: RenderContext, states: inout [String: AnyObject?]) {
        if LiveNodeTypes.info(of: view).hasState {
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

    override func isSame(as other: AnyLiveNodeView) -> Bool {
        guard let other = other as? LiveNodeView<V> else { return false }
        if !LiveNodeTypes.info(of: view).hasState {
            return sameBytes(view, other.view)
        }
        let mine = Mirror(reflecting: view).children
        let theirs = Mirror(reflecting: other.view).children
        guard mine.count == theirs.count else { return false }
        for (a, b) in zip(mine, theirs) where !(a.value is any LiveStateProperty) {
            guard Tessera.sameBytes(a.value, b.value) else { return false }
        }
        return true
    }
}

/// Whether two values of one type have the same bytes: the same value for every type whose
/// equal values are bitwise equal (numbers, references to the same object, strings sharing
/// storage). Equal values with different bytes (two copies of a long string) count as different,
/// which only costs a rendering.
private func sameBytes<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in first.elementsEqual(second) } }
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
