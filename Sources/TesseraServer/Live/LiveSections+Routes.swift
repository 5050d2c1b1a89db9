import Foundation
import HTTPTypes
import Hummingbird
import ServiceLifecycle
import Tessera
import TesseraSections

extension LiveSections {
    /// Adds the routes of the sections to `router`: `POST path/{select,deselect,delete,move,action}`
    /// for the rows' controls, and `GET path/events` for the live stream.
    ///
    /// The controls' requests go through the router's middleware like any form: put them behind
    /// `addTesseraMiddleware()`, whose forged-request check they pass with the region form's token.
    public nonisolated func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        // The live script keeps a query the events path carries; the route is its path.
        router.get(RouterPath(String(eventsPath.prefix { $0 != "?" }))) { request, context in
            try await self.stream(
                request, client: (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress,
                stillAllowed: Self.sessionCheck(of: context))
        }
        if let path {
            router.post(RouterPath(path + "/:operation")) { request, context in
                try await self.receive(request, operation: context.parameters.get("operation") ?? "")
            }
        }
    }

    /// A control's request: read the event from its URL, hand it to the coordinator, answer.
    private nonisolated func receive(_ request: Request, operation: String) async throws -> Response {
        let parameters: FormData
        do {
            parameters = try FormData(urlEncoded: request.uri.query ?? "")
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
        let event: SectionEvent
        do {
            event = try SectionEvent(operation: operation, parameters: Dictionary(parameters.fields, uniquingKeysWith: { _, last in last }))
        } catch {
            throw HTTPError(error)
        }
        // The form first: a body that cannot be read must not leave a change half-answered.
        let form = try await FormData(request: request)
        do {
            try await handle(event)
        } catch {
            throw HTTPError(error)
        }
        return PostResponse.after(request, returnPath: form[PostResponse.returnField])
    }

    /// How often an idle stream asks whether its person may still see it (besides before each
    /// event it sends): a revoked session's stream ends within this, plus the half second in
    /// which a sign-out or an accounts file changed elsewhere is seen.
    static let accessCheckInterval = Duration.milliseconds(250)

    /// What a stream opened with `context` asks before each event: whether the session it was
    /// opened with still belongs to the same person with the same roles; `nil` when nobody
    /// signed in (nothing to revoke).
    nonisolated static func sessionCheck<Context: RequestContext>(of context: Context) -> (@Sendable () -> Bool)? {
        guard let context = context as? any TesseraRequestContext, let session = context.signedInSession else { return nil }
        let user = context.user
        return { session.stillBelongs(to: user) }
    }

    /// The live stream of one browser: the events it missed, then each update as it comes, until
    /// the browser goes away, the server shuts down, or `stillAllowed` says no. `client` is the
    /// browser's address, which the ``quota`` counts streams by.
    ///
    /// `stillAllowed` is asked before each event is written and every
    /// ``accessCheckInterval`` while none is: access checked only when a stream opened let a
    /// person who signed out, was removed, lost a role or had a column hidden by reloaded rules
    /// go on receiving rows for hours. When it says no, the stream ends without sending what
    /// was waiting; the browser reconnects and is asked to sign in, or gets what it may see now.
    nonisolated func stream(_ request: Request, client: String?, stillAllowed: (@Sendable () -> Bool)? = nil) async throws -> Response {
        // HEAD is answered as GET without its body — and a body never written never ends its
        // stream: a listener made for it stayed for good, and ten thousand HEADs left no place
        // for anyone. So HEAD gets the head alone, and no place nor listener is taken.
        if request.method == .head { return Self.headOfStream }
        let ticket = try quota.admitOrRefuse(client: client)
        // A reconnecting browser says what it has in Last-Event-ID; a new page in `since`.
        let since = request.headers[.lastEventID] ?? (try? FormData(urlEncoded: request.uri.query ?? ""))?["since"]
        guard let subscriber = await subscribe(since: since.flatMap(SectionVersion.init)) else {
            throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "5"], message: "Too many pages are listening for changes. Reload in a moment.")
        }
        let heartbeat = limits.heartbeat
        // A response dropped unwritten (the client gone before its head) never runs its body:
        // the listener goes with it, else it kept a place among the subscribers for good.
        let subscription = Subscription(subscriber) { [weak self] in await self?.unsubscribe($0) }
        return Response.eventStream(for: request, ticket: ticket, close: { subscriber.close() }, ended: { await self.unsubscribe(subscriber) }) { writer in
            try await self.send(to: subscriber, through: &writer, heartbeat: heartbeat, stillAllowed: stillAllowed)
            withExtendedLifetime(subscription) {}
        }
    }

    /// A subscriber's place, given back when the response holding it is dropped.
    private final class Subscription: Sendable {
        let subscriber: LiveSubscriber
        let end: @Sendable (LiveSubscriber) async -> Void

        init(_ subscriber: LiveSubscriber, end: @escaping @Sendable (LiveSubscriber) async -> Void) {
            self.subscriber = subscriber
            self.end = end
        }

        deinit {
            let subscriber = subscriber
            let end = end
            Task { await end(subscriber) }
        }
    }

    /// What HEAD of a stream answers: a stream's headers.
    nonisolated static var headOfStream: Response {
        Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store", .xAccelBuffering: "no"])
    }

    /// Writes what `subscriber` has, then waits for its doorbell, until the doorbell ends or
    /// `stillAllowed` says no; child tasks ring it for heartbeats and end it when access is lost
    /// meanwhile.
    private nonisolated func send(
        to subscriber: LiveSubscriber, through writer: inout any ResponseBodyWriter, heartbeat: Duration, stillAllowed: (@Sendable () -> Bool)?
    ) async throws {
        try await writer.write(ServerSentEvent.retry(milliseconds: 2000))
        try await EventStreamPacing.run(
            heartbeat: heartbeat, ring: { await subscriber.requestHeartbeat() }, stillAllowed: stillAllowed, close: { subscriber.close() }
        ) {
            var doorbell = subscriber.doorbell.makeAsyncIterator()
            writing: repeat {
                while let event = await subscriber.take() {
                    // Asked before each write: an update made after the rules hid a column, or
                    // after a sign-out, is never sent.
                    if let stillAllowed, !stillAllowed() { break writing }
                    try await writer.write(try await encode(event))
                }
            } while await doorbell.next() != nil
        }
    }

    private nonisolated func encode(_ event: LiveSubscriber.Event) async throws -> ByteBuffer {
        switch event {
        case .update(let update):
            return try ServerSentEvent.update(update)
        case .reset(let content):
            var html: [UInt8] = []
            try await renderer.render(content, into: &html)
            return try ServerSentEvent.reset(version: content.version, html: String(decoding: html, as: UTF8.self))
        case .heartbeat:
            return ServerSentEvent.heartbeat
        }
    }
}

extension LiveStreamQuota {
    /// A place for a stream of `client`'s, or the refusal a browser is answered with: 503, to
    /// try again in a moment.
    func admitOrRefuse(client: String?) throws(HTTPError) -> LiveStreamTicket {
        do {
            return try admit(client: client)
        } catch {
            switch error {
            case .clientFull:
                throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "10"],
                    message: "Too many live pages are open from your address (at most \(maximumStreamsPerClient)). Close some, or reload in a moment.")
            case .serverFull:
                throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "10"], message: "Too many pages are listening for changes. Reload in a moment.")
            }
        }
    }
}

extension HTTPError {
    /// The error page of a refused section event: its message, with the status its kind means.
    init(_ error: SectionEventError) {
        let status: HTTPResponse.Status =
            switch error.kind {
            case .malformed: .badRequest
            case .notFound: .notFound
            case .notAllowed: .forbidden
            }
        self.init(status, message: error.message)
    }
}

extension HTTPField.Name {
    static let lastEventID = HTTPField.Name("Last-Event-ID")!
    static let xAccelBuffering = HTTPField.Name("X-Accel-Buffering")!
}
