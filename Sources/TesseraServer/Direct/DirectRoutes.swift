import AsyncAlgorithms
import Foundation
import HTTPTypes
import Hummingbird
import Tessera
import TesseraData
@_spi(Languages) import TesseraDirect

extension Router where Context: TesseraRequestContext {
    /// Serves a Direct application: its entity list at its base path, lists and rows under
    /// `/e/`, new-row forms under `/new/` (see `DirectPaths`).
    ///
    /// ```swift
    /// let router = Router(context: BasicTesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
    /// router.addTesseraMiddleware()
    /// router.addDirectRoutes(DirectApplication(database: database, rules: rules))
    /// ```
    ///
    /// Embed it in an application of your own by giving the application a base path
    /// (`DirectPaths(basePath: "/admin")`) and adding your routes beside it. Add
    /// ``addTesseraMiddleware(allowedHosts:theme:methods:)`` first: the forms rely on its CSRF check and error
    /// pages.
    ///
    /// A list page is live: a browser showing it sees the rows other browsers save, add or
    /// delete change in place, through a stream at `/live/` (see
    /// `Sources/TesseraDirect/TesseraDirect.docc/Direct.md`, "Live lists").
    ///
    /// - Parameters:
    ///   - application: the application to serve, with the base path of its pages.
    ///   - allowsDebugParameter: whether `?debug=1` turns on the rule explanations; give it only
    ///     where the people reaching the server may read the rules (on loopback).
    ///   - liveLists: whether list pages update live; without, they show what they loaded. A
    ///     read-only application's lists are live with what others change (heard through
    ///     `Database.changes(pollingEvery:)`), except on an immutable SQLite file: nothing would
    ///     change them, and a page spends nothing keeping its rows.
    ///   - liveListLimits: the bounds of the live lists' memory and streams.
    public func addDirectRoutes(
        _ application: DirectApplication, allowsDebugParameter: Bool = false, liveLists: Bool = true,
        liveListLimits: LiveListLimits = LiveListLimits()
    ) {
        let database = application.database
        let liveLists = liveLists && !database.isImmutable
        let responder = DirectResponder<Context>(
            application: application, allowsDebugParameter: allowsDebugParameter,
            liveLists: liveLists ? DirectLiveLists(application: application, limits: liveListLimits) : nil,
            languages: LanguageChoice(languages: application.languages, defaultLanguage: application.defaultLanguage))
        let base = application.paths.basePath
        let handler: @Sendable (Request, Context) async throws -> Response = { request, context in
            try await responder.respond(to: request, context: context)
        }
        get(RouterPath(base.isEmpty ? "/" : base), use: handler)
        get(RouterPath(base + "/.json"), use: handler)
        get(RouterPath(base + "/openapi.json"), use: handler)
        if responder.languages.languages.count > 1 {
            // The language menu's form: the person's choice, kept in a cookie.
            post(RouterPath(base + "/language")) { request, context in
                try await responder.chooseLanguage(request, context: context)
            }
        }
        if application.recordsHistory { get(RouterPath(base + "/history"), use: handler) }
        if application.sql.isEnabled {
            // The SQL page, and every row of its query as a file.
            for path in ["/sql", "/sql.csv", "/sql.json"] { get(RouterPath(base + path), use: handler) }
        }
        if !application.queries.isEmpty {
            // Each saved query's page, and its rows as files (`/q/NAME.csv`, `/q/NAME.json`).
            get(RouterPath(base + "/q/:name"), use: handler)
            // A query that changes rows runs when its form is sent.
            post(RouterPath(base + "/q/:name"), use: handler)
        }
        // Dashboards too where there are queries: a file of queries reloaded may bring some.
        if !application.queries.isEmpty {
            get(RouterPath(base + "/d/:name"), use: handler)
            if liveLists {
                get(RouterPath(base + "/d/:name/live")) { request, context in
                    try await responder.dashboardStream(request, context: context)
                }
            }
        }
        // `/e/ENTITY/KEY/download/NAME` too: a value as a file.
        for prefix in ["/e/**", "/new/**"] {
            get(RouterPath(base + prefix), use: handler)
            post(RouterPath(base + prefix), use: handler)
        }
        // `/choices/ENTITY/RELATIONSHIP?q=`: a form's picker asking for rows as the person types.
        get(RouterPath(base + "/choices/**"), use: handler)
        // HEAD answered as GET would be, without its body. The router's own HEAD gave a streamed
        // export (CSV, JSON lines) `Content-Length: 0`, which its GET does not have: a client
        // that trusted it saw an empty file.
        head(RouterPath(base + "/e/**")) { request, context in
            try await responder.respond(to: request, context: context).headOnly
        }
        if liveLists {
            get(RouterPath(base + "/live/:entity")) { request, context in
                try await responder.stream(request, context: context)
            }
        }
    }
}

