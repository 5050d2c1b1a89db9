import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOPosix
import Synchronization
import Tessera
import TesseraDirect

/// Lets only a person who signed in through: one user name and password, or the accounts of a
/// file that `tessera users` keeps; a sign-in page at `/login`, and a signed session cookie.
///
/// ```swift
/// router.addTesseraMiddleware()
/// router.add(middleware: try LoginMiddleware(
///     accountsFile: "/etc/shop/staff.users",
///     secret: try SessionSecret.loadOrCreate(at: "/var/lib/shop/session-secret")))
/// ```
///
/// The person who signed in is the request context's ``TesseraRequestContext/user``: their name
/// and their roles (none for the one user of `init(user:password:)`), which a Direct
/// application's rules read as `user`.
///
/// The session cookie holds the time it was issued, its expiry, the user's name, and an
/// HMAC-SHA256 of them, of a digest of the user's password (or its hash) and of the request's
/// CSRF token: the server keeps no table of sessions, and a cookie cannot be forged or stretched.
/// The key comes from a ``SessionSecret``; servers given the same one accept each other's
/// cookies, and a restart keeps everyone signed in — unless the password changed, since its
/// digest is signed too. Without a secret, the key is made when the server starts, and a restart
/// signs everyone out. An account removed from the file, or given a new password, has no session
/// left within about a second (the file is looked at again when it changes); new roles apply to
/// the next request. A live stream (of a list, of live sections) asks the session again
/// (``SignedInSession``) before each event and a few times a second: it ends within about a
/// second of a sign-out, a removal or a change of roles, and the browser, reconnecting, is sent
/// to sign in or gets the stream its new roles allow.
///
/// Signing out ends every session of the user (every browser they signed in on) by moving the
/// time of their last sign-out on: a session issued before it has ended. That time lives in
/// memory and, with a secret's ``SessionSecret/signOutFile``, in a file every server sharing the
/// secret reads within about a second — so a copied cookie dies with the sign-out everywhere, and
/// stays dead after a restart. Others' sessions go on.
///
/// Binding the session to the CSRF cookie means a CSRF token planted in a browser (by a sibling
/// site that can set cookies) does not go with the victim's session. Tessera's own assets (the
/// stylesheet of the sign-in page) need no session. A request without a session is sent to the
/// sign-in page (GET) or refused (403).
///
/// With the accounts of a file, a person signed in changes their own password at
/// ``passwordPath``: their current password, the new one twice (at least
/// ``minimumPasswordLength`` characters). The new hash is written into the file under the lock
/// `tessera users` takes, the person's other sessions end, and the browser that changed it gets a
/// new session. One user and password, or accounts given once, have no such page (404). Show it in
/// a Direct application's frame with ``framingPages(in:)``.
///
/// Wrong passwords are throttled: for each user name, a growing wait after a few, up to 30
/// seconds; for the whole server, a few a second (429 with `Retry-After`). Accounts' passwords
/// are checked against their bcrypt hashes on NIO's thread pool, not on the thread serving
/// requests.
public struct LoginMiddleware<Context: TesseraRequestContext>: RouterMiddleware {
    /// The cookie holding the session.
    public static var cookieName: String { "tessera_session" }
    /// The sign-in page's path.
    public static var loginPath: String { "/login" }
    /// The sign-out path (POST).
    public static var logoutPath: String { "/logout" }
    /// The path of the page on which a person signed in with an account of a file changes their
    /// own password (GET shows it, POST changes it); see ``framingPages(in:)``.
    public static var passwordPath: String { "/account/password" }

    /// Who may sign in.
    private enum Credentials: Sendable {
        /// One user and their password; `passwordDigest` is signed into every session, so that a
        /// server restarted with a new password refuses the sessions of the old one.
        case single(user: String, password: String, passwordDigest: String)
        /// The accounts of a file (or given once).
        case accounts(AccountsSource)
    }

    private let credentials: Credentials
    let key: SymmetricKey
    let sessionDuration: Duration
    /// The last sign-outs: a session issued at or before its user's has ended.
    private let signOuts: SignOutRecord
    /// Wrong passwords, at sign-in and on the password page alike: guessing a person's password
    /// is slowed the same wherever it is typed.
    let throttle: SignInThrottle
    /// The application whose frame the password page is shown in; `nil` for the server's own.
    var framingApplication: DirectApplication?

