import Tessera

/// `live` where a live view renders, `elsewhere` anywhere else: a control whose action runs on the
/// server where there is a live session to run it in (a `Button`), and what does without one (a
/// link) where there is not.
///
/// A primitive, because only the renderer knows whether it renders for a live session. It adds
/// nothing to the identity path: what it shows stands where it stands.
struct LiveOrElsewhere<Live: View, Elsewhere: View>: PrimitiveView {
    let live: Live
    let elsewhere: Elsewhere

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if context.liveHook != nil {
            Live._render(view.live, into: &output, context: context)
        } else {
            Elsewhere._render(view.elsewhere, into: &output, context: context)
        }
    }
}

/// One of two views, standing where the choice stands: unlike an `if`–`else`, the branch is not
/// part of the identity path. For a line of a stack that is a value's view or a view of one's own,
/// whose HTML and identity are then those of the stack of values it was before views could be
/// given.
enum EitherView<First: View, Second: View>: PrimitiveView {
    case first(First)
    case second(Second)

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        switch view {
        case .first(let first): First._render(first, into: &output, context: context)
        case .second(let second): Second._render(second, into: &output, context: context)
        }
    }
}
