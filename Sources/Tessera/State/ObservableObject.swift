import Observation

/// A model whose `@Published` properties re-render the views that read them: SwiftUI's
/// `ObservableObject`, for code written with Combine's spelling.
///
/// ```swift
/// final class ContactsModel: ObservableObject {
///     @Published var showingAlert = false
///     @Published var chosen: String?
/// }
///
/// struct ContactsScreen: View {
///     @StateObject private var model = ContactsModel()
///
///     var body: some View {
///         Button("Call Ada") { model.chosen = "Ada"; model.showingAlert = true }
///             .alert(isPresented: $model.showingAlert) {
///                 Alert(title: Text("Calling \(model.chosen ?? "")"), dismissButton: .default(Text("OK")))
///             }
///     }
/// }
/// ```
///
/// Combine does not exist on Linux, and Tessera does not need it: an `ObservableObject` is an
/// `Observable` model (Swift's Observation), and each `@Published` property is observed on its
/// own — a view re-renders when a property it read changes, not when any property of the model
/// does. Everything that takes an `@Observable` model takes an `ObservableObject` too
/// (``View/environment(_:)``, `@Environment(Model.self)`, ``Bindable``); ``ObservedObject``,
/// ``StateObject`` and ``EnvironmentObject`` are the wrappers SwiftUI code holds it in.
///
/// What Combine's publishers do (`$property.sink`, `debounce`, `objectWillChange.sink`) has no
/// counterpart: react to a change with `onChange(of:)` in a view instead.
public protocol ObservableObject: AnyObject, Observable {}

extension ObservableObject {
    /// Tells the views that read this model's `@Published` properties that it changed, as
    /// Combine's `objectWillChange.send()` does: for a change those properties cannot see (a
    /// property that is not `@Published`, a value held elsewhere).
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher(object: self)
    }
}

/// What ``ObservableObject/objectWillChange`` gives: `send()` re-renders every view that read
/// one of the model's `@Published` properties.
public struct ObservableObjectPublisher {
    private let object: AnyObject

    init(object: AnyObject) {
        self.object = object
    }

    /// Marks every `@Published` property of the model, its superclasses' too, as changed.
    public func send() {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                (child.value as? any PublishedProperty)?.markChanged()
            }
            mirror = current.superclassMirror
        }
    }
}