    /// Requires signing in as `user` with `password` (a trailing newline, as files end, is not
    /// part of it); a session lasts `sessionDuration`; wrong passwords are throttled by
    /// `signInLimits`; cookies are signed with `secret`, or with a key of this server's own when
    /// it is `nil` (sessions then end when the server stops).
    public init(
        user: String, password: String, sessionDuration: Duration = .seconds(12 * 3600), signInLimits: SignInLimits = SignInLimits(),
        secret: SessionSecret? = nil
    ) {
        var password = password
        while password.hasSuffix("\n") || password.hasSuffix("\r") { password.removeLast() }
        self.init(
            credentials: .single(user: user, password: password, passwordDigest: Self.hexDigest(password)),
            sessionDuration: sessionDuration, signInLimits: signInLimits, secret: secret)
    }

    /// Requires signing in with one of `accounts`, which stay as given.
    public init(
        accounts: Accounts, sessionDuration: Duration = .seconds(12 * 3600), signInLimits: SignInLimits = SignInLimits(),
        secret: SessionSecret? = nil
    ) {
        self.init(
            credentials: .accounts(AccountsSource(accounts: accounts)), sessionDuration: sessionDuration, signInLimits: signInLimits,
            secret: secret)
    }

    /// Requires signing in with one of the accounts in `accountsFile` (see ``Accounts``), read
    /// again whenever it changes.
    ///
    /// - Throws: ``AccountsError`` when the file does not read now. (Should it stop reading
    ///   later, nobody is let in until it is mended, and the log says why.)
    public init(
        accountsFile: String, sessionDuration: Duration = .seconds(12 * 3600), signInLimits: SignInLimits = SignInLimits(),
        secret: SessionSecret? = nil
    ) throws(AccountsError) {
        self.init(
            credentials: .accounts(try AccountsSource(file: accountsFile)), sessionDuration: sessionDuration, signInLimits: signInLimits,
            secret: secret)
    }

    /// Requires signing in with one of the accounts `source` holds.
    init(
        accounts source: AccountsSource, sessionDuration: Duration = .seconds(12 * 3600), signInLimits: SignInLimits = SignInLimits(),
        secret: SessionSecret? = nil
    ) {
        self.init(credentials: .accounts(source), sessionDuration: sessionDuration, signInLimits: signInLimits, secret: secret)
    }

    private init(credentials: Credentials, sessionDuration: Duration, signInLimits: SignInLimits, secret: SessionSecret?) {
        self.credentials = credentials
        self.key = secret?.key ?? SymmetricKey(size: .bits256)
        self.sessionDuration = sessionDuration
        self.signOuts = SignOutRecord(file: secret?.signOutFile)
        self.throttle = SignInThrottle(limits: signInLimits)
    }