/// Turns HTTP requests into the application's requests, and its answers into responses.
struct DirectResponder<Context: TesseraRequestContext>: Sendable {
    let application: DirectApplication
    let allowsDebugParameter: Bool
    let liveLists: DirectLiveLists?
    /// How each page's language is chosen.
    let languages: LanguageChoice

    /// Keeps the language a person chose (`language=de` posted to `/language`) and goes back to
    /// the page they chose it on (`next`, a path of this server's; else the start page).
    func chooseLanguage(_ request: Request, context: Context) async throws -> Response {
        let fields = try await FormData(request: request).fields
        let value = fields.first { $0.name == "language" }?.value ?? ""
        guard let language = UILanguage(rawValue: value), languages.languages.contains(language) else {
            throw HTTPError(.badRequest, message: "There is no language '\(value.prefix(20))' to choose here.")
        }
        let base = application.paths.basePath
        let next = fields.first { $0.name == "next" }?.value
        // Only a path on this server, under the application: never another host (`//evil`).
        let location = next.flatMap { path in
            path.hasPrefix(base + "/") && !path.hasPrefix("//") && !path.contains("\\") && path.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
                ? path : nil
        } ?? application.paths.home
        var response = Response(status: .seeOther, headers: [.location: location])
        response.setCookie(languages.cookie(choosing: language, path: base.isEmpty ? "/" : base))
        return response
    }

    /// What a page in `request`'s language is rendered with, and the headers that say which:
    /// `Content-Language`, and `Vary` for caches, where there is a choice.
    func rendering(for request: Request) -> (renderer: HTMLRenderer, headers: HTTPFields) {
        guard let environment = environment(for: request) else { return (HTMLRenderer(), [:]) }
        return (HTMLRenderer(environment: environment), [.contentLanguage: environment.uiLanguage.code, .vary: "Accept-Language, Cookie"])
    }

