import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle
import Tessera

extension Router {
    /// Mounts a live view at `path`: a view whose state lives on the server, one session per
    /// browser tab, re-rendered where it changes and pushed to the page.
    ///
    /// ```swift
    /// router.addLiveView("/counter", title: "Counter") { CounterView() }
    /// ```
    ///
    /// Three routes: `GET path` (the page: a new session, or the tab's own with `?s=ID`),
    /// `POST path` (an event: a button, a field submitted, controls' values; without the script,
    /// a plain form post answered with a redirect back to the page) and `GET path/live` (the
    /// page's stream of changes, as server-sent events). Put them behind
    /// `addTesseraMiddleware()`: the page's form carries its CSRF token, and each event must also
    /// carry its session's own token, from a browser with the session's cookie.
    ///
    /// `content` runs on the main actor, once per session; the session's renderings, actions and
    /// models' changes run there too, so a model shared by sessions (a tab changes it, the others
    /// show it) needs no lock.
    public func addLiveView<Content: View>(
        _ path: String,
        title: String,
        sessions: LiveViewSessions = .shared,
        environment: EnvironmentValues = EnvironmentValues(),
        options: RenderOptions = RenderOptions(),
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) where Content: SendableMetatype {
        addLiveView(path, title: title, sessions: sessions, environment: environment, options: options) { _ in content() }
    }

    /// Mounts a live view at `path` whose content depends on the request that opened the tab: its
    /// query, its headers (the language), what a middleware before the route let through.
    ///
    /// ```swift
    /// router.addLiveView("/orders", title: "Orders") { request in
    ///     OrdersScreen(filter: request.uri.queryParameters["status"].map(String.init))
    /// }
    /// ```
    public func addLiveView<Content: View>(
        _ path: String,
        title: String,
        sessions: LiveViewSessions = .shared,
        environment: EnvironmentValues = EnvironmentValues(),
        options: RenderOptions = RenderOptions(),
        @ViewBuilder content: @escaping @MainActor (Request) -> Content
    ) where Content: SendableMetatype {
        let route = LiveViewRoute(path: path, title: title, sessions: sessions, environment: environment, options: options, content: content)
        get(RouterPath(path)) { request, context in
            try await route.page(
                request, csrfToken: (context as? any TesseraRequestContext)?.csrfToken ?? "",
                client: (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress, theme: context.servedTheme)
        }
        post(RouterPath(path)) { request, _ in
            try await route.event(request)
        }
        get(RouterPath(path + "/live")) { request, context in
            try await route.stream(request, stillAllowed: LiveSections.sessionCheck(of: context))
        }
    }
}

/// The routes of one live view.
struct LiveViewRoute<Content: View & SendableMetatype>: Sendable {
    let path: String
    let title: String
    let sessions: LiveViewSessions
    let environment: EnvironmentValues
    let options: RenderOptions
    let content: @MainActor (Request) -> Content

    /// The cookie that ties sessions to the browser that opened them.
    static var browserCookie: String { "tessera_live" }

    private func browser(of request: Request) -> String? {
        request.cookies[Self.browserCookie].map(\.value).flatMap { CSRFToken.isWellFormed($0) ? $0 : nil }
    }

    private func sessionID(of request: Request) -> String? {
        (try? FormData(urlEncoded: request.uri.query ?? ""))?["s"]
    }

    // MARK: - The page

    func page(_ request: Request, csrfToken: String, client: String?, theme: ThemeAssets) async throws -> Response {
        let existingBrowser = browser(of: request)
        let browser = existingBrowser ?? CSRFToken.make()
        let requested = sessionID(of: request)
        let page: Result<LiveViewPage, LiveViewRefusal> = await MainActor.run {
            if let session = sessions.session(id: requested, browser: browser, path: path) {
                return .success(makePage(session, csrfToken: csrfToken, notice: nil))
            }
            do throws(LiveViewRefusal) {
                let session = try sessions.open(
                    path: path, browser: browser, client: client, environment: environment, options: options, content: { content(request) })
                // An address with a session that is gone: say so, rather than lose state silently.
                let notice = requested == nil ? nil : "This view had ended, and started again."
                return .success(makePage(session, csrfToken: csrfToken, notice: notice))
            } catch {
                return .failure(error)
            }
        }
        switch page {
        case .success(let page):
            let document = HTMLDocument(title: title, stylesheet: .linked(theme.stylesheetPath), icon: theme.iconPath) { page }
            let bytes = HTMLRenderer(options: options).renderBytes(document)
            var response = Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
            if existingBrowser == nil {
                response.setCookie(Cookie(name: Self.browserCookie, value: browser, path: "/", httpOnly: true, sameSite: .lax))
            }
            return response
        case .failure(let refusal):
            throw HTTPError(refusal.status, headers: [.retryAfter: refusal.retryAfter], message: refusal.message)
        }
    }

    @MainActor
    private func makePage(_ session: LiveViewSession, csrfToken: String, notice: String?) -> LiveViewPage {
        LiveViewPage(
            html: session.tree.pageHTML, version: session.version, sessionID: session.id, formID: session.tree.formID,
            token: session.token, csrfToken: csrfToken, path: path, notice: notice)
    }
}

extension LiveViewRoute {
    // MARK: - Events

