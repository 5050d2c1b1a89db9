import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import Synchronization
import Tessera

/// Lets only a person who signed in through: one user name and password, a sign-in page at
/// `/login`, and a signed session cookie.
///
/// ```swift
/// router.addTesseraMiddleware()
/// router.add(middleware: LoginMiddleware(
///     user: "admin", password: try String(contentsOfFile: "password.txt"),
///     secret: try SessionSecret.loadOrCreate(at: "/var/lib/shop/session-secret")))
/// ```
///
/// The session cookie holds the time it was issued, its expiry, and an HMAC-SHA256 of them, of the
/// user and of the request's CSRF token: the server keeps no table of sessions, and a cookie
/// cannot be forged or stretched. The key comes from a ``SessionSecret``; servers given the same
/// one accept each other's cookies, and a restart keeps everyone signed in — unless the password
/// changed, since its digest is signed too. Without a secret, the key is made when the server
/// starts, and a restart signs everyone out.
///
/// Signing out ends every session of the user (every browser it signed in on) by moving the time
/// of the last sign-out on: a session issued before it has ended. That time lives in memory and,
/// with a secret's ``SessionSecret/signOutFile``, in a file every server sharing the secret reads
/// within about a second — so a copied cookie dies with the sign-out everywhere, and stays dead
/// after a restart.
///
/// Binding the session to the CSRF cookie means a CSRF token planted in a browser (by a sibling
/// site that can set cookies) does not go with the victim's session. Tessera's own assets (the
/// stylesheet of the sign-in page) need no session. A request without a session is sent to the
/// sign-in page (GET) or refused (403).
///
/// Wrong passwords are throttled: for each user name, a growing wait after a few, up to 30
/// seconds; for the whole server, a few a second (429 with `Retry-After`).
public struct LoginMiddleware<Context: TesseraRequestContext>: RouterMiddleware {
    /// The cookie holding the session.
    public static var cookieName: String { "tessera_session" }
    /// The sign-in page's path.
    public static var loginPath: String { "/login" }
    /// The sign-out path (POST).
    public static var logoutPath: String { "/logout" }

    let user: String
    let password: String
    /// A digest of the password, signed into every session: a server restarted with a new
    /// password refuses the sessions of the old one, as a restart did when the key died with it.
    private let passwordDigest: String
    let key: SymmetricKey
    let sessionDuration: Duration
    /// The last sign-out: a session issued at or before it has ended.
    private let signOuts: SignOutRecord
    private let throttle: SignInThrottle

