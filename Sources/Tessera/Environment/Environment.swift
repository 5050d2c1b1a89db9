import Observation

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
/// It also reads an `@Observable` model that an ancestor put in the environment with
/// ``View/environment(_:)``, by its type, as in SwiftUI:
///
/// ```swift
/// @Environment(TodoModel.self) private var model
/// ```
///
/// The value is the one in effect where the view sits in the tree while the renderer reads its
/// ``View/body``. Read outside a rendering, it is the key's default.
@propertyWrapper
public struct Environment<Value>: Sendable {
    private enum Source: Sendable {
        case keyPath(KeyPath<EnvironmentValues, Value> & Sendable)
        case object(ObjectIdentifier, optional: Bool)
    }

    private let source: Source

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        source = .keyPath(keyPath)
    }

    /// Reads the model of type `type` that an ancestor put in the environment. Rendering a view
    /// that reads one no ancestor put there stops the program, as in SwiftUI: it is a mistake in
    /// the view tree, found the first time the view renders. Read `Value?` to allow its absence.
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        source = .object(EnvironmentObjectKey<Value>.identifier, optional: false)
    }

    /// Reads the model of type `type` that an ancestor put in the environment, or `nil`.
    public init<Model: AnyObject & Observable>(_ type: Model.Type) where Value == Model? {
        source = .object(EnvironmentObjectKey<Model>.identifier, optional: true)
    }

    /// The current value.
    public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath):
            return EnvironmentValues.current[keyPath: keyPath]
        case .object(let type, let optional):
            let object = EnvironmentValues.current.object(of: type)
            if optional { return object as! Value }
            guard let object else {
                preconditionFailure("No \(Value.self) in the environment: put one there with .environment(model) on an ancestor of this view")
            }
            return object as! Value
        }
    }
}

extension Environment: LiveNodeProperty {
    package var makesLiveNode: Bool {
        if case .object = source { return true }
        return false
    }
}

/// A model in the environment. `@unchecked Sendable` because environment values must be
/// `Sendable` and models need not be: a model is put in the environment and read back in the
/// renderings of one view tree, on the one actor that renders it (a live session's).
private struct EnvironmentObjectBox: @unchecked Sendable {
    let object: AnyObject
}

extension EnvironmentValues {
    /// The model of the type `type` that an ancestor put here, or `nil`.
    func object(of type: ObjectIdentifier) -> AnyObject? {
        var node = head
        while let current = node {
            if current.key == type, let box = current.value as? EnvironmentObjectBox { return box.object }
            node = current.next
        }
        return nil
    }

    /// Puts `object` here, found by its type.
    package mutating func setObject<Model: AnyObject>(_ object: Model) {
        head = TypedNode(key: EnvironmentObjectKey<Model>.identifier, value: EnvironmentObjectBox(object: object), next: head)
    }
}

extension View {
    /// Puts an `@Observable` model in the environment of this view and its descendants, where
    /// `@Environment(Model.self)` reads it.
    public func environment<Model: AnyObject & Observable>(_ object: Model) -> ModifiedContent<Self, EnvironmentObjectModifier> {
        modifier(EnvironmentObjectModifier(set: { $0.setObject(object) }))
    }
}

/// Puts a model in the environment: ``View/environment(_:)``.
public struct EnvironmentObjectModifier: PrimitiveViewModifier {
    fileprivate let set: (inout EnvironmentValues) -> Void

    public static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        var context = context
        modifier.set(&context.environment)
        EnvironmentValues.$current.withValue(context.environment) {
            Modified._render(content, into: &output, context: context)
        }
    }
}

/// What a model of type `Model` is kept under in the environment: a type of its own, never an
/// `EnvironmentKey`, so that a model's node is never read as a key's value (the subscript reads
/// its nodes without a check).
enum EnvironmentObjectKey<Model: AnyObject> {
    static var identifier: ObjectIdentifier { ObjectIdentifier(Self.self) }
}