    /// An event from the page: with the live script, answered 204 (the change comes through the
    /// stream), or 410 when the session is gone (the script reloads); without it, a redirect back
    /// to the page, which shows the change.
    func event(_ request: Request) async throws -> Response {
        let isLive = request.headers[PostResponse.liveHeader] == "1"
        let form = try await FormData(request: request)
        let fields = Dictionary(form.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        let browser = browser(of: request)
        let requested = fields["t-session"] ?? sessionID(of: request)
        let outcome: LiveViewEventOutcome = await MainActor.run {
            guard let session = sessions.session(id: requested, browser: browser, path: path) else { return .gone }
            guard let token = fields["t-token"], CSRFToken.equal(token, session.token) else { return .forged }
            do throws(LiveViewRefusal) {
                try sessions.handle(fields, in: session)
                return .done(session.id)
            } catch {
                return .refused(error)
            }
        }
        switch outcome {
        case .done(let id):
            if isLive { return Response(status: .noContent, headers: [.cacheControl: "no-store"]) }
            return Response.redirect(to: path + "?s=" + id, type: .normal)
        case .gone:
            if isLive {
                throw HTTPError(.gone, message: "This view has ended. Reload the page to start again.")
            }
            return Response.redirect(to: path + (requested.map { "?s=" + $0.prefix(64) } ?? ""), type: .normal)
        case .forged:
            throw HTTPError(.forbidden, message: "This event did not come from this view's page. Reload the page and try again.")
        case .refused(let refusal):
            throw HTTPError(refusal.status, headers: [.retryAfter: refusal.retryAfter], message: refusal.message)
        }
    }

    // MARK: - The stream

    /// The page's stream: what it missed (or the whole view), then each change as it comes,
    /// until the page goes, the session ends, the server stops, or `stillAllowed` says no — the
    /// person who opened it signed out, was removed or had their roles changed (see
    /// ``SignedInSession``): then the page is told its view ended, and nothing more is sent.
    func stream(_ request: Request, stillAllowed: (@Sendable () -> Bool)? = nil) async throws -> Response {
        // HEAD gets the head alone: its body would never be written, and the subscription it
        // ends never ended (see LiveSections.stream).
        if request.method == .head { return LiveSections.headOfStream }
        let browser = browser(of: request)
        let requested = sessionID(of: request)
        let since = request.headers[.lastEventID].flatMap { Int($0) }
            ?? (try? FormData(urlEncoded: request.uri.query ?? ""))?["since"].flatMap { Int($0) }
        let heartbeat = sessions.limits.heartbeat
        let subscription: Result<(LiveViewSession, LiveViewSubscriber), LiveViewStreamRefusal> = await MainActor.run {
            guard let session = sessions.session(id: requested, browser: browser, path: path) else { return .failure(.gone) }
            guard let subscriber = session.subscribe(since: since) else { return .failure(.tooMany) }
            return .success((session, subscriber))
        }
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store", .xAccelBuffering: "no"]
        let session: LiveViewSession
        let subscriber: LiveViewSubscriber
        switch subscription {
        case .success(let opened):
            (session, subscriber) = opened
        case .failure(.gone):
            // The page's session is gone: say so once; the page offers to reload.
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: Self.ended("This view has ended."))))
        case .failure(.tooMany):
            throw HTTPError(.serviceUnavailable, headers: [.retryAfter: "10"],
                message: "This view is open in too many places at once (at most \(sessions.limits.streamsPerSession)). Close some, or reload in a moment.")
        }
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                do {
                    try await request.body.consumeWithCancellationOnInboundClose { _ in
                        try await withGracefulShutdownHandler {
                            try await Self.send(session, to: subscriber, through: &writer, heartbeat: heartbeat, stillAllowed: stillAllowed)
                        } onGracefulShutdown: {
                            subscriber.close()
                        }
                    }
                } catch {
                    // The page went away or the server is stopping: the stream just ends.
                }
                await session.unsubscribe(subscriber)
                try? await writer.finish(nil)
            })
    }

    private static func send(
        _ session: LiveViewSession, to subscriber: LiveViewSubscriber, through writer: inout any ResponseBodyWriter, heartbeat: Duration,
        stillAllowed: (@Sendable () -> Bool)?
    ) async throws {
        try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                while true {
                    try await Task.sleep(for: heartbeat)
                    await subscriber.requestHeartbeat()
                }
            }
            if let stillAllowed {
                // Rings the doorbell when access is lost while nothing happens, so that the
                // check before the next write ends the stream.
                group.addTask {
                    while stillAllowed() {
                        try await Task.sleep(for: LiveSections.accessCheckInterval)
                    }
                    await subscriber.requestHeartbeat()
                }
            }
            var doorbell = subscriber.doorbell.makeAsyncIterator()
            streaming: repeat {
                while let event = await subscriber.take() {
                    if let stillAllowed, !stillAllowed() {
                        try await writer.write(ByteBuffer(string: ended("Your session has ended. Sign in again to go on.")))
                        break streaming
                    }
                    switch event {
                    case .patch(let text):
                        try await writer.write(ByteBuffer(string: text))
                    case .reset:
                        let text = try await MainActor.run { try session.resetEvent() }
                        try await writer.write(ByteBuffer(string: text))
                    case .ended(let message):
                        try await writer.write(ByteBuffer(string: ended(message)))
                        break streaming
                    case .heartbeat:
                        try await writer.write(ByteBuffer(string: ": heartbeat\n\n"))
                    }
                }
            } while await doorbell.next() != nil
            group.cancelAll()
        }
    }

    /// An `ended` event: the session is over, and `message` says why.
    private static func ended(_ message: String) -> String {
        let data = (try? JSONEncoder().encode(["message": message])) ?? Data("{}".utf8)
        return "event: ended\ndata: " + String(decoding: data, as: UTF8.self) + "\n\n"
    }
}

/// Why a page's stream was not opened.
private enum LiveViewStreamRefusal: Error {
    case gone
    case tooMany
}

/// What became of an event.
private enum LiveViewEventOutcome: Sendable {
    case done(String)
    case gone
    case forged
    case refused(LiveViewRefusal)
}
