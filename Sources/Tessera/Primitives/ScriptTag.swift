/// `<script src="…" defer>`: a script of the server's own, loaded after the page is read.
///
/// Tessera's pages allow scripts from their own origin only (a `Content-Security-Policy` of
/// `script-src 'self'`), so there is no inline script to write: a script is a file the server
/// serves, named by its content, and this element loads it. `defer` keeps the page showing
/// before the script runs, and runs scripts in the order they appear.
///
/// ```swift
/// ScriptTag(source: "/_tessera/tessera-live-3f2a.js")
/// ```
public struct ScriptTag: PrimitiveView {
    /// Where the script is.
    public let source: String

    /// A tag loading the script at `source`.
    public init(source: String) {
        self.source = source
    }

    public static func _render(_ view: ScriptTag, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes()
        attributes.setURL("src", view.source)
        attributes.set("defer", nil)
        output.element("script", attributes, context: context) { _, _ in }
    }
}
