/// A two-way connection to a value owned elsewhere, as in SwiftUI.
///
/// Controls read their current value through a binding when they render, and write it back when
/// live view state delivers a change. For server-rendered forms, pass the value itself: each
/// control also has an initializer that takes a plain value.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: Sendable {
    private let read: @Sendable () -> Value
    private let write: @Sendable (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> where Value: Sendable {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, for `$value` syntax.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable) -> Binding<Member> {
        Binding<Member>(
            get: { read()[keyPath: keyPath] },
            set: { member in
                var value = read()
                value[keyPath: keyPath] = member
                write(value)
            }
        )
    }
}
