/// What a live view's runtime (in TesseraServer) asks the renderer to hand it while a view tree
/// renders in a live session: the views that keep state become nodes of their own, and the
/// controls' actions and bindings are recorded so that an event from the browser can reach them.
///
/// Package API: the renderer calls it, the live runtime implements it; applications never see it.
/// Without a hook in the context (every rendering but a live view's) none of this runs, and a
/// button or a binding renders as it always has.
package protocol LiveRenderHook: AnyObject {
    /// The `id` of the page's one form of a live view: controls anywhere in the tree name it in
    /// their `form` attribute, so that they submit together without a `<form>` around them (which
    /// would nest inside the forms a view has of its own).
    var formID: String { get }

    /// Asked for every view with a body rendered in a live view, after the renderer entered it:
    /// returns `true` when the hook took the view as a node of its own (it then writes the node's
    /// place and renders it), `false` for the renderer to render the body as usual.
    func renderNode<V: View>(_ view: V, into output: inout HTMLOutput, context: RenderContext) -> Bool

    /// Records a button's action at `path`, returning the value the button submits.
    func action(_ action: @escaping () -> Void, at path: String) -> String

    /// Records a control's two-way binding at `path`: `read` gives the value as the form sends it,
    /// `write` takes a value the browser sent. Returns the field name the control submits under.
    func binding(at path: String, read: @escaping () -> String, write: @escaping (String) -> Void) -> String

    /// Records what submitting the text field at `path` does (`View.onSubmit`).
    func submit(_ action: @escaping () -> Void, at path: String)

    /// Records a value watched by `View.onChange(of:)` at `path`: the hook compares it with the
    /// value of the previous rendering and runs `action` with the old value when it differs (and
    /// on the first rendering too when `initial`).
    func change(at path: String, value: Any, initial: Bool, isEqual: @escaping (Any) -> Bool, action: @escaping (Any) -> Void)

    /// Records `View.onAppear` at `path`: run once, after the rendering in which the view first
    /// appears.
    func appear(_ action: @escaping () -> Void, at path: String)

    /// Records `View.task` at `path`: started when the view first appears, cancelled when it goes.
    func task(_ action: @escaping @Sendable () async -> Void, at path: String)
}

extension RenderContext {
    /// Whether only text may be written here (inside an `<option>`).
    package var rendersTextOnly: Bool { isTextOnly }

    /// The live view's hook, where a live session renders.
    package var liveHook: (any LiveRenderHook)? {
        get { rareLiveHook }
        set {
            rareLiveHook = newValue
            isLive = newValue != nil
        }
    }
}

extension EnvironmentValues {
    /// Runs `body` with `self` as the environment that `@Environment` reads: for a live view's
    /// node, rendered on its own.
    package func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try EnvironmentValues.$current.withValue(self, operation: body)
    }

    /// `action`, run with this environment as the one `@Environment` and `@EnvironmentObject`
    /// read: an action runs after the rendering that recorded it, when no view's environment is
    /// current, and reads what the view read where it was rendered — as SwiftUI's properties,
    /// resolved when the body was made.
    package func bound<Result>(_ action: @escaping () -> Result) -> () -> Result {
        let environment = self
        return { environment.withCurrent(action) }
    }

    /// ``bound(_:)`` for an action of one value.
    package func bound<Value, Result>(_ action: @escaping (Value) -> Result) -> (Value) -> Result {
        let environment = self
        return { value in environment.withCurrent { action(value) } }
    }

    /// Whether both hold the same values: the same keys set in the same order, each to a value
    /// of the same bytes, down to where both share the rest. Conservative: equal values with
    /// different bytes (two copies of a long string) count as different.
    package func isEquivalent(to other: EnvironmentValues) -> Bool {
        var mine = head
        var theirs = other.head
        while mine !== theirs {
            guard let left = mine, let right = theirs, left.key == right.key, sameBytes(left.value, right.value) else { return false }
            mine = left.next
            theirs = right.next
        }
        return true
    }
}

extension HTMLOutput {
    /// Hands a view with a body to the live hook, which may take it as a node: the slow path of
    /// `View._render`, called only where a live session renders.
    @usableFromInline
    mutating func renderLiveNode<V: View>(_ view: V, context: RenderContext) -> Bool {
        guard let hook = context.liveHook else { return false }
        return hook.renderNode(view, into: &self, context: context)
    }
}

/// The names of the live view form's own fields, beside the controls' bindings.
package enum LiveFieldNames {
    /// The button clicked: its value names the action.
    package static let action = "t-action"
    /// What an event is for: `input` or `change` (the bindings only, from the live script), or
    /// `submit` (a text field's ``View/onSubmit(_:)``: from the script with the field's name, or
    /// from the form's hidden first button when Return submits it without the script).
    package static let event = "t-event"
    /// The field whose submission the `submit` event is.
    package static let field = "t-field"
    /// Prefix of a bound control's field name.
    package static let bindingPrefix = "t-bind:"
}

extension HTMLOutput {
    /// The name and form a control bound to `binding` submits with: in a live view, a name the
    /// session maps to the binding, and the live view's form; elsewhere, or for a constant
    /// binding, `name` and no form.
    package func liveControl<Value>(
        name: String,
        binding: Binding<Value>,
        context: RenderContext,
        format: @escaping (Value) -> String,
        parse: @escaping (String) -> Value?
    ) -> (name: String, form: String?) {
        // A disabled control takes nothing: the server refuses what its page would not send.
        guard let hook = context.liveHook, !binding.isConstant, context.environment.isEnabled else { return (name, nil) }
        // Read and written with the control's environment: a binding made of a closure may read
        // an environment model (`@EnvironmentObject`) after the rendering.
        let environment = context.environment
        let field = hook.binding(
            at: identityPath,
            read: environment.bound { format(binding.wrappedValue) },
            write: environment.bound { (text: String) in
                if let value = parse(text) { binding.wrappedValue = value }
            })
        return (field, hook.formID)
    }

    /// ``liveControl(name:binding:context:format:parse:)`` for a value that converts to and from
    /// its form text itself.
    package func liveControl<Value: FormValueConvertible>(
        name: String, binding: Binding<Value>, context: RenderContext
    ) -> (name: String, form: String?) {
        liveControl(name: name, binding: binding, context: context, format: { $0.formValue }, parse: { Value(formValue: $0) })
    }
}

/// A stored property that makes the view holding it a node of its own in a live view: a view
/// with state, a binding or a model re-renders on its own when they change, not with its parent.
package protocol LiveNodeProperty {
    /// Whether this property makes its view a node (an `@Environment` property does when it
    /// reads a model).
    var makesLiveNode: Bool { get }
}

extension LiveNodeProperty {
    package var makesLiveNode: Bool { true }
}

extension State: LiveNodeProperty {}
extension Binding: LiveNodeProperty {}
extension Bindable: LiveNodeProperty {}

/// Whether two values are of one type and have the same bytes.
package func sameBytes(_ a: Any, _ b: Any) -> Bool {
    func open<T>(_ a: T) -> Bool {
        guard let b = b as? T else { return false }
        return withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in first.elementsEqual(second) } }
    }
    return _openExistential(a, do: open)
}
