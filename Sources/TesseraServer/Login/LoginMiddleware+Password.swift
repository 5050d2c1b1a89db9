import Foundation
import HTTPTypes
import Hummingbird
import NIOPosix
import TesseraDirect

/// The password page: a person signed in with an account of a file changes their own password.
///
/// The page asks for the current password (a session left open on a shared computer, or a stolen
/// cookie, is not enough to take the account over), the new one, and the new one again. What is
/// wrong with the new one is said before anything else is looked at: it costs no bcrypt check
/// and counts as no wrong password. A wrong current password counts as a wrong password at
/// sign-in does, for the same name (``SignInThrottle``): the page is no faster way to guess.
///
/// The change is written with the accounts file's lock held and the file read again under it
/// (``Accounts/update(file:_:)``), the current password checked against the hash there: a
/// `tessera users add` at the same moment is not undone, two changes at once by two sessions of
/// the same person cannot both pass (the second finds the first's password), and an account
/// removed meanwhile is not written back. The new hash's digest is what sessions sign, so every
/// other session of the person ends — on this server at once, on others sharing the file within
/// a second — and this browser gets a new session cookie, signed with it, and goes back where it
/// came from with the notice "Your password was changed."
extension LoginMiddleware {
    /// The fewest characters a new password set on the page has. (`tessera users add` sets
    /// whatever the person running it chooses.)
    public static var minimumPasswordLength: Int { 8 }

    /// The largest form the page reads: three passwords of 72 bytes, percent-encoded, and a
    /// path to go back to. A larger body is refused (413) before anything is looked at.
    static var passwordFormLimit: Int { 16 << 10 }

    /// Answers the password page: the form (GET, HEAD), or the change (POST).
    func passwordPage(_ request: Request, context: Context, session signedIn: Session, source: AccountsSource) async throws -> Response {
        let name = signedIn.user.name
        switch request.method {
        case .get, .head:
            let next = Self.safeTarget(request.uri.queryParameters["next"].map(String.init) ?? Self.refererPath(of: request))
            return try passwordResponse(form(next: next, user: name), status: .ok, request: request, context: context)
        case .post:
            break
        default:
            throw HTTPError(.methodNotAllowed, headers: [.allow: "GET, HEAD, POST"], message: "The password page takes GET and POST.")
        }
        let fields = try await FormData(request: request, limit: Self.passwordFormLimit)
        let next = Self.safeTarget(fields["next"])
        let current = fields[PasswordChangeForm.Field.current.rawValue] ?? ""
        let new = fields[PasswordChangeForm.Field.new.rawValue] ?? ""
        let again = fields[PasswordChangeForm.Field.again.rawValue] ?? ""
        func refused(_ message: String, _ field: PasswordChangeForm.Field, status: HTTPResponse.Status) throws -> Response {
            try passwordResponse(form(next: next, user: name, message: message, field: field), status: status, request: request, context: context)
        }
        if let (message, field) = Self.problem(withNew: new, again: again) {
            return try refused(message, field, status: .unprocessableContent)
        }
        if current.isEmpty {
            return try refused("Type your current password: it is what shows that the account is yours.", .current, status: .unprocessableContent)
        }
        if let wait = throttle.begin(name) {
            // Refused before the password is looked at, as at sign-in.
            let seconds = max(1, Int((Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18).rounded(.up)))
            context.logger.notice("password change throttled", metadata: ["user": "\(name)"])
            var response = try refused(
                "Too many wrong passwords. Try again in \(seconds) second\(seconds == 1 ? "" : "s").", .current, status: .tooManyRequests)
            response.headers[HTTPField.Name.retryAfter] = String(seconds)
            return response
        }
        let outcome: AccountsSource.PasswordChange
        do {
            // Two bcrypt runs (the check, the new hash): on the thread pool, not on the thread
            // that serves everyone's requests.
            outcome = try await NIOThreadPool.singleton.runIfActive { try source.changePassword(of: name, current: current, to: new) }
        } catch let error as AccountsError {
            context.logger.error(
                "password not changed: the accounts file does not read or cannot be written",
                metadata: ["user": "\(name)", "file": "\(source.file ?? "")", "error": "\(error.message)"])
            return try refused(
                "The accounts file cannot be read or written right now, so your password was not changed. The server's log says why; try again once it is mended.",
                .new, status: .serviceUnavailable)
        }
        switch outcome {
        case .wrongPassword:
            // Counted as wrong already, when it was admitted.
            context.logger.notice("password change refused: wrong current password", metadata: ["user": "\(name)"])
            return try refused("The current password is wrong. Nothing was changed.", .current, status: .unprocessableContent)
        case .noAccount:
            throttle.succeeded(name)
            context.logger.notice("password change refused: no such account in the file", metadata: ["user": "\(name)"])
            throw HTTPError(.forbidden, message: "Your account is no longer in the accounts file, so there is no password to change. Nothing was changed.")
        case .changed(let digest):
            throttle.succeeded(name)
            context.logger.notice("password changed", metadata: ["user": "\(name)"])
            var response = Response(status: .seeOther, headers: [.location: next])
            // This browser stays signed in: a session signed with the new password's digest. The
            // others, signed with the old one's, have ended.
            response.setCookie(Cookie(
                name: Self.cookieName, value: session(of: name, passwordDigest: digest, csrfToken: context.csrfToken), path: "/",
                httpOnly: true, sameSite: .strict))
            response.setCookie(Notice.cookie(saying: "Your password was changed.", at: next))
            return response
        }
    }

