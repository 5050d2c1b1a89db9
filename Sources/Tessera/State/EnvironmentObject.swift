/// A model an ancestor put in the environment with ``View/environmentObject(_:)``, read by its
/// type: SwiftUI's `@EnvironmentObject`.
///
/// ```swift
/// struct CartBadge: View {
///     @EnvironmentObject var cart: Cart
///
///     var body: some View {
///         Text("\(cart.items.count) items")
///     }
/// }
///
/// CheckoutScreen().environmentObject(cart)
/// ```
///
/// The same environment as ``Environment``'s `@Environment(Cart.self)`: a model put there with
/// either ``View/environment(_:)`` or ``View/environmentObject(_:)`` is read by both. Rendering
/// a view that reads a model no ancestor put there stops the program, as in SwiftUI: it is a
/// mistake in the view tree, found the first time the view renders.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: Sendable {
    /// Reads the environment's model of type `ObjectType`.
    public init() {}

    /// The model.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(of: EnvironmentObjectKey<ObjectType>.identifier) else {
            preconditionFailure("No \(ObjectType.self) in the environment: put one there with .environmentObject(model) on an ancestor of this view")
        }
        return object as! ObjectType
    }

    /// Bindings to the model's properties, for `$model.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: LiveNodeProperty {}

extension View {
    /// Puts `object` in the environment of this view and its descendants, where
    /// `@EnvironmentObject` (and `@Environment(Model.self)`) reads it: SwiftUI's spelling of
    /// ``View/environment(_:)`` for an ``ObservableObject``.
    public func environmentObject<Model: ObservableObject>(_ object: Model) -> ModifiedContent<Self, EnvironmentObjectModifier> {
        environment(object)
    }
}
