import Tessera

/// Renders the pieces of one live update — rows, sections, headers, footers — in one pass of the
/// renderer, which starts a thread per rendering: a batch of a thousand inserted rows costs one
/// thread, not a thousand.
///
/// The pieces are written one after the other with a NUL byte between them and split apart after.
/// The renderer turns every NUL in data into U+FFFD, so the only NULs are the separators.
struct FragmentRenderer {
    private var fragments: [AnyView] = []

    /// Adds a piece and returns its number.
    mutating func add<Content: View>(_ view: Content) -> Int {
        fragments.append(AnyView(view))
        return fragments.count - 1
    }

    var isEmpty: Bool { fragments.isEmpty }

    /// The HTML of every piece, by number.
    func render(with renderer: HTMLRenderer) -> [String] {
        guard !fragments.isEmpty else { return [] }
        let html = renderer.renderString(Fragments(fragments: fragments))
        var pieces = html.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        // The text after the last separator is empty.
        pieces.removeLast()
        return pieces
    }

    private struct Fragments: PrimitiveView {
        let fragments: [AnyView]

        static func _render(_ view: Fragments, into output: inout HTMLOutput, context: RenderContext) {
            for fragment in view.fragments {
                AnyView._render(fragment, into: &output, context: context)
                output.writeTrustedHTML("\u{0}", context: context)
            }
        }
    }
}
