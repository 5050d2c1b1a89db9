import Hummingbird
import HummingbirdTesting
import TesseraDirect
import TesseraServer
import TesseraTestSupport
import Testing

@Suite("Trusted proxies", .heavy)
struct TrustedProxyTests {
    @Test func addressesAndNetworksAreReadAndMatched() throws {
        let proxies = try #require(TrustedProxies(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]))
        #expect(proxies.trusts("127.0.0.1") && proxies.trusts("10.200.3.4") && proxies.trusts("fd12::1"))
        #expect(!proxies.trusts("127.0.0.2") && !proxies.trusts("11.0.0.1") && !proxies.trusts("fe80::1") && !proxies.trusts("nonsense"))
        for bad in ["", "10.0.0.0/33", "::/129", "shop.example", "10.0.0.0/x", "1.2.3"] {
            #expect(TrustedProxies([bad]) == nil, "\(bad)")
        }
        #expect(!TrustedProxies.nobody.trusts("127.0.0.1"))
    }

    /// Walking back from the connection: the first hop that is not a trusted proxy is the
    /// client; what an untrusted peer writes is ignored; only the one header is read.
    @Test func theClientIsTheFirstUntrustedHopFromTheRight() throws {
        let proxies = try #require(TrustedProxies(["10.0.0.0/8"]))
        #expect(proxies.clientAddress(peer: "10.0.0.1", headerValue: "203.0.113.9") == "203.0.113.9")
        // A client that writes its own header gets no further than the first untrusted hop.
        #expect(proxies.clientAddress(peer: "10.0.0.1", headerValue: "1.1.1.1, 203.0.113.9, 10.0.0.2") == "203.0.113.9")
        #expect(proxies.clientAddress(peer: "198.51.100.7", headerValue: "1.1.1.1") == "198.51.100.7")
        #expect(proxies.clientAddress(peer: "10.0.0.1", headerValue: nil) == "10.0.0.1")
        // A dual-stack listener sees an IPv4 proxy as an IPv4-mapped IPv6 address.
        #expect(proxies.clientAddress(peer: "::ffff:10.0.0.5", headerValue: "203.0.113.9") == "203.0.113.9")

        let rfc = try #require(TrustedProxies(["10.0.0.0/8"], header: .forwarded))
        #expect(rfc.clientAddress(peer: "10.0.0.1", headerValue: #"for=192.0.2.43, for="[2001:db8:cafe::17]:4711";proto=https"#)
            == "2001:db8:cafe::17")
        #expect(rfc.clientAddress(peer: "10.0.0.1", headerValue: "for=unknown") == "10.0.0.1")
    }

    /// Behind a trusted proxy, the streams each person may hold are counted per forwarded
    /// address; without the trust, the proxy's headers change nothing.
    @Test(arguments: [true, false])
    func liveStreamsAreCountedPerForwardedClient(trusted: Bool) async throws {
        let router = DirectServer.router(
            for: DirectApplication(database: try await TestEngine.sqlite.sample()),
            liveListLimits: LiveListLimits(maximumStreams: 10, maximumStreamsPerClient: 1),
            trustedProxies: trusted ? try #require(TrustedProxies(["127.0.0.1"])) : .nobody)
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await EventStream.open(port: port, path: "/live/language", headers: ["X-Forwarded-For": "192.0.2.1"]) { ada in
                #expect(ada.status == 200)
                try await EventStream.open(port: port, path: "/live/category", headers: ["X-Forwarded-For": "192.0.2.2"]) { bob in
                    #expect(bob.status == (trusted ? 200 : 503), "another person behind the proxy")
                }
                // A Forwarded header the client wrote itself is not read: X-Forwarded-For is.
                try await EventStream.open(port: port, path: "/live/actor", headers: ["Forwarded": "for=192.0.2.9", "X-Forwarded-For": "192.0.2.1"]) {
                    again in
                    #expect(again.status == 503, "the same person's second stream")
                }
            }
        }
    }
}
