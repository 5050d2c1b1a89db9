/// What the page on which a signed-in person changes their own password shows: where the form
/// goes, where the person goes back to, the rules a new password must keep, and — when the form
/// came back refused — why, and which field was wrong.
///
/// The server fills it (TesseraServer's `LoginMiddleware`, at `/account/password`), and shows it
/// in the application's frame with ``DirectApplication/passwordChangePage(_:user:)``, or on a
/// page of its own with ``PasswordChangeView``. No password is ever put back in it: a refused
/// form comes back empty, as a sign-in page does.
public struct PasswordChangeForm: Sendable, Hashable {
    /// A field of the form, by the name it is sent under.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The password the person has now: a stolen session alone changes nothing.
        case current = "current_password"
        /// The new password.
        case new = "new_password"
        /// The new password again, typed blind a second time: a typing mistake in a password
        /// nobody sees would lock its owner out.
        case again = "new_password_again"
    }

    /// Where the form is sent (POST).
    public var action: String
    /// Where the person goes once the password is changed, or when they cancel: a path on this
    /// server.
    public var next: String
    /// The account's name, for password managers: the form names the account whose password it
    /// changes (read-only; the server takes the name from the session, never from the form).
    public var userName: String
    /// The fewest characters a new password has.
    public var minimumLength: Int
    /// The most bytes of UTF-8 a new password has (bcrypt reads no more).
    public var maximumBytes: Int
    /// Why the form came back, or `nil` for a form not sent yet.
    public var message: String?
    /// The field the message is about, marked `aria-invalid` and given the focus.
    public var invalidField: Field?

    /// A form sent to `action`, leading to `next`, for the account `userName`, asking for a new
    /// password of `minimumLength` characters to `maximumBytes` bytes; `message` and
    /// `invalidField` when it came back refused.
    public init(
        action: String, next: String, userName: String, minimumLength: Int, maximumBytes: Int, message: String? = nil,
        invalidField: Field? = nil
    ) {
        self.action = action
        self.next = next
        self.userName = userName
        self.minimumLength = minimumLength
        self.maximumBytes = maximumBytes
        self.message = message
        self.invalidField = invalidField
    }

    /// What the new password must be, as the page says it under the field.
    public var rule: String {
        "At least \(minimumLength) characters, and at most \(maximumBytes) bytes: \(maximumBytes) plain Latin letters, fewer accented letters or letters of other scripts."
    }
}
