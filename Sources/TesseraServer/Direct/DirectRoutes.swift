import HTTPTypes
import Hummingbird
import Tessera
import TesseraDirect

extension Router where Context: TesseraRequestContext {
    /// Serves a Direct application: its entity list at its base path, lists and rows under
    /// `/e/`, new-row forms under `/new/` (see ``TesseraDirect/DirectPaths``).
    ///
    /// ```swift
    /// let router = Router(context: BasicTesseraRequestContext.self)
    /// router.addTesseraMiddleware()
    /// router.addDirectRoutes(DirectApplication(database: database, rules: rules))
    /// ```
    ///
    /// Embed it in an application of your own by giving the application a base path
    /// (`DirectPaths(basePath: "/admin")`) and adding your routes beside it. Add
    /// ``addTesseraMiddleware()`` first: the forms rely on its CSRF check and error pages.
    ///
    /// - Parameter allowsDebugParameter: whether `?debug=1` turns on the rule explanations; give
    ///   it only where the people reaching the server may read the rules (on loopback).
    public func addDirectRoutes(_ application: DirectApplication, allowsDebugParameter: Bool = false) {
        let responder = DirectResponder<Context>(application: application, allowsDebugParameter: allowsDebugParameter)
        let base = application.paths.basePath
        let handler: @Sendable (Request, Context) async throws -> Response = { request, context in
            try await responder.respond(to: request, context: context)
        }
        get(RouterPath(base.isEmpty ? "/" : base), use: handler)
        for prefix in ["/e/**", "/new/**"] {
            get(RouterPath(base + prefix), use: handler)
            post(RouterPath(base + prefix), use: handler)
        }
    }
}

/// Turns HTTP requests into the application's requests, and its answers into responses.
struct DirectResponder<Context: TesseraRequestContext>: Sendable {
    let application: DirectApplication
    let allowsDebugParameter: Bool

    func respond(to request: Request, context: Context) async throws -> Response {
        let method: DirectRequest.Method = request.method == .post ? .post : .get
        var path = request.uri.path
        let base = application.paths.basePath
        if !base.isEmpty, path.hasPrefix(base) { path.removeFirst(base.count) }
        // The query is read as a form (application/x-www-form-urlencoded), because that is what
        // the list's search and filter forms send: a browser writes a space in them as "+".
        let parameters: [(name: String, value: String)]
        do {
            parameters = try FormData(urlEncoded: request.uri.query ?? "").fields
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
        var form: [String: String] = [:]
        if method == .post {
            for field in try await FormData(request: request).fields where form[field.name] == nil {
                form[field.name] = field.value
            }
        }
        let debug = allowsDebugParameter && parameters.contains { $0.name == "debug" && $0.value == "1" }
        let answer: DirectResponse
        do {
            answer = try await application.respond(
                to: DirectRequest(method: method, path: path, parameters: parameters, form: form, debug: debug))
        } catch let error as DirectError {
            throw HTTPError(Self.status(of: error.kind), message: error.message)
        }
        switch answer {
        case .page(var page, let status):
            page.formToken = FormToken(name: CSRFMiddleware<Context>.fieldName, value: context.csrfToken)
            return try HTMLResponse(status: HTTPResponse.Status(code: status), title: page.title) { page }
                .response(from: request, context: context)
        case .redirect(let location):
            return Response(status: .seeOther, headers: [.location: location])
        }
    }

    static func status(of kind: DirectError.Kind) -> HTTPResponse.Status {
        switch kind {
        case .notFound: .notFound
        case .badRequest: .badRequest
        case .forbidden: .forbidden
        }
    }
}