    /// The language and locale `request`'s page is in; `nil` for an application in English
    /// alone, whose pages say nothing of languages.
    func environment(for request: Request) -> EnvironmentValues? {
        languages.languages == [.english] ? nil : languages.environment(for: request)
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        let method: DirectRequest.Method = request.method == .post ? .post : .get
        var path = request.uri.path
        let base = application.paths.basePath
        if !base.isEmpty, path.hasPrefix(base) { path.removeFirst(base.count) }
        let parameters = try Self.parameters(of: request)
        var form: [String: String] = [:]
        var fields: [(name: String, value: String)] = []
        var files: [String: UploadedFile] = [:]
        if method == .post {
            if MultipartForm.isMultipart(request.headers[.contentType]) {
                // A form with a file field: its files as they came, within the upload limit.
                let multipart = try await MultipartForm(request: request, uploadLimit: application.uploadLimit)
                fields = multipart.fields
                files = multipart.files
            } else {
                fields = try await FormData(request: request).fields
            }
            for field in fields where form[field.name] == nil {
                form[field.name] = field.value
            }
        }
        let debug = allowsDebugParameter && parameters.contains { $0.name == "debug" && $0.value == "1" }
        // Counted before the page reads its data: a dashboard's stream told of changes after it.
        let dashboardChanges = liveLists?.dashboardChanges.withLock { $0 } ?? 0
        let answer: DirectResponse
        do {
            var direct = DirectRequest(method: method, path: path, parameters: parameters, form: form, debug: debug, user: context.user, fields: fields)
            direct.files = files
            if let environment = environment(for: request) {
                direct.language = environment.uiLanguage
                direct.locale = environment.locale
            }
            answer = try await self.answer(to: direct)
        } catch let error as HTTPError where path.hasSuffix(".json") || path.hasPrefix("/choices/") {
            // A program asked: it is answered in JSON, not with a page.
            return Self.jsonRefusal(error)
        } catch let error as HTTPError where (400..<500).contains(error.status.code) {
            // A person asked: the refusal in the application's frame, with its bar and a way back.
            return try refusalPage(error, request: request, context: context)
        }
        switch answer {
        case .page(var page, let status):
            page.formToken = FormToken(name: CSRFMiddleware<Context>.fieldName, value: context.csrfToken)
            if context.user != nil {
                page.signOutPath = LoginMiddleware<Context>.logoutPath
                page.passwordPath = context.signedInSession?.passwordPath
            }
            if let liveLists, page.displayGroup != nil, let region = await liveLists.region(for: page, environment: environment(for: request)) {
                page.listRows = DirectView(region)
            }
            if liveLists != nil {
                page.dashboardsAreLive = true
                page.dashboardChanges = dashboardChanges
            }
            // The notice of the redirect that led here is shown once.
            let notice = method == .get ? Notice.readWithKind(from: request) : nil
            page.notice = notice?.text
            page.noticeKind = notice?.isWarning == true ? .warning : .done
            // Whole: a page has at most ListQuery.maximumPageSize rows, its cells cut to a
            // length, and its rows are in memory already; sent in one write with its length.
            let rendering = rendering(for: request)
            var response = try HTMLResponse(status: HTTPResponse.Status(code: status), title: page.title, renderer: rendering.renderer, delivery: .whole) { page }
                .response(from: request, context: context)
            response.headers.append(contentsOf: rendering.headers)
            if method == .get, Notice.isCarried(by: request) { response.setCookie(Notice.clearing) }
            return response
        case .redirect(let location, let notice, let noticeKind):
            // A form answered with a redirect was saved: its entity changed. The lists showing
            // it are refreshed after the answer, not before.
            if let liveLists, method == .post, let entityName = Self.entityName(inPath: path) ?? savedChangeEntity(inPath: path) {
                await liveLists.entityDidChange(entityName, logger: context.logger)
            }
            var response = Response(status: .seeOther, headers: [.location: location])
            if let notice { response.setCookie(Notice.cookie(saying: notice, warning: noticeKind == .warning, at: location)) }
            return response
        case .download(let bytes, let fileName, let contentType):
            // A file to save, never a page to show: the browser neither renders nor sniffs it.
            return Response(
                status: .ok,
                headers: [
                    .contentType: contentType, .contentDisposition: "attachment; filename=\"\(fileName)\"",
                    .contentLength: String(bytes.count), .cacheControl: "no-store",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        case .streamedDownload(let download):
            // A slice at a time, as it is read; a failure after the status ends the stream
            // without its last chunk, which tells the client the file is cut short.
            let logger = context.logger
            let path = request.uri.path
            return Response(
                status: .ok,
                headers: [
                    .contentType: download.contentType,
                    .contentDisposition: (download.isInline ? "inline" : "attachment") + "; filename=\"\(download.fileName)\"",
                    .cacheControl: "no-store",
                    // What it is was told by its bytes: no browser guesses otherwise, whatever
                    // middleware the server has.
                    .xContentTypeOptions: "nosniff",
                ],
                body: ResponseBody { writer in
                    do {
                        try await download.write { bytes in try await writer.write(ByteBuffer(bytes: bytes)) }
                    } catch let error as DatabaseError {
                        logger.error("download cut short: the database failed after the answer began", metadata: ["path": "\(path)", "error": "\(error.message)"])
                        throw error
                    } catch let error as UploadFolder.Failure {
                        logger.error("download cut short: the upload folder's file failed after the answer began", metadata: ["path": "\(path)", "error": "\(error.description)"])
                        throw error
                    }
                    try await writer.finish(nil)
                })
        case .json(let text):
            return Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        case .export(let export):
            return Self.streamed(contentType: export.contentType, fileName: export.fileName, request: request, context: context, write: export.write)
        case .queryExport(let export):
            do {
                return try await Self.streamedOnceBegun(export, request: request, context: context)
            } catch let error as DirectError {
                // The query failed as its first rows were read: said as any refusal, to a
                // person in their language.
                let environment = path.hasSuffix(".json") ? nil : environment(for: request)
                let refusal = HTTPError(
                    Self.status(of: error.kind),
                    message: environment.map { error.message(in: $0.uiLanguage, locale: $0.locale) } ?? error.message)
                if path.hasSuffix(".json") { return Self.jsonRefusal(refusal) }
                return try refusalPage(refusal, request: request, context: context)
            }
        }
    }

    /// A refusal in JSON, for a program: `{"error":{"status":400,"message":"…"}}`.
    private static func jsonRefusal(_ error: HTTPError) -> Response {
        let body = "{\"error\":{\"status\":\(error.status.code),\"message\":\(JSONText.string(error.body ?? error.status.reasonPhrase))}}"
        return Response(
            status: error.status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// A refusal for a person: the error page in the application's frame, with its bar and a way
    /// back.
    private func refusalPage(_ error: HTTPError, request: Request, context: Context) throws -> Response {
        // In the person's language: the reason, and the explanation where the refusal gave none.
        let environment = environment(for: request) ?? EnvironmentValues()
        func text(_ message: DirectText) -> String { message.text(in: environment.uiLanguage, locale: environment.locale) }
        var page = application.failurePage(
            status: error.status.code, reason: text(.failureTitle(status: error.status.code, reason: error.status.reasonPhrase)),
            message: error.body ?? text(.failureExplanation(status: error.status.code, reason: error.status.reasonPhrase)),
            user: context.user)
        page.formToken = FormToken(name: CSRFMiddleware<Context>.fieldName, value: context.csrfToken)
        if context.user != nil {
            page.signOutPath = LoginMiddleware<Context>.logoutPath
            page.passwordPath = context.signedInSession?.passwordPath
        }
        let rendering = rendering(for: request)
        var response = try HTMLResponse(status: error.status, title: page.title, renderer: rendering.renderer, delivery: .whole) { page }
            .response(from: request, context: context)
        response.headers.append(contentsOf: rendering.headers)
        for field in error.headers where field.name != .contentType && field.name != .contentLength { response.headers.append(field) }
        return response
    }

    /// A query's file, answered once its first chunk is read (``SQLQueryExport/write(_:)``): a
    /// query that fails as its first rows are read is refused (its `DirectError`) instead of
    /// answered 200 and cut short. The reading runs in a task of its own and hands each chunk
    /// over a channel whose sender waits for the response to take it, so that at most two
    /// chunks are held however slowly the client reads; a response dropped unsent (HEAD, a
    /// client gone) cancels the reading, which ends at its next chunk.
    private static func streamedOnceBegun(_ export: SQLQueryExport, request: Request, context: Context) async throws -> Response {
        let chunks = AsyncThrowingChannel<[UInt8], any Error>()
        let reading = Reading(Task {
            do {
                try await export.write { bytes in
                    await chunks.send(bytes)
                    try Task.checkCancellation()
                }
                chunks.finish()
            } catch {
                chunks.fail(error)
            }
        })
        var iterator = chunks.makeAsyncIterator()
        let first = try await iterator.next()
        // A channel's iterator ends, as if the file were whole, when its task is cancelled.
        try Task.checkCancellation()
        let logger = context.logger
        let path = request.uri.path
        return Response(
            status: .ok,
            headers: [
                .contentType: export.contentType, .contentDisposition: "attachment; filename=\"\(export.fileName)\"", .cacheControl: "no-store",
            ],
            body: ResponseBody { writer in
                do {
                    if let first { try await writer.write(ByteBuffer(bytes: first)) }
                    for try await bytes in chunks { try await writer.write(ByteBuffer(bytes: bytes)) }
                    // Cancelled (the server stopping): not ended as if it were whole.
                    try Task.checkCancellation()
                } catch let error as DatabaseError {
                    logger.error("export cut short: the database failed after the answer began", metadata: ["path": "\(path)", "error": "\(error.message)"])
                    throw error
                }
                withExtendedLifetime(reading) {}
                try await writer.finish(nil)
            })
    }

    /// The task reading a query's file, cancelled when the response that would send it is
    /// dropped.
    private final class Reading: Sendable {
        let task: Task<Void, Never>
        init(_ task: Task<Void, Never>) { self.task = task }
        deinit { task.cancel() }
    }

    /// A file written as it is read: no length, flat memory, and a browser that goes away stops
    /// the reading (the write fails, the task ends). A failure after the status was sent ends the
    /// stream without its last chunk, which tells the client the file is cut short (curl:
    /// "transfer closed with outstanding read data"); the log says why.
    private static func streamed(
        contentType: String, fileName: String, request: Request, context: Context,
        write: @escaping @Sendable (([UInt8]) async throws -> Void) async throws -> Void
    ) -> Response {
        let logger = context.logger
        let path = request.uri.path
        return Response(
            status: .ok,
            headers: [.contentType: contentType, .contentDisposition: "attachment; filename=\"\(fileName)\"", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                do {
                    try await write { bytes in try await writer.write(ByteBuffer(bytes: bytes)) }
                } catch let error as DatabaseError {
                    logger.error("export cut short: the database failed after the answer began", metadata: ["path": "\(path)", "error": "\(error.message)"])
                    throw error
                }
                try await writer.finish(nil)
            })
    }

    /// The live stream of a list: `/live/ENTITY?QUERY` asks for the list `/e/ENTITY?QUERY` shows,
    /// which is made again when it was forgotten.
    func stream(_ request: Request, context: Context) async throws -> Response {
        guard let liveLists, let segment = request.uri.path.split(separator: "/").last else {
            throw HTTPError(.notFound, message: "There is no page at this address.")
        }
        let parameters = try Self.parameters(of: request).filter { $0.name != "since" }
        // Asked as the person asks for the page: what the rules hide from them, their stream
        // does not carry either.
        let answer = try await answer(to: DirectRequest(method: .get, path: "/e/" + segment, parameters: parameters, user: context.user))
        guard case .page(let page, _) = answer, DirectLiveLists.isLive(page) else {
            throw HTTPError(.notFound, message: "This list is not shown live.")
        }
        // HEAD gets the head alone, without making a list to keep (see LiveSections.stream).
        if request.method == .head { return LiveSections.headOfStream }
        guard let live = await liveLists.live(for: page, environment: environment(for: request)) else {
            throw HTTPError(.notFound, message: "This list is not shown live.")
        }
        // Asked again before each event: the rows were chosen for this person under these
        // rules. Rules reloaded since (a column hidden, an entity taken away) or a session that
        // ended or changed roles end the stream; the browser reconnects and gets the list the
        // rules and roles now allow, or is sent to sign in.
        let rules = application.rules
        let generation = page.pagePlan?.generation ?? page.context.ruleModel.generation
        let session = LiveSections.sessionCheck(of: context)
        return try await live.stream(
            request, client: (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress,
            stillAllowed: { rules.generation == generation && (session?() ?? true) })
    }

    /// The live stream of a dashboard, `/d/NAME/live`: an event named `changed` each time a
    /// table its tiles read changes, at most once a `LiveListLimits.dashboardRefreshInterval`,
    /// after which the browser reads the page again. Refused as the page would be (404, 403),
    /// counted in the live lists' quota, and ended — as a list's stream is — when the session
    /// ends or changes roles, the rules are reloaded, or the queries file is (the browser
    /// reconnects and is asked again). `since` is the count of changes its page was read after
    /// (`DirectLiveLists.dashboardChanges`): a change between the page and its stream is told
    /// at once.
    func dashboardStream(_ request: Request, context: Context) async throws -> Response {
        guard let liveLists, let name = context.parameters.get("name") else {
            throw HTTPError(.notFound, message: "There is no page at this address.")
        }
        let entities: Set<String>
        do {
            entities = try application.entitiesRead(byDashboard: name, user: context.user)
        } catch let error as DirectError {
            throw HTTPError(Self.status(of: error.kind), message: error.message)
        }
        if request.method == .head { return LiveSections.headOfStream }
        let ticket = try liveLists.quota.admitOrRefuse(client: (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress)
        let since = try Self.parameters(of: request).last { $0.name == "since" }.flatMap { UInt64($0.value) }
        // Listening begins with the body: a response never written (the client gone before its
        // head) leaves no listener behind.
        let listener = DashboardListener(entities: entities)
        let rules = application.rules
        let generation = rules.generation
        let application = application
        let queriesGeneration = application.queriesGeneration
        let session = LiveSections.sessionCheck(of: context)
        let stillAllowed: @Sendable () -> Bool = {
            rules.generation == generation && application.queriesGeneration == queriesGeneration && (session?() ?? true)
        }
        let pause = liveLists.bounds.dashboardRefreshInterval
        let heartbeat = LiveLimits().heartbeat
        return Response.eventStream(for: request, ticket: ticket, close: { listener.close() }, ended: { await liveLists.stopListening(listener) }) { writer in
            await liveLists.startListening(listener, since: since)
            try await Self.send(to: listener, through: &writer, pause: pause, heartbeat: heartbeat, stillAllowed: stillAllowed)
        }
    }

    /// Writes `listener`'s events until it is closed or `stillAllowed` says no, pausing after
    /// each change told so that the browser reads the dashboard at most once a `pause`.
    private static func send(
        to listener: DashboardListener, through writer: inout any ResponseBodyWriter, pause: Duration, heartbeat: Duration,
        stillAllowed: @escaping @Sendable () -> Bool
    ) async throws {
        try await writer.write(ServerSentEvent.retry(milliseconds: 2000))
        try await EventStreamPacing.run(
            heartbeat: heartbeat, ring: { listener.requestHeartbeat() }, stillAllowed: stillAllowed, close: { listener.close() }
        ) {
            writing: for await _ in listener.doorbell {
                guard let event = listener.take() else { continue }
                // Asked before each write: a change after a sign-out is not told.
                guard stillAllowed() else { break writing }
                switch event {
                case .changed:
                    try await writer.write(ServerSentEvent.changed)
                    try await Task.sleep(for: pause)
                case .heartbeat:
                    try await writer.write(ServerSentEvent.heartbeat)
                }
            }
        }
    }

    /// The entity a saved query that writes changes, when `path` is its page (`/q/NAME`).
    private func savedChangeEntity(inPath path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.count == 2, segments[0] == "q", let name = try? DirectPaths.decode(segments[1]) else { return nil }
        return application.entityChanged(bySavedQuery: name)
    }

    /// The query's parameters, read as a form (application/x-www-form-urlencoded), because that
    /// is what the list's search and filter forms send: a browser writes a space in them as "+".
    static func parameters(of request: Request) throws -> [(name: String, value: String)] {
        do {
            return try FormData(urlEncoded: request.uri.query ?? "").fields
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
    }

    /// The application's answer, its refusals as error pages.
    private func answer(to request: DirectRequest) async throws -> DirectResponse {
        do {
            return try await application.respond(to: request)
        } catch let error as DirectError {
            // A program's refusal stays in English, as the API's descriptions: a program may
            // read it; a person's is in their language.
            let isProgram = request.path.hasSuffix(".json") || request.path.hasPrefix("/choices/")
            throw HTTPError(Self.status(of: error.kind), message: isProgram ? error.message : error.message(in: request.language, locale: request.locale))
        }
    }

    /// The entity a form's address names: `/e/ENTITY/KEY/edit`, `/e/ENTITY/KEY/delete`,
    /// `/new/ENTITY`.
    static func entityName(inPath path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.count >= 2, segments[0] == "e" || segments[0] == "new" else { return nil }
        return try? DirectPaths.decode(segments[1])
    }

    static func status(of kind: DirectError.Kind) -> HTTPResponse.Status {
        switch kind {
        case .notFound: .notFound
        case .badRequest: .badRequest
        case .forbidden: .forbidden
        case .conflict: .conflict
        }
    }
}

extension Response {
    /// The response without its body, for HEAD: a whole one keeps its `Content-Length`; a
    /// streamed one has none, and the server frames it as the GET is (chunked) while sending no
    /// body — nor running the body's work.
    var headOnly: Response {
        guard body.contentLength == nil else { return createHeadResponse() }
        var headers = self.headers
        headers[.contentLength] = nil
        return Response(status: status, headers: headers, body: ResponseBody { writer in try await writer.finish(nil) })
    }
}
