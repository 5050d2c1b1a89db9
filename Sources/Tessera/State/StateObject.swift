/// A model a view makes and owns, kept between renderings of a live view: SwiftUI's
/// `@StateObject`.
///
/// ```swift
/// struct TicketScreen: View {
///     @StateObject private var model = TicketModel()
///
///     var body: some View {
///         Toggle("Urgent", name: "urgent", isOn: $model.isUrgent)
///     }
/// }
/// ```
///
/// The model is made the first time the view renders at its place in the tree — the expression
/// after `=` runs then, once — and kept for as long as the view stays there, like ``State``: a
/// live session keeps it in the browser tab's session. Rendered anywhere else (a page rendered
/// once, a test), it is made once per rendering.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    let storage: StateObjectStorage<ObjectType>

    /// A model made by `thunk` the first time the view renders at its place.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(StateObjectLocation(make: thunk))
    }

    /// The model, made on first use.
    public var wrappedValue: ObjectType {
        storage.location.object
    }

    /// Bindings to the model's properties, for `$model.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

/// Where a ``StateObject`` finds its model: a reference, so that every copy of the view points
/// at the location a live session keeps for the view's place.
final class StateObjectStorage<ObjectType: AnyObject> {
    var location: StateObjectLocation<ObjectType>

    init(_ location: StateObjectLocation<ObjectType>) {
        self.location = location
    }
}

/// A model made on first use, and kept.
final class StateObjectLocation<ObjectType: AnyObject> {
    private var make: (() -> ObjectType)?
    private var made: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let made { return made }
        let object = make!()
        made = object
        // What made it may hold on to much (a parent's values): not needed again.
        make = nil
        return object
    }
}

extension StateObject: LiveStateProperty {
    package func install(in slot: inout AnyObject?) {
        if let kept = slot as? StateObjectLocation<ObjectType> {
            storage.location = kept
        } else {
            slot = storage.location
        }
    }
}

extension StateObject: LiveNodeProperty {}
