import HTTPTypes
import Hummingbird
import Logging
import Tessera
import TesseraData

/// Turns every error into a page a person can read, with the right status: an `HTTPError`'s status
/// and message (a 404 for an unknown address), and for anything else a 500 that says nothing of
/// the error but its reference in the log, where the error itself goes.
///
/// Put it before the middleware and routes whose errors it should show, after
/// ``SecurityHeadersMiddleware`` so that error pages get the headers too — or let
/// `router.addTesseraMiddleware()` order them.
///
/// An error thrown after a page has started streaming cannot change its status: the connection is
/// closed instead, and the error is logged.
public struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    /// A middleware that renders error pages.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return try page(status: error.status, message: error.body, headers: error.headers, request: request, context: context)
        } catch let error as any HTTPResponseError {
            return try page(status: error.status, message: nil, headers: [:], request: request, context: context)
        } catch let error as DatabaseError where [.unavailable, .busy, .connection].contains(error.kind) {
            // Not the server's fault nor the person's: the database is away or locked. Say so,
            // and when to try again; the details go to the log.
            context.logger.warning("database unavailable", metadata: ["error": "\(error.message)", "uri": "\(request.uri.path)"])
            let message = error.kind == .busy
                ? "The database is busy: another program holds a lock on it. Nothing was changed; reload the page in a moment."
                : "The database cannot be reached right now. Nothing was changed; reload the page in a moment — it works again as soon as the database answers."
            return try page(status: .serviceUnavailable, message: message, headers: [.retryAfter: "5"], request: request, context: context)
        } catch let error as DatabaseError where error.kind == .timedOut {
            // The database stopped a statement at the time limit: the page asks more of it than
            // it answers in that time. Nothing was changed; a narrower question is answered.
            context.logger.warning("statement stopped at its time limit", metadata: ["error": "\(error.message)", "uri": "\(request.uri.path)"])
            let message = "This page asks the database for more than it can answer in the time it is given. Nothing was changed. Narrow it — a search, a filter, fewer rows, a sort by another column — and try again."
            return try page(status: .serviceUnavailable, message: message, headers: [:], request: request, context: context)
        } catch {
            context.logger.error("request failed", metadata: ["error": "\(String(reflecting: error))", "uri": "\(request.uri.path)"])
            return try page(status: .internalServerError, message: nil, headers: [:], request: request, context: context, reference: context.id)
        }
    }

    private func page(
        status: HTTPResponse.Status,
        message: String?,
        headers: HTTPFields,
        request: Request,
        context: Context,
        reference: String? = nil
    ) throws -> Response {
        // Only messages written for people go on the page: those of client errors, and why the
        // service is unavailable.
        let shown = (400..<500).contains(status.code) || status == .serviceUnavailable ? message : nil
        var response = try HTMLResponse(status: status, delivery: .whole, content: ErrorPage(status: status, message: shown, reference: reference, theme: context.servedTheme))
            .response(from: request, context: context)
        for field in headers where field.name != .contentType && field.name != .contentLength {
            response.headers.append(field)
        }
        return response
    }
}
