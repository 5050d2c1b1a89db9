/// A model a view is handed, whose `@Published` properties re-render the view when they change:
/// SwiftUI's `@ObservedObject`.
///
/// ```swift
/// struct RatingStars: View {
///     @ObservedObject var model: RatingModel
///
///     var body: some View {
///         Stepper("Rating: \(model.rating)", value: $model.rating, in: 1...5)
///     }
/// }
/// ```
///
/// The view does not own the model: whoever made the view keeps it (a ``StateObject`` of a
/// parent, the environment). `$model.rating` is a ``Binding`` to one of its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Bindings to the properties of a model: what `$model` gives.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The model.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `value`.
    public init(initialValue value: ObjectType) {
        self.init(wrappedValue: value)
    }

    /// Bindings to the model's properties, for `$model.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: LiveNodeProperty {}
