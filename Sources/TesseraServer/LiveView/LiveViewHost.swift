import Tessera

/// A live view without HTTP: its tree, its state, and the patches its events make.
///
/// `Router.addLiveView(_:title:sessions:environment:options:content:)` is the usual way to serve a
/// live view. A host is the same machinery for a transport of your own (a WebSocket, a test) and
/// for measuring: give it events as the page's form would send them, and it answers with the patch
/// the page's stream would carry.
///
/// ```swift
/// let host = try LiveViewHost { Counter() }
/// let increment = …                       // the button's value, from host.html
/// let patch = try host.send(["t-action": increment])
/// ```
@MainActor
public final class LiveViewHost {
    private let session: LiveViewSession

    /// Renders `content` as a live view.
    public init<Content: View>(
        environment: EnvironmentValues = EnvironmentValues(), options: RenderOptions = RenderOptions(),
        limits: LiveViewLimits = LiveViewLimits(), @ViewBuilder content: () -> Content
    ) throws {
        let id = CSRFToken.make()
        let tree = try LiveViewTree(content: LiveViewRoot(content: content()), environment: environment, options: options, formID: "t-live-" + id.prefix(16))
        session = LiveViewSession(id: id, token: CSRFToken.make(), browser: CSRFToken.make(), path: "", tree: tree, limits: limits)
        try session.flush()
    }

    /// The view's HTML as a page shows it, with the comments that mark its nodes.
    public var html: String { session.tree.pageHTML }

    /// The number of the last patch.
    public var version: Int { session.version }

    /// How many nodes the view has: the views that render on their own.
    public var nodeCount: Int { session.tree.nodeCount }

    /// What the view holds in memory, as its session's limit counts it.
    public var byteCount: Int { session.byteCount }

    /// Handles an event — fields by name, as the page's form sends them (`t-action` for a button,
    /// bound controls' names) — and returns the patch it made, as JSON, or `nil` when nothing
    /// changed on the page.
    public func send(_ fields: [String: String]) throws -> String? {
        try session.handle(fields)
    }

    /// Renders what changed elsewhere (a shared model) and returns the patch, or `nil`.
    public func flush() throws -> String? {
        try session.flush()
    }
}
