import Tessera

/// `live` where a live view renders, `elsewhere` anywhere else: a control whose action runs on the
/// server where there is a live session to run it in (a `Button`), and what does without one (a
/// link) where there is not.
///
/// A primitive, because only the renderer knows whether it renders for a live session.
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
