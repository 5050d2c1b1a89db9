import Tessera

/// The pieces of one live update — rows, sections, headers, footers — each rendered on its own,
/// in the section's isolation, when the update is sent: a rendering starts no thread, so a batch
/// of a thousand inserted rows is a thousand small renderings on the caller's thread.
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
        fragments.map { renderer.renderString($0) }
    }
}
