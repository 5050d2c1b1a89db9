import Tessera

/// The way back to the gallery's index from any of its pages: a component's, a composed-sections
/// screen, a live screen.
struct GalleryBackLink: View {
    var body: some View {
        Link("← The gallery", destination: "/").attribute("data-gallery-back", nil)
    }
}
