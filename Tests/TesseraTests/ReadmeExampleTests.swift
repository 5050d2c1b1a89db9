import Testing
import Tessera

/// The example in README.md, kept honest: if the renderer's output changes, this fails and the
/// README must change with it.
struct ContactRow: View {
    var name: String
    var email: String

    var body: some View {
        HStack {
            Image(systemName: "envelope")
            VStack(alignment: .leading) {
                Text(name).bold()
                Link(email, destination: "mailto:\(email)")
            }
        }
    }
}

@Test func readmeExampleRendersWhatTheReadmeShows() {
    let html = HTMLRenderer().renderString(ContactRow(name: "Ada <Lovelace>", email: "ada@example.com"))
    #expect(html == #"<div class="t-hstack"><svg class="t-icon" viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/></svg><div class="t-vstack t-align-leading"><span class="t-weight-700">Ada &lt;Lovelace&gt;</span><a class="t-link" href="mailto:ada@example.com">ada@example.com</a></div></div>"#)
}
