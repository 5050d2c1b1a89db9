import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The proxies whose word on the client's address is taken: addresses and networks in CIDR
/// form (`127.0.0.1`, `10.0.0.0/8`, `fd00::/8`).
///
/// Behind nginx every request comes from nginx's address, so the limits kept per client — live
/// streams per address — would count every person as one. A request from one of these proxies is
/// taken to be from the address it names in one header, ``header``: `X-Forwarded-For` by default
/// (what nginx, HAProxy and most balancers append to), or `Forwarded` (RFC 7239) for a proxy set
/// to write that. Only that one header is read: a proxy that appends to one passes the other on
/// as the client wrote it, and a client could name anyone there. From anyone but these proxies
/// both are ignored.
public struct TrustedProxies: Sendable, Hashable {
    /// The header a trusted proxy names the client in.
    public enum Header: String, Sendable, Hashable, CaseIterable {
        /// `X-Forwarded-For: client, proxy1, …` — the default.
        case xForwardedFor = "x-forwarded-for"
        /// `Forwarded: for=client, for=proxy1` (RFC 7239).
        case forwarded
    }

    /// One address, or a network: the first `prefixLength` bits of `bytes`.
    struct Network: Sendable, Hashable {
        let bytes: [UInt8]
        let prefixLength: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var bits = prefixLength
            for (a, b) in zip(address, bytes) {
                if bits <= 0 { return true }
                let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
                if a & mask != b & mask { return false }
                bits -= 8
            }
            return true
        }
    }

    let networks: [Network]
    /// The one header whose hops are read.
    public let header: Header

    /// No proxy is trusted: the connection's own address is the client's.
    public static let nobody = TrustedProxies(networks: [], header: .xForwardedFor)

    private init(networks: [Network], header: Header) {
        self.networks = networks
        self.header = header
    }

    /// The proxies `entries` name, each an address or a network in CIDR form, which name the
    /// client in `header`; nil when an entry is neither an address nor a network.
    public init?(_ entries: some Sequence<String>, header: Header = .xForwardedFor) {
        self.header = header
        var networks: [Network] = []
        for entry in entries {
            let parts = entry.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let bytes = Self.bytes(of: String(parts[0])) else { return nil }
            let length: Int
            if parts.count == 2 {
                guard let number = Int(parts[1]), (0...bytes.count * 8).contains(number) else { return nil }
                length = number
            } else {
                length = bytes.count * 8
            }
            networks.append(Network(bytes: bytes, prefixLength: length))
        }
        self.networks = networks
    }

    /// Whether `address` (in text) is one of the trusted proxies.
    public func trusts(_ address: String) -> Bool {
        guard !networks.isEmpty, let bytes = Self.bytes(of: address) else { return false }
        return networks.contains { $0.contains(bytes) }
    }

    /// The client's address for a connection from `peer` whose ``header`` reads `value` (its
    /// lines joined by commas): walking back from the peer through the hops, the first address
    /// that is not a trusted proxy. The peer itself when it is not trusted, or names no hop.
    public func clientAddress(peer: String, headerValue value: String?) -> String {
        guard trusts(peer), let value, !value.isEmpty else { return peer }
        let hops = switch header {
        case .forwarded: Self.forHops(inForwarded: value)
        case .xForwardedFor: value.split(separator: ",").map { Self.address(of: $0) }
        }
        var client = peer
        for hop in hops.reversed() {
            // A hop that is not an address (`unknown`, an obfuscated name) ends the walk: what
            // lies before it cannot be checked.
            guard Self.bytes(of: hop) != nil else { break }
            client = hop
            if !trusts(hop) { break }
        }
        return client
    }

    /// The `for=` values of a `Forwarded` header, in order.
    static func forHops(inForwarded header: String) -> [String] {
        header.split(separator: ",").compactMap { element in
            element.split(separator: ";").lazy.compactMap { pair -> String? in
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "for" else { return nil }
                return address(of: parts[1])
            }.first
        }
    }

    /// An address as a hop writes it, without quotes, brackets or port: `"[2001:db8::1]:4711"`
    /// is `2001:db8::1`, `192.0.2.1:80` is `192.0.2.1`.
    static func address(of hop: Substring) -> String {
        var text = hop.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("["), let end = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<end])
        }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            return String(text[..<colon])
        }
        return text
    }

    /// The address's bytes: 4 for IPv4 — also for an IPv4 address mapped into IPv6
    /// (`::ffff:10.0.0.5`, how a dual-stack listener sees an IPv4 peer) — 16 for IPv6; nil when it
    /// is not an address.
    static func bytes(of address: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, address, &v6) == 1 {
            let bytes = withUnsafeBytes(of: &v6) { Array($0) }
            if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF { return Array(bytes[12...]) }
            return bytes
        }
        return nil
    }
}
