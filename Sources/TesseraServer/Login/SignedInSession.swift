import TesseraDirect

/// The session a request came with, asked again later: who it belongs to now.
///
/// A page is checked once, when it is asked for. A live stream lasts for hours, and what it
/// sends must stop when the person it was opened for loses the right to see it: they sign out
/// (here, or on another instance sharing the ``SessionSecret``), their account is removed from
/// the accounts file, or their roles change. ``LoginMiddleware`` puts one in the request's
/// context (``TesseraRequestContext/signedInSession``), and the live streams ask it before
/// each event they send and a few times a second while idle.
///
/// Asking is cheap: it reads what the middleware keeps in memory, and looks at the sign-out and
/// accounts files at most once every ``LoginMiddleware`` check interval (half a second), as
/// requests do.
public struct SignedInSession: Sendable {
    private let current: @Sendable () -> SignedInUser?
    /// Where the person changes their own password (``LoginMiddleware/passwordPath``), or `nil`
    /// when the sign-in cannot keep a new one (one user and password, accounts given once): the
    /// pages' person menu offers "Change password" only when it is set.
    public var passwordPath: String?

    /// A session whose person is told by `current`: `nil` once the session has ended; whose
    /// password may be changed at `passwordPath`, when it is given.
    public init(passwordPath: String? = nil, current: @escaping @Sendable () -> SignedInUser?) {
        self.current = current
        self.passwordPath = passwordPath
    }

    /// Who the session belongs to now, with their roles now; `nil` when it has ended (signed
    /// out, expired, the account removed or given a new password).
    public func currentUser() -> SignedInUser? {
        current()
    }

    /// Whether the session still belongs to `user`, with the same roles: a person whose roles
    /// changed may see other things, and their stream is made again under the new roles.
    public func stillBelongs(to user: SignedInUser?) -> Bool {
        currentUser() == user
    }
}
