import HTTPTypes
import Hummingbird
import NIOCore

/// A request context whose client address a trusted proxy may restate: what
/// ``TrustedProxyMiddleware`` sets.
public protocol ProxiedRequestContext: RemoteAddressRequestContext {
    /// The client's address: the connection's, or the one a trusted proxy forwarded.
    var remoteAddress: SocketAddress? { get set }
}

/// Takes the client's address from the header ``TrustedProxies`` names (`X-Forwarded-For` by
/// default) when the connection comes from one of them (see there), so that what is kept per client — live streams per
/// address — counts people, not the proxy in front of them.
///
/// ```swift
/// router.add(middleware: TrustedProxyMiddleware(TrustedProxies(["10.0.0.0/8"])!))
/// ```
///
/// Put it before anything that reads the address. `DirectServer.router(for:trustedProxies:)`
/// adds it; `tessera serve --trusted-proxy` names the proxies.
public struct TrustedProxyMiddleware<Context: ProxiedRequestContext>: RouterMiddleware {
    let proxies: TrustedProxies

    /// Believes `proxies`, and nobody else.
    public init(_ proxies: TrustedProxies) {
        self.proxies = proxies
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let peer = context.remoteAddress?.ipAddress, proxies.trusts(peer) else {
            return try await next(request, context)
        }
        let name = proxies.header == .forwarded ? Self.forwarded : Self.xForwardedFor
        let client = proxies.clientAddress(peer: peer, headerValue: request.headers[values: name].joined(separator: ","))
        var context = context
        if client != peer, let address = try? SocketAddress(ipAddress: client, port: 0) {
            context.remoteAddress = address
        }
        return try await next(request, context)
    }

    static var forwarded: HTTPField.Name { HTTPField.Name("Forwarded")! }
    static var xForwardedFor: HTTPField.Name { HTTPField.Name("X-Forwarded-For")! }
}
