import Tessera

/// The counter of `/state/counter`: state kept on the server per browser tab, changed by buttons.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            GalleryBackLink()
            VStack(alignment: .leading, spacing: 16) {
                Text("The count lives on the server, one per browser tab: open the page in two tabs, and each counts on its own.")
                    .foregroundStyle(.secondary)
                Text("Count: \(count)").font(.largeTitle).attribute("data-count", String(count))
                HStack {
                    Button("Increment") { count += 1 }
                    Button("Reset", role: .cancel) { count = 0 }.disabled(count == 0)
                }
            }
        }
        .navigationTitle("Counter")
    }
}
