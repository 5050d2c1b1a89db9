import Tessera

/// One of two views, chosen when the page is made, written where it stands as if it were the
/// only one: unlike `if`/`else`, which numbers its branches in the identity path of what they
/// hold, it adds nothing — so that a page laid out one way keeps the markup it had before the
/// other way existed (a row's page without fieldsets writes what it always wrote, byte for byte).
///
/// Only for a choice that stays the same for the page's life (the rules' layout): the two views
/// share one identity, which a live view's state would not tell apart.
struct EitherView<First: View, Second: View>: PrimitiveView {
    let first: First
    let second: Second
    let showsFirst: Bool

    init(_ first: First, _ second: Second, showsFirst: Bool) {
        self.first = first
        self.second = second
        self.showsFirst = showsFirst
    }

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        if view.showsFirst {
            First._render(view.first, into: &output, context: context)
        } else {
            Second._render(view.second, into: &output, context: context)
        }
    }

    static func _renderAsync<Writer: AsyncHTMLWriter>(_ view: Self, into output: inout AsyncHTMLOutput<Writer>, context: RenderContext) async throws {
        if view.showsFirst {
            try await First._renderAsync(view.first, into: &output, context: context)
        } else {
            try await Second._renderAsync(view.second, into: &output, context: context)
        }
    }
}
