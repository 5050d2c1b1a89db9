import Synchronization

/// How many live streams a server holds open: in all, and from one client address.
///
/// Each stream is a connection kept open for as long as its page is, with a queue of its own: a
/// client that opens thousands of them would hold the server's memory and file descriptors. Past
/// either bound a new stream is refused (503 with `Retry-After`, which the live script waits out)
/// and the page it belongs to still works, only without live updates.
///
/// Share one quota between the live sections of a server (``LiveSections`` takes it) so that the
/// bounds hold across all of them.
public final class LiveStreamQuota: Sendable {
    /// Streams open at once, in all.
    public let maximumStreams: Int
    /// Streams open at once from one client address.
    public let maximumStreamsPerClient: Int

    private struct State {
        var total = 0
        var byClient: [String: Int] = [:]
    }

    private let state = Mutex(State())

    /// A quota of `maximumStreams` in all and `maximumStreamsPerClient` per client address.
    public init(maximumStreams: Int = 1_000, maximumStreamsPerClient: Int = 32) {
        self.maximumStreams = max(1, maximumStreams)
        self.maximumStreamsPerClient = max(1, maximumStreamsPerClient)
    }

    /// Streams open now.
    public var openStreams: Int { state.withLock { $0.total } }

    /// Why a stream was refused.
    enum Refusal: Error {
        case serverFull, clientFull
    }

    /// Takes a place for a stream from `client` (its address, or `nil` when unknown), or says why
    /// there is none. The place is given back when the ticket goes.
    func admit(client: String?) throws(Refusal) -> LiveStreamTicket {
        let key = client ?? ""
        try state.withLock { (state: inout State) throws(Refusal) in
            guard state.total < maximumStreams else { throw Refusal.serverFull }
            guard state.byClient[key, default: 0] < maximumStreamsPerClient else { throw Refusal.clientFull }
            state.total += 1
            state.byClient[key, default: 0] += 1
        }
        return LiveStreamTicket(quota: self, client: key)
    }

    fileprivate func release(client: String) {
        state.withLock { state in
            state.total -= 1
            let left = state.byClient[client, default: 1] - 1
            state.byClient[client] = left > 0 ? left : nil
        }
    }
}

/// A stream's place in a ``LiveStreamQuota``, given back when the ticket is released: however
/// the stream ends, or when its response is dropped before it starts.
final class LiveStreamTicket: Sendable {
    private let quota: LiveStreamQuota
    private let client: String

    fileprivate init(quota: LiveStreamQuota, client: String) {
        self.quota = quota
        self.client = client
    }

    deinit {
        quota.release(client: client)
    }
}
