import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// A component's page of the gallery: what it is for, then its specimens.
struct ComponentPage: View {
    let page: GalleryPage

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                GalleryBackLink()
                Text(page.summary).foregroundStyle(.secondary)
                page.content
            }
        }
        .navigationTitle(page.name)
    }
}