    /// A session the request carries: who, and when it was issued.
    struct Session {
        let user: SignedInUser
        let issued: Int64
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path == Self.loginPath {
            return try await login(request, context: context)
        }
        if path == Self.logoutPath, request.method == .post {
            // Only a session may end the sessions: otherwise anyone could sign the user out.
            if let session = session(of: request, context: context) {
                do {
                    try signOuts.signOut(signOutName(of: session.user.name), endingSessionIssuedAt: session.issued)
                } catch {
                    // Ended here all the same; the other servers and the next start do not know.
                    context.logger.error(
                        "sign-out not recorded in the shared file: other servers keep the sessions until they expire",
                        metadata: ["file": "\(signOuts.file ?? "")", "error": "\(error)"])
                }
                context.logger.notice("signed out", metadata: ["user": "\(session.user.name)"])
            }
            var response = Response(status: .seeOther, headers: [.location: Self.loginPath])
            response.setCookie(Cookie(name: Self.cookieName, value: "", expires: Date(timeIntervalSince1970: 0), path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        if path.hasPrefix("/_tessera/") {
            return try await next(request, context)
        }
        if let session = session(of: request, context: context) {
            var context = context
            context.user = session.user
            // Asked again by what outlives the request (a live stream), with this request's
            // cookie and token: who the session belongs to now.
            let csrfToken = context.csrfToken
            let logger = context.logger
            let passwords = passwordSource
            context.signedInSession = SignedInSession(passwordPath: passwords == nil ? nil : Self.passwordPath) { [self] in
                self.session(of: request, csrfToken: csrfToken, logger: logger)?.user
            }
            if path == Self.passwordPath, let passwords {
                return try await passwordPage(request, context: context, session: session, source: passwords)
            }
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
        let password = form["password"] ?? ""
        if Accounts.hasControlCharacter(password) {
            // No password with one can be right (none can be set), so none is looked at, and
            // nothing is learned: bcrypt would stop reading at a NUL, and `password\0junk`
            // would pass for `password`.
            return try page(
                next: target, message: "A password cannot hold a control character (a NUL, a tab, a line break). Type it again.",
                status: .badRequest, request: request, context: context)
        }
        if let wait = throttle.begin(name) {
            // Refused before the password is looked at: guessing faster than this learns nothing.
            let seconds = max(1, Int((Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18).rounded(.up)))
            context.logger.notice("sign-in throttled", metadata: ["user": "\(name)"])
            var response = try page(
                next: target, message: "Too many wrong passwords. Try again in \(seconds) second\(seconds == 1 ? "" : "s").",
                status: .tooManyRequests, request: request, context: context, name: name)
            response.headers[HTTPField.Name.retryAfter] = String(seconds)
            return response
        }
        // The digest the session signs, of the password just checked: not looked up again, so
        // that a password changed meanwhile does not lend the old one a session of the new.
        let digest: String?
        switch credentials {
        case .single(let user, let expected, let passwordDigest):
            // Both compared, always: how long a refusal takes says nothing of which one was wrong.
            let userMatches = Self.equal(name, user)
            let passwordMatches = Self.equal(password, expected)
            digest = userMatches && passwordMatches ? passwordDigest : nil
        case .accounts(let source):
            let accounts = source.current(logger: context.logger).accounts
            // A bcrypt check takes a quarter of a second on purpose: on the thread pool, not on
            // the thread that serves everyone's requests.
            digest = try await NIOThreadPool.singleton.runIfActive {
                accounts.account(signingInAs: name, password: password).map { AccountsSource.digest(ofHash: $0.passwordHash) }
            }
        }
        if let digest {
            throttle.succeeded(name)
            context.logger.notice("signed in", metadata: ["user": "\(name)"])
            var response = Response(status: .seeOther, headers: [.location: target])
            response.setCookie(Cookie(
                name: Self.cookieName, value: session(of: name, passwordDigest: digest, csrfToken: context.csrfToken), path: "/", httpOnly: true,
                sameSite: .strict))
            return response
        }
        // Counted as wrong already, when it was admitted.
        context.logger.notice("sign-in refused", metadata: ["user": "\(name)"])
        return try page(next: target, message: "The name or the password is wrong.", status: .unauthorized, request: request, context: context, name: name)
    }

    /// The sign-in page; after a refusal it keeps the `name` typed (never the password), so that
    /// only the password is typed again.
    private func page(next: String, message: String?, status: HTTPResponse.Status, request: Request, context: Context, name: String = "") throws -> Response {
        try HTMLResponse(status: status, title: "Sign in", delivery: .whole) {
            LoginPage(next: next, message: message, csrfToken: context.csrfToken, name: String(name.prefix(200)))
        }
        .response(from: request, context: context)
    }

    /// The accounts a person may change their own password in: a file's, or `nil` (one user and
    /// password, or accounts given once, have nowhere to keep a new one — the password page is
    /// then an address like any other, which nothing answers).
    var passwordSource: AccountsSource? {
        if case .accounts(let source) = credentials, source.allowsPasswordChange { source } else { nil }
    }

    /// Shows the password page (``passwordPath``) in `application`'s frame — its bar, its look,
    /// breadcrumbs back to its start page — instead of the server's plain one; a changed password
    /// leads to the application's start page when the person came from nowhere in particular.
    /// `DirectServer.router(for:login:)` does it for its application.
    public func framingPages(in application: DirectApplication) -> Self {
        var framed = self
        framed.framingApplication = application
        return framed
    }

    /// Whose sign-out times a user's sessions go by: the one user of `init(user:password:)`
    /// signs out everyone (the time the file has always kept); an account, only itself.
    private func signOutName(of user: String) -> String? {
        if case .accounts = credentials { user } else { nil }
    }

    /// A session cookie's value for `user`, who has just signed in: when it was issued and when
    /// it expires (milliseconds since 1970), the name, and their signature.
    func session(of user: String, passwordDigest digest: String, csrfToken: String) -> String {
        let issued = signOuts.issueTime(for: signOutName(of: user))
        // At most a century, so that the sum neither overflows nor outgrows the 15 digits a cookie
        // may carry.
        let (seconds, attoseconds) = sessionDuration.components
        let milliseconds = seconds >= 100 * 365 * 86_400 ? 100 * 365 * 86_400_000 : max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        let expiry = issued + milliseconds
        let name = Self.hex(Array(user.utf8))
        return "\(issued).\(expiry).\(name).\(signature(user: user, passwordDigest: digest, issued: issued, expiry: expiry, csrfToken: csrfToken))"
    }

    /// The HMAC-SHA256 of a session, as 64 lowercase hex digits. The first field names the
    /// cookie's format: a value signed for another use of the key cannot pass for a session.
    private func signature(user: String, passwordDigest: String, issued: Int64, expiry: Int64, csrfToken: String) -> String {
        let message = "session-3|\(Self.hex(Array(user.utf8)))|\(passwordDigest)|\(issued)|\(expiry)|\(csrfToken)"
        let code = HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: key)
        return Self.hex(Array(code))
    }

    /// The request's session, if it carries one that has not expired, of a user who may still
    /// sign in, issued after their last sign-out, and going with the request's CSRF token.
    private func session(of request: Request, context: Context) -> Session? {
        session(of: request, csrfToken: context.csrfToken, logger: context.logger)
    }

    /// The request's session as ``session(of:context:)`` reads it, with the context's token and
    /// logger given apart: what a live stream asks again long after its request.
    private func session(of request: Request, csrfToken: String, logger: Logger) -> Session? {
        guard let value = request.cookies[Self.cookieName]?.value, let cookie = Self.parse(value),
            cookie.expiry > SignOutRecord.now(), let name = String(validating: cookie.user, as: UTF8.self)
        else { return nil }
        let roles: [String]
        let digest: String
        switch credentials {
        case .single(let user, _, let passwordDigest):
            guard name == user else { return nil }
            (roles, digest) = ([], passwordDigest)
        case .accounts(let source):
            guard let entry = source.current(logger: logger).entries[name] else { return nil }
            (roles, digest) = (entry.account.roles, entry.passwordDigest)
        }
        guard cookie.issued > signOuts.latest(for: signOutName(of: name)) else { return nil }
        let expected = signature(user: name, passwordDigest: digest, issued: cookie.issued, expiry: cookie.expiry, csrfToken: csrfToken)
        guard Self.equal(String(cookie.signature), expected) else { return nil }
        return Session(user: SignedInUser(name: name, roles: roles), issued: cookie.issued)
    }

    /// The longest user name a session carries, in UTF-8 bytes (an account's is 64 characters at
    /// most).
    static var maximumUserBytes: Int { 256 }

    /// The parts of a session cookie's value, read strictly: exactly `ISSUED.EXPIRY.USER.SIGNATURE`,
    /// two numbers of 1 to 15 ASCII digits (no sign, no spaces, nothing `Int` would also accept),
    /// the user's name in UTF-8 as 2 to 512 lowercase hex digits, and 64 lowercase hex digits.
    /// Anything else — too long, more dots, other characters — is no session, decided before any
    /// work that grows with the value.
    static func parse(_ value: String) -> (issued: Int64, expiry: Int64, user: [UInt8], signature: Substring)? {
        guard value.utf8.count <= 2 * 15 + 3 + 2 * maximumUserBytes + 64 else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, let issued = number(parts[0]), let expiry = number(parts[1]), let user = bytes(fromHex: parts[2]),
            !user.isEmpty, parts[3].utf8.count == 64, bytes(fromHex: parts[3]) != nil
        else { return nil }
        return (issued, expiry, user, parts[3])
    }

    private static func number(_ text: Substring) -> Int64? {
        guard (1...15).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int64(text)
    }

    /// The bytes of lowercase hex digits, two a byte; `nil` for anything else.
    static func bytes(fromHex text: Substring) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count.isMultiple(of: 2), digits.count <= 2 * max(maximumUserBytes, 32) else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case 0x30...0x39: digit - 0x30
            case 0x61...0x66: digit - 0x61 + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }

    static func hexDigest(_ text: String) -> String {
        hex(Array(SHA256.hash(data: Data(text.utf8))))
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
    /// The name typed before, kept after a refusal.
    var name: String = ""

    var body: some View {
        ServerPageBar()
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                if let message {
                    Label(message, systemImage: "exclamationmark.triangle").foregroundStyle(.red).attribute("role", "alert")
                }
                Form(action: "/login") {
                    CSRFTokenField(csrfToken)
                    HiddenField(name: "next", value: next)
                    VStack(alignment: .leading, spacing: 12) {
                        TextField("Name", name: "user", text: name).controlAttribute("autocomplete", "username")
                        // After a refusal the focus goes where the person types next.
                        SecureField("Password", name: "password").controlAttribute("autofocus", name.isEmpty ? nil : "")
                        Button(submit: "Sign in")
                    }
                }
            }
        }
        .navigationTitle("Sign in")
    }
}
