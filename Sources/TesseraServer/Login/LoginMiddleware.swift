import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import Tessera

/// Lets only a person who signed in through: one user name and password, a sign-in page at
/// `/login`, and a signed session cookie.
///
/// ```swift
/// router.addTesseraMiddleware()
/// router.add(middleware: LoginMiddleware(user: "admin", password: try String(contentsOfFile: "password.txt")))
/// ```
///
/// The session cookie holds its expiry and an HMAC-SHA256 of it under a key made when the server
/// starts: the server keeps no session state, and a cookie cannot be forged or stretched. Restarting
/// the server signs everyone out. Tessera's own assets (the stylesheet of the sign-in page) need no
/// session. A request without a session is sent to the sign-in page (GET) or refused (403).
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

    /// Requires signing in as `user` with `password` (a trailing newline, as files end, is not
    /// part of it); a session lasts `sessionDuration`.
    public init(user: String, password: String, sessionDuration: Duration = .seconds(12 * 3600)) {
        self.user = user
        var password = password
        while password.hasSuffix("\n") || password.hasSuffix("\r") { password.removeLast() }
        self.password = password
        self.key = SymmetricKey(size: .bits256)
        self.sessionDuration = sessionDuration
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path == Self.loginPath {
            return try await login(request, context: context)
        }
        if path == Self.logoutPath, request.method == .post {
            var response = Response(status: .seeOther, headers: [.location: Self.loginPath])
            response.setCookie(Cookie(name: Self.cookieName, value: "", expires: Date(timeIntervalSince1970: 0), path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        if path.hasPrefix("/_tessera/") || hasSession(request) {
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
        // Both compared, always: how long a refusal takes says nothing of which one was wrong.
        let userMatches = Self.equal(form["user"] ?? "", user)
        let passwordMatches = Self.equal(form["password"] ?? "", password)
        if userMatches && passwordMatches {
            var response = Response(status: .seeOther, headers: [.location: Self.safeTarget(form["next"])])
            response.setCookie(Cookie(name: Self.cookieName, value: session(), path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        // Slow down guessing; a person hardly notices.
        try await Task.sleep(for: .milliseconds(300))
        context.logger.notice("sign-in refused", metadata: ["user": "\(form["user"] ?? "")"])
        return try page(next: Self.safeTarget(form["next"]), message: "The name or the password is wrong.", status: .unauthorized, request: request, context: context)
    }

    private func page(next: String, message: String?, status: HTTPResponse.Status, request: Request, context: Context) throws -> Response {
        try HTMLResponse(status: status, title: "Sign in") {
            LoginPage(next: next, message: message, csrfToken: context.csrfToken)
        }
        .response(from: request, context: context)
    }

    /// A session cookie's value: its expiry and the signature of it.
    private func session() -> String {
        let expiry = Int(Date().timeIntervalSince1970) + Int(sessionDuration.components.seconds)
        return "\(expiry).\(signature(of: expiry))"
    }

    private func signature(of expiry: Int) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data("\(user)|\(expiry)".utf8), using: key)
        return code.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }

    private func hasSession(_ request: Request) -> Bool {
        guard let value = request.cookies[Self.cookieName]?.value else { return false }
        let parts = value.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, let expiry = Int(parts[0]), expiry > Int(Date().timeIntervalSince1970) else { return false }
        return Self.equal(String(parts[1]), signature(of: expiry))
    }

    /// Where to go after signing in: a path on this server, never another site.
    static func safeTarget(_ target: String?) -> String {
        guard let target, target.hasPrefix("/"), !target.hasPrefix("//"), !target.hasPrefix("/\\"),
            !target.contains(where: { $0.isNewline }), target != loginPath
        else { return "/" }
        return target
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~/"))) ?? "/"
    }

    /// Compares in time that does not depend on where the strings differ (only on their lengths).
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        var difference = UInt8(truncatingIfNeeded: left.count ^ right.count)
        for index in 0..<max(left.count, right.count) {
            difference |= (index < left.count ? left[index] : 0) ^ (index < right.count ? right[index] : 0)
        }
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
