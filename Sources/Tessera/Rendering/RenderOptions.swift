/// Settings for one rendering.
public struct RenderOptions: Sendable {
    /// Which elements carry their identity path in a `data-tid` attribute.
    public enum IdentityAttributes: Sendable, Hashable {
        /// No element carries it.
        case none
        /// Elements with an explicit identity do: the root of each ``ForEach`` element and each
        /// view given an ``View/id(_:)``. This is what live updates of single rows need.
        case explicit
        /// Every element does.
        case all
    }

    /// How many bytes the renderer collects before it hands them to the sink. The renderer's
    /// memory does not grow with the page beyond this buffer.
    public var chunkSize: Int

    /// Which elements carry their identity path. Default: ``IdentityAttributes/explicit``.
    public var identityAttributes: IdentityAttributes

    /// The deepest nesting the renderer descends into, counting views and elements: a real page
    /// has a few dozen levels, so the default of 1,000 is reached only by a view that contains
    /// itself without end — the rendering then stops with a ``RenderError`` naming the view,
    /// instead of exhausting the thread's stack.
    public var maximumDepth: Int

    /// Default settings: 64 KiB chunks, explicit identity attributes, 1,000 levels of nesting.
    public init(
        chunkSize: Int = 64 * 1024,
        identityAttributes: IdentityAttributes = .explicit,
        maximumDepth: Int = 1_000
    ) {
        self.chunkSize = Swift.max(1, chunkSize)
        self.identityAttributes = identityAttributes
        self.maximumDepth = Swift.max(1, maximumDepth)
    }
}

/// What a rendering wrote.
public struct RenderStatistics: Sendable, Hashable {
    /// Bytes handed to the sink.
    public var byteCount = 0
    /// Chunks handed to the sink.
    public var chunkCount = 0
    /// Elements written.
    public var elementCount = 0
    /// The largest the renderer's own buffer grew, in bytes: its memory, whatever the page's size.
    public var peakBufferSize = 0

    /// Statistics of a rendering that wrote nothing yet.
    public init() {}
}