    /// Requires signing in as `user` with `password` (a trailing newline, as files end, is not
    /// part of it); a session lasts `sessionDuration`; wrong passwords are throttled by
    /// `signInLimits`; cookies are signed with `secret`, or with a key of this server's own when
    /// it is `nil` (sessions then end when the server stops).
    public init(
        user: String, password: String, sessionDuration: Duration = .seconds(12 * 3600), signInLimits: SignInLimits = SignInLimits(),
        secret: SessionSecret? = nil
    ) {
        self.user = user
        var password = password
        while password.hasSuffix("\n") || password.hasSuffix("\r") { password.removeLast() }
        self.password = password
        self.passwordDigest = SHA256.hash(data: Data(password.utf8)).map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
        self.key = secret?.key ?? SymmetricKey(size: .bits256)
        self.sessionDuration = sessionDuration
        self.signOuts = SignOutRecord(file: secret?.signOutFile)
        self.throttle = SignInThrottle(limits: signInLimits)
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path == Self.loginPath {
            return try await login(request, context: context)
        }
        if path == Self.logoutPath, request.method == .post {
            // Only a session may end the sessions: otherwise anyone could sign the user out.
            if let issued = session(of: request, context: context) {
                do {
                    try signOuts.signOut(endingSessionIssuedAt: issued)
                } catch {
                    // Ended here all the same; the other servers and the next start do not know.
                    context.logger.error(
                        "sign-out not recorded in the shared file: other servers keep the sessions until they expire",
                        metadata: ["file": "\(signOuts.file ?? "")", "error": "\(error)"])
                }
            }
            var response = Response(status: .seeOther, headers: [.location: Self.loginPath])
            response.setCookie(Cookie(name: Self.cookieName, value: "", expires: Date(timeIntervalSince1970: 0), path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        if path.hasPrefix("/_tessera/") || session(of: request, context: context) != nil {
            return try await next(request, context)
        }
        guard request.method == .get || request.method == .head else {
            throw HTTPError(.forbidden, message: "Sign in first: your session has ended.")
        }
        let target = request.uri.string
        return Response(status: .seeOther, headers: [.location: Self.loginPath + "?next=" + Self.encode(target)])
    }

    private func login(_ request: Request, context: Context) async throws -> Response {
        let next = Self.safeTarget(request.uri.queryParameters["next"].map(String.init))
        guard request.method == .post else {
            return try page(next: next, message: nil, status: .ok, request: request, context: context)
        }
        let form = try await FormData(request: request)
        let name = form["user"] ?? ""
        let target = Self.safeTarget(form["next"])
        if let wait = throttle.wait(for: name) {
            // Refused before the password is looked at: guessing faster than this learns nothing.
            let seconds = max(1, Int((Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18).rounded(.up)))
            context.logger.notice("sign-in throttled", metadata: ["user": "\(name)"])
            var response = try page(
                next: target, message: "Too many wrong passwords. Try again in \(seconds) second\(seconds == 1 ? "" : "s").",
                status: .tooManyRequests, request: request, context: context)
            response.headers[HTTPField.Name.retryAfter] = String(seconds)
            return response
        }
        // Both compared, always: how long a refusal takes says nothing of which one was wrong.
        let userMatches = Self.equal(name, user)
        let passwordMatches = Self.equal(form["password"] ?? "", password)
        if userMatches && passwordMatches {
            throttle.succeeded(name)
            var response = Response(status: .seeOther, headers: [.location: target])
            response.setCookie(Cookie(name: Self.cookieName, value: session(csrfToken: context.csrfToken), path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        throttle.failed(name)
        context.logger.notice("sign-in refused", metadata: ["user": "\(name)"])
        return try page(next: target, message: "The name or the password is wrong.", status: .unauthorized, request: request, context: context)
    }

    private func page(next: String, message: String?, status: HTTPResponse.Status, request: Request, context: Context) throws -> Response {
        try HTMLResponse(status: status, title: "Sign in", delivery: .whole) {
            LoginPage(next: next, message: message, csrfToken: context.csrfToken)
        }
        .response(from: request, context: context)
    }

    /// A session cookie's value: when it was issued and when it expires (milliseconds since 1970),
    /// and their signature.
    private func session(csrfToken: String) -> String {
        let issued = signOuts.issueTime()
        // At most a century, so that the sum neither overflows nor outgrows the 15 digits a cookie
        // may carry.
        let (seconds, attoseconds) = sessionDuration.components
        let milliseconds = seconds >= 100 * 365 * 86_400 ? 100 * 365 * 86_400_000 : max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        let expiry = issued + milliseconds
        return "\(issued).\(expiry).\(signature(issued: issued, expiry: expiry, csrfToken: csrfToken))"
    }

    /// The HMAC-SHA256 of a session, as 64 lowercase hex digits. The first field names the
    /// cookie's format: a value signed for another use of the key cannot pass for a session.
    private func signature(issued: Int64, expiry: Int64, csrfToken: String) -> String {
        let message = "session-2|\(user)|\(passwordDigest)|\(issued)|\(expiry)|\(csrfToken)"
        let code = HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: key)
        return code.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }

    /// When the request's session was issued, if it carries one that has not expired, was issued
    /// after the last sign-out, and goes with the request's CSRF token; otherwise `nil`.
    private func session(of request: Request, context: Context) -> Int64? {
        guard let value = request.cookies[Self.cookieName]?.value, let cookie = Self.parse(value),
            cookie.expiry > SignOutRecord.now(), cookie.issued > signOuts.latest()
        else { return nil }
        let expected = signature(issued: cookie.issued, expiry: cookie.expiry, csrfToken: context.csrfToken)
        return Self.equal(String(cookie.signature), expected) ? cookie.issued : nil
    }

    /// The parts of a session cookie's value, read strictly: exactly `ISSUED.EXPIRY.SIGNATURE`,
    /// two numbers of 1 to 15 ASCII digits (no sign, no spaces, nothing `Int` would also accept)
    /// and 64 lowercase hex digits. Anything else — too long, more dots, other characters — is
    /// no session, decided before any work that grows with the value.
    static func parse(_ value: String) -> (issued: Int64, expiry: Int64, signature: Substring)? {
        guard value.utf8.count <= 2 * 15 + 2 + 64 else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let issued = number(parts[0]), let expiry = number(parts[1]), parts[2].utf8.count == 64,
            parts[2].utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        return (issued, expiry, parts[2])
    }

    private static func number(_ text: Substring) -> Int64? {
        guard (1...15).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int64(text)
    }

    /// Where to go after signing in: a path on this server, never another site.
    ///
    /// Only printable ASCII passes (a browser drops tabs and line breaks from an address, so
    /// `/<TAB>/evil.example` would become `//evil.example`, another site), and no backslash (which
    /// browsers read as `/`); characters beyond ASCII are percent-encoded.
    static func safeTarget(_ target: String?) -> String {
        guard let target, target.hasPrefix("/"), !target.hasPrefix("//"), target != loginPath,
            !target.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) || $0 == "\\" }),
            let encoded = target.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: Unicode.Scalar(0x21)...Unicode.Scalar(0x7E)))
        else { return "/" }
        return encoded
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~/"))) ?? "/"
    }

    /// Compares in time that depends on neither the strings nor where they differ: their SHA-256
    /// digests, byte by byte. (Comparing the strings padded with zeros let a password followed by
    /// 256 NULs pass.)
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(SHA256.hash(data: Data(lhs.utf8)))
        let right = Array(SHA256.hash(data: Data(rhs.utf8)))
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}

/// The sign-in page.
struct LoginPage: View {
    let next: String
    let message: String?
    let csrfToken: String

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                if let message {
                    Label(message, systemImage: "exclamationmark.triangle").foregroundStyle(.red).attribute("role", "alert")
                }
                Form(action: "/login") {
                    CSRFTokenField(csrfToken)
                    HiddenField(name: "next", value: next)
                    VStack(alignment: .leading, spacing: 12) {
                        TextField("Name", name: "user", text: "").controlAttribute("autocomplete", "username")
                        SecureField("Password", name: "password")
                        Button(submit: "Sign in")
                    }
                }
            }
        }
        .navigationTitle("Sign in")
    }
}
