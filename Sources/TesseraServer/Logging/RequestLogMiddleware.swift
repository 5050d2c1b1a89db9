import Hummingbird
import Logging

/// Logs one line per request when its response starts: the method, the address, the status and
/// how long the response took to begin — what a person watching `tessera serve` wants to see.
///
/// ```
/// notice tessera: GET /e/film?sort=title 200 12 ms
/// ```
///
/// The line carries the same facts as metadata (`method`, `path`, `status`, `duration_ms`) beside
/// the request's id that Hummingbird gives its logger (`hb.request.id`), which every other line
/// logged for the request carries too: ``JSONLogHandler`` writes them as fields.
///
/// Put it first, so that the statuses of error pages and of refused requests are logged too;
/// `DirectServer.router(for:logsRequests:)` does.
public struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The level of the lines.
    public var level: Logger.Level

    /// A middleware that logs each request at `level`.
    public init(level: Logger.Level = .notice) {
        self.level = level
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start, context: context)
            return response
        } catch let error as any HTTPResponseError {
            log(request, status: error.status.code, since: start, context: context)
            throw error
        } catch {
            log(request, status: 500, since: start, context: context)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, context: Context) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        let time = milliseconds < 10 ? String(Double(Int(milliseconds * 10)) / 10) : String(Int(milliseconds))
        // The same facts as fields, for logs read by machines (``JSONLogHandler``); the request's
        // id is the logger's already.
        context.logger.log(
            level: level, "\(request.method) \(request.uri) \(status) \(time) ms",
            metadata: [
                "method": .string(request.method.rawValue), "path": .string(request.uri.path), "status": .stringConvertible(status),
                "duration_ms": .stringConvertible(Double(Int(milliseconds * 10)) / 10),
            ])
    }
}
