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

    /// The deepest nesting of elements the renderer descends into. Content below it is left out,
    /// an HTML comment marks the place, and ``RenderStatistics/truncatedSubtrees`` counts it.
    public var maximumDepth: Int

    /// The stack size of the thread the renderer works on. Rendering recurses once per level of
    /// the view tree, so the renderer runs on a thread of its own with a stack large enough for
    /// ``maximumDepth`` levels rather than on the caller's. Memory is reserved, not committed: only
    /// what a deep tree touches is used.
    public var stackSize: Int

    /// Default settings: 64 KiB chunks, explicit identity attributes, 100,000 levels of nesting
    /// on a 512 MiB stack (measured to fit them in a debug build, with room to spare).
    public init(
        chunkSize: Int = 64 * 1024,
        identityAttributes: IdentityAttributes = .explicit,
        maximumDepth: Int = 100_000,
        stackSize: Int = 512 * 1024 * 1024
    ) {
        self.chunkSize = Swift.max(1, chunkSize)
        self.identityAttributes = identityAttributes
        self.maximumDepth = Swift.max(1, maximumDepth)
        self.stackSize = stackSize
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
    /// Subtrees left out because they were nested deeper than ``RenderOptions/maximumDepth``.
    public var truncatedSubtrees = 0

    /// Statistics of a rendering that wrote nothing yet.
    public init() {}
}
