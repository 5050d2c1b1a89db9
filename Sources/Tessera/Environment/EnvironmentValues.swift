/// The values that flow down a view tree: set on a view, they reach its every descendant and no
/// sibling.
///
/// Read a value with ``Environment`` in a view's body, or from the ``RenderContext`` in a
/// primitive view; set one with ``View/environment(_:_:)``.
public struct EnvironmentValues: Sendable {
    // A persistent linked list, newest value first, like SwiftUI's own storage: setting a value
    // for a subtree is O(1) and shares everything else with the parent; lookups walk the few
    // values actually set on the path from the root.
    @usableFromInline
    // `@unchecked`: a class with subclasses cannot be checked; every field is a `let` of a
    // Sendable value.
    class Node: @unchecked Sendable {
        @usableFromInline let key: ObjectIdentifier
        @usableFromInline let next: Node?

        @usableFromInline
        init(key: ObjectIdentifier, next: Node?) {
            self.key = key
            self.next = next
        }

        /// The value, whatever its type.
        var value: any Sendable { fatalError("a node of no value") }
    }

    /// A node holding a value of its own type: read by the subscript without a dynamic cast,
    /// which a table's cells, reading a few values each, paid for every one.
    @usableFromInline
    final class TypedNode<Value: Sendable>: Node, @unchecked Sendable {
        @usableFromInline let typedValue: Value

        @usableFromInline
        init(key: ObjectIdentifier, value: Value, next: Node?) {
            typedValue = value
            super.init(key: key, next: next)
        }

        override var value: any Sendable { typedValue }
    }

    @usableFromInline var head: Node?

    /// Environment values with every key at its default.
    public init() {}

    /// The value of a key: the one set nearest above, or the key's default.
    ///
    /// Inlinable, so that a reader elsewhere walks for its own key type and copies its value out
    /// without generic code: a table's cells read a few values each.
    @inlinable
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            guard let head else { return Key.defaultValue }
            // The walk takes no reference of its own to each node: `head` holds them all while
            // `self` is read, and counting every step in and out (two atomic operations a node,
            // over the dozens of values a page sets) was a tenth of a table's cells.
            var current = Unmanaged.passUnretained(head)
            while true {
                let next: Unmanaged<Node>?? = current._withUnsafeGuaranteedRef { node in
                    node.key == id ? nil : .some(node.next.map { Unmanaged.passUnretained($0) })
                }
                switch next {
                case nil:
                    // Only this subscript stores under the identifier of an `EnvironmentKey`
                    // type, always in a `TypedNode<Key.Value>` (models are kept under keys of
                    // their own: see `setObject`).
                    return current._withUnsafeGuaranteedRef { unsafeDowncast($0, to: TypedNode<Key.Value>.self).typedValue }
                case .some(nil):
                    return Key.defaultValue
                case .some(.some(let node)):
                    current = node
                }
            }
        }
        set {
            head = TypedNode(key: ObjectIdentifier(key), value: newValue, next: head)
        }
    }
}

extension EnvironmentValues {
    /// The environment that the view whose body is being read renders in. Set by the renderer.
    @usableFromInline @TaskLocal static var current = EnvironmentValues()

    /// Whether both are the very same values: no value was set on the way from one to the other.
    @inlinable
    func isIdentical(to other: EnvironmentValues) -> Bool {
        head === other.head
    }

    /// Runs `body` with `self` as the environment that `@Environment` reads, binding it only when
    /// it differs from `current` and has values at all: an environment with nothing set (a column
    /// made outside any view's body, for a list kept live) leaves `body` reading the one it
    /// renders in.
    @inlinable
    func bind<Result>(while current: EnvironmentValues, _ body: () -> Result) -> Result {
        // Inlined, so that the common case (nothing set between the two) asks the runtime for
        // no generic type: a table's cells call it once each.
        head == nil || isIdentical(to: current) ? body() : bound(body)
    }

    @usableFromInline
    func bound<Result>(_ body: () -> Result) -> Result {
        EnvironmentValues.$current.withValue(self, operation: body)
    }
}
