import Tessera
import TesseraDirect

/// The bar across the top of the pages the server makes itself — sign-in, errors that come
/// before any application's page, the password page outside an application: the application's
/// name, leading to its start page, as the application's own bar has it, so that no page stands
/// outside the frame without a way back; and, on a page for a person signed in, their menu, as
/// the application's bar has it.
struct ServerPageBar: View {
    /// The menu of the person signed in, or `nil` on a page for nobody in particular.
    var person: PersonMenu? = nil

    var body: some View {
        HStack(spacing: 16) {
            Link(destination: "/") { Label("Tessera", systemImage: "square.grid.2x2") }.font(.headline)
            Spacer()
            if let person { person }
        }
        .padding(.vertical, 10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16)
        .background(.secondary.opacity(0.12))
        .attribute("data-app-bar", nil)
        .attribute("role", "navigation")
        .accessibilityLabel("Application")
    }
}
