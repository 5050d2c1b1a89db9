#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The host names a server answers to: what the `Host` header of a request must name.
///
/// A server on loopback with no password trusts whoever can reach it — which, through DNS
/// rebinding, is any web page: a page on `attacker.example` re-points its own name at 127.0.0.1,
/// and the browser then sends that page's requests, with `Host: attacker.example`, to the local
/// server, and lets the page read the answers. Checking the `Host` header stops it: the attacker
/// can change where a name points, not which name the browser puts in the header.
///
/// ```swift
/// AllowedHosts.loopback                                   // localhost, 127.0.0.1, [::1], *.localhost
/// AllowedHosts.loopback.adding(["shop.internal"])         // and a name of yours
/// AllowedHosts.any                                        // no check (behind a password, or a proxy that checks)
/// ```
///
/// Names are compared without case, without a trailing dot and without the port.
public struct AllowedHosts: Sendable, Hashable {
    /// Names allowed besides the loopback ones; `nil` allows every name.
    private var names: Set<String>?
    /// Whether loopback names and addresses are allowed.
    private var allowsLoopback: Bool

    /// Every host name: no check.
    public static let any = AllowedHosts(names: nil, allowsLoopback: true)

    /// The loopback names only: `localhost` and names under `.localhost` (browsers resolve them to
    /// loopback themselves, so no one can rebind them), and loopback addresses (`127.0.0.1`,
    /// `[::1]`).
    public static let loopback = AllowedHosts(names: [], allowsLoopback: true)

    /// Exactly `names` (host names or IP addresses), without the loopback ones.
    public static func only(_ names: some Sequence<String>) -> AllowedHosts {
        AllowedHosts(names: Set(names.map(Self.normalized)), allowsLoopback: false)
    }

    /// These hosts and `names` too. Adding to ``any`` leaves it as it is.
    public func adding(_ names: some Sequence<String>) -> AllowedHosts {
        guard let existing = self.names else { return self }
        return AllowedHosts(names: existing.union(names.map(Self.normalized)), allowsLoopback: allowsLoopback)
    }

    /// Whether every host is allowed.
    public var allowsAnyHost: Bool { names == nil }

    /// Whether a request whose `Host` header (or HTTP/2 authority) is `authority` may be served.
    /// `authority` may carry a port (`localhost:8080`, `[::1]:8080`).
    public func allows(authority: String) -> Bool {
        guard let names else { return true }
        guard let host = Self.host(ofAuthority: authority) else { return false }
        if allowsLoopback && Self.isLoopback(host) { return true }
        return names.contains(host)
    }

    /// The host of an authority, lowercased, without port, brackets or trailing dot; `nil` when it
    /// is not one (spaces, an empty name, a bad port).
    static func host(ofAuthority authority: String) -> String? {
        var host = Substring(authority)
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })) else { return nil }
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.lastIndex(of: ":") {
            guard host[host.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            host = host[..<colon]
        }
        let name = normalized(String(host))
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "/" && $0 != "\\" && $0 != "@" })
        else { return nil }
        return name
    }

    /// `name` as the host check compares it (lowercased, no trailing dot or brackets), or `nil`
    /// when it is not a bare host name or address: it has spaces, a port, a path or a user.
    public static func host(named name: String) -> String? {
        let normalized = normalized(name)
        if normalized.contains(":") && !isAddress(normalized) { return nil }
        guard !normalized.isEmpty,
            normalized.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "/" && $0 != "\\" && $0 != "@" })
        else { return nil }
        return normalized
    }

    /// Whether `host` — a name or an address, without port or brackets — is loopback:
    /// `localhost`, a name under `.localhost`, an address in 127.0.0.0/8, or `::1`.
    ///
    /// Addresses are parsed, not compared as text: `127.evil.example` is not loopback.
    public static func isLoopback(_ host: String) -> Bool {
        var name = normalized(host)
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, name, &v6) == 1 {
            let bytes = withUnsafeBytes(of: &v6) { Array($0) }
            if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }  // ::1
            // An IPv4 loopback address mapped into IPv6: ::ffff:127.x.y.z.
            return bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
        }
        return false
    }

    /// Whether `host` is an IPv4 or IPv6 address (not a name).
    public static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    private static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasSuffix("."), name.count > 1 { name.removeLast() }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return name
    }
}
