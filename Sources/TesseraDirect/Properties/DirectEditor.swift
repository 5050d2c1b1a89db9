import Tessera

/// What makes your property views on an edit page act as in a live view: the page's pending
/// row (``ManagedObject``), and the actions and bindings its views recorded while the page
/// rendered, by a key that names the property and the place in its view — not the place on the
/// page, which a notice above the form or a person's menu would move.
///
/// `@unchecked Sendable` because it is an environment value: it is made for one request, which
/// renders its page and runs one of its actions on the request's task only.
final class DirectEditor: @unchecked Sendable {
    /// The `id` of the edit page's form, which the views' buttons and controls name.
    static let formID = "t-edit-form"

    let object: ManagedObject
    /// The actions of the page's taps and buttons, by the key their button sends.
    var actions: [String: () -> Void] = [:]
    /// What writes a bound control's value, by the field name it sends.
    var bindings: [String: (String) -> Void] = [:]

    init(object: ManagedObject) {
        self.object = object
    }

    /// Runs what the form sent for the views: first every bound control's value, then the
    /// tapped action; `false` when the action is not on the page (it changed since).
    func apply(_ fields: [(name: String, value: String)], tapped: String?) -> Bool {
        for field in fields where field.name.hasPrefix(LiveFieldNames.bindingPrefix) {
            bindings[field.name]?(field.value)
        }
        guard let tapped else { return true }
        guard let action = actions[tapped] else { return false }
        action()
        return true
    }
}

/// The live hook of one property view of an edit page: it records into the page's editor under
/// keys made of the property's name and the place within the view.
final class DirectEditorHook: LiveRenderHook {
    private let editor: DirectEditor
    private let scope: String
    private let base: String

    init(editor: DirectEditor, scope: String, base: String) {
        self.editor = editor
        self.scope = scope
        self.base = base
    }

    var formID: String { DirectEditor.formID }

    private func key(_ path: String) -> String {
        let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        return scope + ":" + relative
    }

    // Not a live session: nothing is a node of its own, and a view's state starts from its
    // initial value at each rendering.
    func renderNode<V: View>(_ view: V, into output: inout HTMLOutput, context: RenderContext) -> Bool { false }

    func action(_ action: @escaping () -> Void, at path: String) -> String {
        let key = key(path)
        editor.actions[key] = action
        return key
    }

    func binding(at path: String, read: @escaping () -> String, write: @escaping (String) -> Void) -> String {
        let name = LiveFieldNames.bindingPrefix + key(path)
        editor.bindings[name] = write
        return name
    }

    // What only a live session does: a text field's submit, a change watched, an appearance and
    // a task need a session that outlives the request.
    func submit(_ action: @escaping () -> Void, at path: String) {}
    func change(at path: String, value: Any, initial: Bool, isEqual: @escaping (Any) -> Bool, action: @escaping (Any) -> Void) {}
    func appear(_ action: @escaping () -> Void, at path: String) {}
    func task(_ action: @escaping @Sendable () async -> Void, at path: String) {}
}

/// A property view of yours on an edit page, made a part of the form: a box the page's script
/// replaces after a tap, the column's pending value in a hidden field (so that Save keeps what
/// the view set), and the view rendered with the editor's hook.
struct DirectEditorScope: PrimitiveViewModifier {
    /// The property the view shows.
    let propertyKey: String
    /// The column whose value the view may set, when the form edits it.
    let column: String?

    static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        guard let editor = context.environment.directEditor else {
            Modified._render(content, into: &output, context: context)
            return
        }
        var attributes = HTMLAttributes()
        attributes.set("data-editor", modifier.propertyKey)
        output.element("div", attributes, context: context) { output, inner in
            if let column = modifier.column, editor.object.isEditable(column) {
                // Before the view: a field of the view's own under the same name comes after,
                // and the last value sent under a name is the one read.
                output.withIdentity(.explicit("pending"), render: HiddenField(name: EditForm.fieldName(column), value: editor.object.formText(of: column)), context: inner)
            }
            var hooked = inner
            hooked.liveHook = DirectEditorHook(editor: editor, scope: modifier.propertyKey, base: output.identityPath)
            output.withIdentity(.position(0), render: content, context: hooked)
        }
    }
}

private struct DirectEditorKey: EnvironmentKey {
    static let defaultValue: DirectEditor? = nil
}

extension EnvironmentValues {
    /// The edit page's editor, on an edit page.
    var directEditor: DirectEditor? {
        get { self[DirectEditorKey.self] }
        set { self[DirectEditorKey.self] = newValue }
    }
}
