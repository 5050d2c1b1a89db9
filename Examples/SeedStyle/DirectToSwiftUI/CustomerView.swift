import Tessera
import TesseraDirect

// Direct to SwiftUI's "Writing your own Page View", as its users write it. What the web lacks:
// Core Data — the row is `@Environment(\.object)`, its columns read by member.

/// A customer's page: the name at the top, then the look's own Inspect page.
public struct CustomerView: View, Sendable {
    @Environment(\.object) var object

    public init() {}

    public var body: some View {
        VStack {
            HStack {
                Text(verbatim: "\(object.firstName ?? "-")")
                Text(verbatim: "\(object.lastName ?? "-")")
                Spacer()
            }
            .font(.title)
            .padding()

            Divider()

            BasicLook.Page.Inspect()
        }
    }
}
