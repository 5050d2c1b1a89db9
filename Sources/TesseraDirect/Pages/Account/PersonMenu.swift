import Tessera

/// The person signed in, as a menu at the end of the bar: their name, which opens what they may
/// do with their account — change their password, where the server can keep a new one, and sign
/// out of every browser they signed in on — as Django's admin keeps "Change password" and
/// "Log out" under the person's name.
///
/// A `<details>` element: a click, Enter or Space opens and closes it without any script, and a
/// screen reader announces the name as a collapsed or expanded disclosure. The pages' script adds
/// what a menu is expected to do besides: Escape closes it (and gives the name the focus back),
/// and so does a click elsewhere. The menu drops down over the page, aligned with the name's
/// right edge, so that on a phone it opens inward, not past the window.
///
/// ```swift
/// PersonMenu(user: user, signOutPath: "/logout", passwordPath: "/account/password", formToken: token)
/// ```
///
/// The application's bars put it there from the environment (`signOutPath`,
/// `passwordPath`, `formToken`); the server's own pages
/// (sign-in, the password page outside an application) with these.
public struct PersonMenu: View {
    let user: SignedInUser
    let signOutPath: String?
    let passwordPath: String?
    let formToken: FormToken?

    /// The menu of `user`: "Change password" leading to `passwordPath` when there is one, and
    /// "Sign out" posting to `signOutPath` (with `formToken`, the server's forged-request check)
    /// when there is one.
    public init(user: SignedInUser, signOutPath: String?, passwordPath: String?, formToken: FormToken?) {
        self.user = user
        self.signOutPath = signOutPath
        self.passwordPath = passwordPath
        self.formToken = formToken
    }

    public var body: some View {
        DisclosureGroup {
            VStack(alignment: .leading, spacing: 2) {
                // The whole name, which the bar may cut short on a phone, and the roles.
                Text(DirectText.signedInAs(user.name, roles: user.roles))
                    .foregroundStyle(.secondary)
                    .attribute("data-person-menu-who", nil)
                if let passwordPath {
                    Link(destination: passwordPath) { Label(DirectText.changePassword, systemImage: "lock") }
                        .attribute("data-change-password", nil)
                }
                if let signOutPath {
                    Form(action: signOutPath) {
                        FormHiddenFields(token: formToken, version: nil)
                        // A menu's item, as the link above it is: the stylesheet takes the
                        // button's frame off.
                        Button(submitName: nil, role: .cancel) { Label(DirectText.signOut, systemImage: "arrow.right") }.attribute("data-sign-out", nil)
                    }
                }
            }
        } label: {
            HStack(spacing: 4) {
                Label(user.name, systemImage: "person.circle")
                    // A long name is cut short, not the bar made wider than a phone.
                    .lineLimit(1)
                    .attribute("data-user", user.name)
                    .help(DirectText.signedInAsHelp(user.name, roles: user.roles))
                // What a menu's button shows, in place of the disclosure's triangle.
                Image(systemName: "chevron.down").attribute("data-person-menu-chevron", nil)
            }
        }
        .font(.footnote)
        .attribute("data-person-menu", nil)
    }
}
