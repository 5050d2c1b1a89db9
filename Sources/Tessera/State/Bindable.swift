import Observation

/// Bindings to the properties of an `@Observable` model, as in SwiftUI.
///
/// ```swift
/// @Observable final class Contact { var name = "" }
///
/// struct ContactEditor: View {
///     @Bindable var contact: Contact
///
///     var body: some View {
///         TextField("Name", name: "name", text: $contact.name)
///     }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to the model's properties, for `$model.property` syntax.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `model`.
    public init(_ model: Value) {
        self.wrappedValue = model
    }

    /// A binding to the property at `keyPath`.
    public subscript<Member>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}
