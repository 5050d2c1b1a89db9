/// A property wrapper that reads a value from the environment of the view being rendered.
///
/// ```swift
/// struct Price: View {
///     @Environment(\.locale) private var locale
///     var amount: Decimal
///
///     var body: some View {
///         Text(amount, format: .currency(code: "EUR").locale(locale))
///     }
/// }
/// ```
///
/// The value is the one in effect where the view sits in the tree while the renderer reads its
/// ``View/body``. Read outside a rendering, it is the key's default.
@propertyWrapper
public struct Environment<Value: Sendable>: Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value> & Sendable

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The current value.
    public var wrappedValue: Value {
        EnvironmentValues.current[keyPath: keyPath]
    }
}
