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
/// router.add(middleware: LoginMiddleware(user: "admin", password: try String(contentsOfFile: "password.txt")))
/// ```
///
/// The session cookie holds its expiry, the sign-out epoch and an HMAC-SHA256 of them, of the user
/// and of the request's CSRF token, under a key made when the server starts: the server keeps one
/// number of session state, and a cookie cannot be forged or stretched. Signing out moves the epoch
/// on, which ends every session of the user (every browser it signed in on); restarting the
/// server signs everyone out. Binding the session to the CSRF cookie means a CSRF token planted
/// in a browser (by a sibling site that can set cookies) does not go with the victim's session.
/// Tessera's own assets (the stylesheet of the sign-in page) need no session. A request without
/// a session is sent to the sign-in page (GET) or refused (403).
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
    let key: SymmetricKey
    let sessionDuration: Duration
    /// Moves on at each sign-out; a session signed with an earlier one has ended.
    private let epoch: SessionEpoch
    private let throttle: SignInThrottle

    /// Requires signing in as `user` with `password` (a trailing newline, as files end, is not
    /// part of it); a session lasts `sessionDuration`; wrong passwords are throttled by
    /// `signInLimits`.
    public init(user: String, password: String, sessionDuration: Duration = .seconds(12 * 3600), signInLimits: SignInLimits = SignInLimits()) {
        self.user = user
        var password = password
        while password.hasSuffix("\n") || password.hasSuffix("\r") { password.removeLast() }
        self.password = password
        self.key = SymmetricKey(size: .bits256)
        self.sessionDuration = sessionDuration
        self.epoch = SessionEpoch()
        self.throttle = SignInThrottle(limits: signInLimits)
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path == Self.loginPath {
            return try await login(request, context: context)
        }
        if path == Self.logoutPath, request.method == .post {
            // Only a session may end the sessions: otherwise anyone could sign the user out.
            if hasSession(request, context: context) { epoch.advance() }
            var response = Response(status: .seeOther, headers: [.location: Self.loginPath])
            response.setCookie(Cookie(name: Self.cookieName, value: "", expires: Date(timeIntervalSince1970: 0), path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        if path.hasPrefix("/_tessera/") || hasSession(request, context: context) {
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

    /// A session cookie's value: its expiry, the epoch, and their signature.
    private func session(csrfToken: String) -> String {
        let expiry = Int(Date().timeIntervalSince1970) + Int(sessionDuration.components.seconds)
        let epoch = epoch.current
        return "\(expiry).\(epoch).\(signature(expiry: expiry, epoch: epoch, csrfToken: csrfToken))"
    }

    private func signature(expiry: Int, epoch: Int, csrfToken: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data("\(user)|\(expiry)|\(epoch)|\(csrfToken)".utf8), using: key)
        return code.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }

    /// Whether the request carries a session that has not expired, was signed since the last
    /// sign-out, and goes with the request's CSRF token.
    private func hasSession(_ request: Request, context: Context) -> Bool {
        guard let value = request.cookies[Self.cookieName]?.value else { return false }
        let parts = value.split(separator: ".", maxSplits: 2)
        guard parts.count == 3, let expiry = Int(parts[0]), expiry > Int(Date().timeIntervalSince1970),
            let epoch = Int(parts[1]), epoch == self.epoch.current
        else { return false }
        return Self.equal(String(parts[2]), signature(expiry: expiry, epoch: epoch, csrfToken: context.csrfToken))
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

/// The number that signing out moves on, shared by the copies of a ``LoginMiddleware``.
final class SessionEpoch: Sendable {
    private let value = Mutex(0)

    var current: Int { value.withLock { $0 } }

    func advance() { value.withLock { $0 += 1 } }
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
