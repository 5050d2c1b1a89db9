import Tessera
import TesseraRules

/// One of a look's views that a rule key names (`pageWrapper`, `pager`, …): the view a rule
/// handed over, else the look's replacement for the name, else the look's own, `builtIn` — when
/// the name is the key's own; a name that nothing answers to shows as such.
struct LookSlot<BuiltIn: View>: View {
    let choice: DirectView
    let defaultName: String
    let builtIn: BuiltIn
    @Environment(\.directLook) private var look

    init(_ choice: DirectView, default defaultName: String, @ViewBuilder builtIn: () -> BuiltIn) {
        self.choice = choice
        self.defaultName = defaultName
        self.builtIn = builtIn()
    }

    var body: some View {
        if let custom = choice.customView ?? look.replacement(for: choice.name)?.customView {
            custom
        } else if choice.name == defaultName {
            builtIn
        } else {
            UnknownComponent(kind: "view", name: choice.name)
        }
    }
}

/// The view a `propertyRow` rule chooses for the property of `context` — handed over, or the
/// look's replacement for the name — with the property's context (and on a form its errors) in
/// its environment; `nil` for the look's own row.
func customPropertyRow(context: RuleContext, look: DirectLook, errors: [String] = []) -> AnyView? {
    let row = context.propertyRow
    if let custom = row.customView ?? look.replacement(for: row.name)?.customView {
        // On an edit page, a part of the form as in a live view (elsewhere the scope does nothing).
        let column = context.entity?.attributeIfPresent(named: context.propertyKey)?.name
        return AnyView(
            custom.modifier(DirectEditorScope(propertyKey: context.propertyKey, column: column))
                .environment(\.ruleContext, context).environment(\.propertyErrors, errors))
    }
    guard row.name == PropertyRowKey.defaultValue.name else { return AnyView(UnknownComponent(kind: "view", name: row.name)) }
    return nil
}

private struct PropertyErrorsKey: EnvironmentKey {
    static let defaultValue: [String] = []
}

extension EnvironmentValues {
    /// What was wrong with the property's submitted value, on a form shown again: for a property
    /// row of your own (`propertyRow`).
    public var propertyErrors: [String] {
        get { self[PropertyErrorsKey.self] }
        set { self[PropertyErrorsKey.self] = newValue }
    }

    /// What the last action did ("Saved ACADEMY DINOSAUR."), shown above the page: for a page
    /// wrapper of your own (`pageWrapper`).
    public var directNotice: String? {
        get { self[DirectNoticeKey.self] }
        set { self[DirectNoticeKey.self] = newValue }
    }

    /// Whether ``directNotice`` says the action was done or warns that some of it was not.
    public var directNoticeKind: DirectNoticeKind {
        get { self[DirectNoticeKindKey.self] }
        set { self[DirectNoticeKindKey.self] = newValue }
    }
}

private struct DirectNoticeKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

private struct DirectNoticeKindKey: EnvironmentKey {
    static let defaultValue = DirectNoticeKind.done
}
