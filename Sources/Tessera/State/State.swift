import Observation

/// A value a view owns, kept between renderings of a live view, as in SwiftUI.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///
///     var body: some View {
///         Text("Count: \(count)")
///         Button("Increment") { count += 1 }
///     }
/// }
/// ```
///
/// In a live view (mounted with `addLiveView` in TesseraServer) the value lives on the server,
/// in the browser tab's session, for as long as the view stays where it is in the tree: a change
/// re-renders the views that read it, and the page gets their new HTML. A view that leaves the
/// tree (an `if` that turns false, a row removed) loses its state, and starts from the initial
/// value when it comes back.
///
/// Anywhere else — a page rendered once, a test — the value is the initial value, and a change
/// lasts for the rest of that rendering only.
///
/// Pass `$count`, a ``Binding``, to a control or a child view that changes the value.
@propertyWrapper
public struct State<Value> {
    let storage: StateStorage<Value>

    /// State whose initial value is `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = StateStorage(StateLocation(wrappedValue))
    }

    /// State whose initial value is `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value. Setting it re-renders, in a live view, every view that read it.
    public var wrappedValue: Value {
        get { storage.location.value }
        nonmutating set { storage.location.value = newValue }
    }

    /// A binding to the value, for a control or a child view to change it.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.location.value }, set: { storage.location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a ``State`` finds its value: a location the live session keeps for the view's place in
/// the tree, or, until a session installs one, the location made with the initial value.
///
/// A reference, so that every copy of the view — the renderer copies views freely — reads and
/// writes the same value.
final class StateStorage<Value> {
    var location: StateLocation<Value>

    init(_ location: StateLocation<Value>) {
        self.location = location
    }
}

/// One state value, observable: reading it inside `withObservationTracking` makes the reader
/// depend on it, which is how a live session knows which views a change re-renders.
package final class StateLocation<Value>: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    package var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }
}

/// A stored property of a view that a live session gives a place of its own: ``State``.
package protocol LiveStateProperty {
    /// Points the property at the location kept in `slot`, or, on the first rendering at this
    /// place, puts its own (holding the initial value) there.
    func install(in slot: inout AnyObject?)
}

extension State: LiveStateProperty {
    package func install(in slot: inout AnyObject?) {
        if let kept = slot as? StateLocation<Value> {
            storage.location = kept
        } else {
            slot = storage.location
        }
    }
}
