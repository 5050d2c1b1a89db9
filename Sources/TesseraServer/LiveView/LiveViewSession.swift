import Foundation
import Tessera

/// One browser tab's live view: its tree of views with their state, the changes its page was
/// sent (numbered, a few kept for a page that reconnects), and the streams listening.
///
/// A session is found by its id, and only with the browser's own cookie (`browser`), so an
/// address copied to another browser starts a view of its own. Its events must carry its
/// `token`, which only its page has.
@MainActor
final class LiveViewSession {
    let id: String
    let token: String
    let browser: String
    /// The route that opened it: its events and stream come through that route only.
    let path: String
    /// The address of the client that opened it, for the bound on sessions per client.
    let client: String?
    let tree: LiveViewTree
    private let limits: LiveViewLimits
    /// The number of the last change sent: the page says which it has when it reconnects.
    private(set) var version = 0
    private var backlog: [(version: Int, event: String)] = []
    private var subscribers: [ObjectIdentifier: LiveViewSubscriber] = [:]
    /// When a request last came, or the last stream closed.
    private(set) var lastActivity = ContinuousClock.now
    /// Whether a page listened to it once: it then ends `reconnectGrace` after its last stream.
    private(set) var hadStream = false
    private(set) var isClosed = false
    /// Whether a page sent it an event once: with ``hadStream``, what tells a tab in use from a
    /// place taken by a page never used, which gives way first when places run out.
    private(set) var hadEvent = false
    /// The events it may still take now.
    private var budget: LiveViewEventBudget
    /// Bytes pushed and changes made, for the benchmark and tests.
    private(set) var pushedBytes = 0
    private(set) var patchCount = 0

    init(id: String, token: String, browser: String, path: String, client: String? = nil, tree: LiveViewTree, limits: LiveViewLimits) {
        self.id = id
        self.token = token
        self.browser = browser
        self.path = path
        self.client = client
        self.tree = tree
        self.limits = limits
        budget = LiveViewEventBudget(burst: limits.eventBurst, interval: limits.eventInterval)
    }

    /// What the session's view holds: its tree. The changes kept for reconnecting pages are
    /// bounded apart (``backlogBytes``), so that a large view changing often is not ended for it.
    var byteCount: Int {
        tree.byteCount + tree.nodeCount * LiveViewTree.bytesPerNode
    }

    /// Bytes of changes kept for pages that reconnect: older ones go past it (such a page gets the
    /// whole view again).
    static let backlogBytes = 1 << 20
    private var keptBytes = 0

    var hasStreams: Bool { !subscribers.isEmpty }

    /// Spends one event of its budget: `nil` when the event may be handled, or how long until one
    /// may.
    func spendEvent() -> Duration? {
        budget.spend()
    }

    func touch() {
        lastActivity = .now
    }

    /// Whether the session has outlived its limits at `now`.
    func isExpired(at now: ContinuousClock.Instant) -> Bool {
        guard subscribers.isEmpty else { return false }
        return now - lastActivity > (hadStream ? limits.reconnectGrace : limits.idleTimeout)
    }

    // MARK: - Changes

    /// Renders what changed and sends it to the listening pages. Returns the patch as the stream
    /// carries it (JSON), or `nil` when nothing changed.
    @discardableResult
    func flush(refreshing sent: [LiveViewTree.SentValue] = []) throws -> String? {
        let operations = try tree.flush() + tree.refreshes(sent)
        guard !operations.isEmpty else { return nil }
        version += 1
        let data = try Self.encoder.encode(Patch(from: version - 1, to: version, ops: operations))
        let event = "id: \(version)\nevent: patch\ndata: " + String(decoding: data, as: UTF8.self) + "\n\n"
        pushedBytes += data.count
        patchCount += 1
        backlog.append((version, event))
        keptBytes += event.utf8.count
        while let first = backlog.first, backlog.count > limits.backlogPatches || keptBytes > Self.backlogBytes {
            keptBytes -= first.event.utf8.count
            backlog.removeFirst()
        }
        for subscriber in subscribers.values { subscriber.deliver(event) }
        return String(decoding: data, as: UTF8.self)
    }

    private struct Patch: Encodable {
        let from: Int
        let to: Int
        let ops: [LiveViewOperation]
    }

    private struct Reset: Encodable {
        let version: Int
        let html: String
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()

    /// The whole view as a `reset` event.
    func resetEvent() throws -> String {
        let data = try Self.encoder.encode(Reset(version: version, html: tree.pageHTML))
        return "id: \(version)\nevent: reset\ndata: " + String(decoding: data, as: UTF8.self) + "\n\n"
    }

    // MARK: - Events

    /// What a page sent: bound controls' values first, then the button clicked or the field
    /// submitted. An event for a view that is gone does nothing. Returns the patch it made.
    @discardableResult
    func handle(_ fields: [String: String]) throws -> String? {
        touch()
        hadEvent = true
        let sent = tree.applyBindings(fields)
        if let action = fields[LiveFieldNames.action] {
            _ = tree.runAction(action)
        } else {
            switch fields[LiveFieldNames.event] {
            case "input", "change": break
            case "submit": _ = tree.runSubmit(field: fields[LiveFieldNames.field], sent: sent)
            default:
                // A form submitted without the script and without a button: Return in a field.
                _ = tree.runSubmit(field: nil, sent: sent)
            }
        }
        // While the person types, the field keeps what they typed, even what its binding does not
        // take (a number half written, "-"): it is sent again only when they are done.
        return try flush(refreshing: fields[LiveFieldNames.event] == "input" ? [] : sent)
    }

    // MARK: - Streams

    /// A new listener that has `since` (the version its page shows), with what it missed queued:
    /// the changes after `since`, or the whole view when they are not all kept; `nil` when the
    /// session has as many streams as it may.
    func subscribe(since: Int?) -> LiveViewSubscriber? {
        guard subscribers.count < limits.streamsPerSession else { return nil }
        touch()
        hadStream = true
        let subscriber = LiveViewSubscriber(byteLimit: limits.subscriberBytes)
        if let since, since == version {
            // Up to date.
        } else if let since, since < version, let first = backlog.first, first.version <= since + 1 {
            for entry in backlog where entry.version > since { subscriber.deliver(entry.event) }
        } else {
            subscriber.resetQueue()
        }
        subscribers[ObjectIdentifier(subscriber)] = subscriber
        return subscriber
    }

    func unsubscribe(_ subscriber: LiveViewSubscriber) {
        subscriber.close()
        subscribers[ObjectIdentifier(subscriber)] = nil
        touch()
    }

    /// Ends the session: its streams are told `message` and end, its tasks are cancelled.
    func close(_ message: String) {
        guard !isClosed else { return }
        isClosed = true
        for subscriber in subscribers.values { subscriber.end(message) }
        tree.close()
    }
}
