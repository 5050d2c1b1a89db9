/// A two-way connection to a value owned elsewhere, as in SwiftUI.
///
/// Controls read their current value through a binding when they render. In a live view (see
/// ``State``) a control bound to a binding also writes back: the value the person types or
/// picks reaches the binding's setter on the server. For server-rendered forms, pass the value
/// itself: each control also has an initializer that takes a plain value (a constant binding).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// Whether the binding is a constant: a control bound to it has nothing to write back to.
    package let isConstant: Bool

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
        isConstant = false
    }

    private init(constant value: Value) {
        read = { value }
        write = { _ in }
        isConstant = true
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(constant: value)
    }

    /// The value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, for `$value` syntax.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let read = read
        let write = write
        return Binding<Member>(
            get: { read()[keyPath: keyPath] },
            set: { member in
                var value = read()
                value[keyPath: keyPath] = member
                write(value)
            }
        )
    }
}
