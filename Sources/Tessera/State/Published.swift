import Observation

/// A property of an ``ObservableObject`` whose changes re-render the views that read it, as
/// Combine's `@Published` does in SwiftUI.
///
/// ```swift
/// final class RatingModel: ObservableObject {
///     @Published var rating = 3
/// }
/// ```
///
/// The value lives in a location of its own that Swift's Observation watches: reading it in a
/// view's `body` makes the view depend on it, and setting it — even to an equal value, as with
/// Combine — re-renders that view in a live session. There is no publisher behind `$rating`
/// inside the model (Combine does not exist on Linux); a view gets a ``Binding`` to it from the
/// wrapper that holds the model: `$model.rating`.
@propertyWrapper
public struct Published<Value> {
    private let location: PublishedLocation<Value>

    /// A published property whose first value is `wrappedValue`.
    public init(wrappedValue: Value) {
        location = PublishedLocation(wrappedValue)
    }

    /// A published property whose first value is `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }
}

/// A `@Published` property, as ``ObservableObjectPublisher/send()`` finds it in a model.
protocol PublishedProperty {
    /// Tells the views that read the property that it changed.
    func markChanged()
}

extension Published: PublishedProperty {
    func markChanged() {
        location.markChanged()
    }
}

/// Where a ``Published`` property keeps its value: a reference, observable, so that every copy
/// of the wrapper reads and writes the same value and a reader depends on it.
final class PublishedLocation<Value>: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }

    func markChanged() {
        registrar.withMutation(of: self, keyPath: \.value) {}
    }
}
