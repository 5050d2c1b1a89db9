/// Runs work when a view appears in a live view: ``View/onAppear(perform:)`` and
/// ``View/task(_:)``.
public struct LifecycleModifier: PrimitiveViewModifier {
    enum Work {
        case appear(() -> Void)
        case task(@Sendable () async -> Void)
    }

    let work: Work

    public static func _render<Modified: View>(_ modifier: Self, content: Modified, into output: inout HTMLOutput, context: RenderContext) {
        if let hook = context.liveHook {
            switch modifier.work {
            case .appear(let action): hook.appear(context.environment.bound(action), at: output.identityPath)
            case .task(let action):
                // Started after the rendering: with the view's environment current, as an action's.
                let environment = context.environment
                hook.task({ await EnvironmentValues.$current.withValue(environment) { await action() } }, at: output.identityPath)
            }
        }
        Modified._render(content, into: &output, context: context)
    }
}

extension View {
    /// Runs `action` once, on the server, after the rendering in which this view first appears in
    /// a live view — again only if it leaves the tree and comes back. A page rendered once never
    /// runs it: a server has no "appear" for a page it sends and forgets.
    public func onAppear(perform action: @escaping () -> Void) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier(work: .appear(action)))
    }

    /// Starts `action` when this view first appears in a live view, and cancels it when the view
    /// leaves the tree or the session ends: for work that feeds a view while it is shown (a
    /// clock, a subscription). A page rendered once never starts it.
    ///
    /// The action is `@Sendable` and runs off the main actor, where the session renders: it
    /// cannot touch the view's `@State` or a model that is not `Sendable`. Give it a `Sendable`
    /// model to change — an `@Observable` class that guards its state with a `Mutex` — whose change
    /// re-renders the views that read it, as a change from another tab does.
    public func task(_ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, LifecycleModifier> {
        modifier(LifecycleModifier(work: .task(action)))
    }
}
