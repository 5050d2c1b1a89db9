import HTTPTypes
import Hummingbird
import Logging
import TesseraData

/// Answers a load balancer's or an orchestrator's health checks, ahead of everything else:
///
/// - `GET /healthz` — the process is up and answering: `200 ok`, always.
/// - `GET /readyz` — it can do its work: `200 ready` when the database answers
///   (`Database.checkConnection()`; busy counts, as the server answered), else `503 not ready:
///   database KIND` (`unavailable`, `connection`, …) with `Retry-After`; the engine's own words go
///   to the log, not to whoever asks.
///
/// ```swift
/// router.add(middleware: HealthCheckMiddleware(database: database))   // first
/// ```
///
/// Put it first: a check needs no session and no host name of the site's (balancers ask by
/// address), is not a page a person sees, and would fill the request log every few seconds. The
/// answers are plain text with no cache, and hold nothing but the words above. `DirectServer.router(for:)`
/// adds it.
public struct HealthCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The path of the liveness check.
    public static var livenessPath: String { "/healthz" }
    /// The path of the readiness check.
    public static var readinessPath: String { "/readyz" }

    let database: Database

    /// Checks that answer for the process and for `database`.
    public init(database: Database) {
        self.database = database
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path == Self.livenessPath || path == Self.readinessPath, request.method == .get || request.method == .head else {
            return try await next(request, context)
        }
        if path == Self.livenessPath { return Self.answer(.ok, "ok") }
        do {
            try await database.checkConnection()
            return Self.answer(.ok, "ready")
        } catch let error as DatabaseError where error.kind == .busy {
            // The database answered that it is busy: it is there. Unready pods under load would
            // turn a spike into an outage.
            return Self.answer(.ok, "ready")
        } catch {
            // The reason goes to the log only: the check answers anyone, before sign-in, and the
            // engine's words name hosts, users and databases.
            let kind = (error as? DatabaseError).map { "\($0.kind)" } ?? "error"
            context.logger.warning("not ready", metadata: ["error": "\(error)"])
            var response = Self.answer(.serviceUnavailable, "not ready: database \(kind)")
            response.headers[.retryAfter] = "5"
            return response
        }
    }

    private static func answer(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text + "\n")))
    }
}
