import Tessera
import TesseraDirect

/// The password page under the server's own bar, for a ``LoginMiddleware`` in front of routes
/// that are not a Direct application's (one that is frames it as its own pages,
/// ``LoginMiddleware/framingPages(in:)``).
struct PasswordPage: View {
    let form: PasswordChangeForm
    let user: SignedInUser
    let token: FormToken
    let signOutPath: String
    let passwordPath: String

    var body: some View {
        ServerPageBar(person: PersonMenu(user: user, signOutPath: signOutPath, passwordPath: passwordPath, formToken: token))
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Link("Back", destination: form.next).font(.footnote).attribute("data-password-back", nil)
                PasswordChangeView(form: form)
            }
            .environment(\.formToken, token)
        }
        .navigationTitle("Change password")
    }
}