    /// Why `new` (typed again as `again`) cannot be the new password, and the field to mend; `nil`
    /// when it can be.
    static func problem(withNew new: String, again: String) -> (String, PasswordChangeForm.Field)? {
        if new.isEmpty {
            return ("Type a new password.", .new)
        }
        if Accounts.hasControlCharacter(new) {
            return ("A password cannot hold a control character (a NUL, a tab, a line break). Nothing was changed.", .new)
        }
        if new.count < minimumPasswordLength {
            return ("The new password is too short: it needs at least \(minimumPasswordLength) characters. Nothing was changed.", .new)
        }
        if new.utf8.count > Accounts.maximumPasswordBytes {
            return (
                "The new password is too long: \(new.utf8.count) bytes, and bcrypt reads at most \(Accounts.maximumPasswordBytes). Nothing was changed.",
                .new
            )
        }
        if new != again {
            return ("The two new passwords differ. Type the same new password in both fields. Nothing was changed.", .again)
        }
        return nil
    }

    /// The form for `user`, leading back to `next`; with why it was refused, when it was.
    private func form(next: String, user: String, message: String? = nil, field: PasswordChangeForm.Field? = nil) -> PasswordChangeForm {
        PasswordChangeForm(
            action: Self.passwordPath, next: next, userName: user, minimumLength: Self.minimumPasswordLength,
            maximumBytes: Accounts.maximumPasswordBytes, message: message, invalidField: field)
    }

    /// The password page: in the application's frame when one was given (``framingPages(in:)``),
    /// else under the server's own bar. Never kept by a cache: it is a person's own page.
    private func passwordResponse(_ form: PasswordChangeForm, status: HTTPResponse.Status, request: Request, context: Context) throws -> Response {
        let token = FormToken(name: CSRFMiddleware<Context>.fieldName, value: context.csrfToken)
        var response: Response
        if let application = framingApplication {
            var page = application.passwordChangePage(form, user: context.user)
            page.formToken = token
            page.signOutPath = Self.logoutPath
            page.passwordPath = Self.passwordPath
            response = try HTMLResponse(status: status, title: page.title, delivery: .whole) { page }.response(from: request, context: context)
        } else {
            let user = context.user ?? SignedInUser(name: form.userName)
            response = try HTMLResponse(status: status, title: "Change password · Tessera", delivery: .whole) {
                PasswordPage(form: form, user: user, token: token, signOutPath: Self.logoutPath, passwordPath: Self.passwordPath)
            }
            .response(from: request, context: context)
        }
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// The path (and query) of the page the request came from, when it came from this server:
    /// where the person goes back to. A browser sends it for pages of the same origin only (the
    /// pages' `Referrer-Policy` is `same-origin`); one of another host is not believed.
    static func refererPath(of request: Request) -> String? {
        guard let referer = request.headers[.referer], let url = URLComponents(string: referer), let host = url.host,
            // The same host and port as the request's (an IPv6 address in its brackets): another
            // origin's path means nothing here.
            request.head.authority == (host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host) + (url.port.map { ":\($0)" } ?? ""),
            url.path != passwordPath
        else { return nil }
        let path = url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath
        return path + (url.percentEncodedQuery.map { "?" + $0 } ?? "")
    }
}
