import Tessera

/// The bar across the top of the pages the server makes itself — sign-in, and errors that come
/// before any application's page: the application's name, leading to its start page, as the
/// application's own bar has it, so that no page stands outside the frame without a way back.
struct ServerPageBar: View {
    var body: some View {
        HStack(spacing: 16) {
            Link(destination: "/") { Label("Tessera", systemImage: "square.grid.2x2") }.font(.headline)
            Spacer()
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
