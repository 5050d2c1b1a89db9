import Tessera
import TesseraComponents

/// One form of a component on its gallery page, under a caption saying which: "Plain values",
/// "Restyled", "Dark"…; in the palette `colorScheme` forces, or the browser's.
public struct GallerySpecimen<Content: View>: View {
    let caption: String
    let colorScheme: Theme.ColorScheme?
    let content: Content

    /// `content` captioned `caption`, in the palette `colorScheme` forces (`nil`: the browser's).
    public init(_ caption: String, colorScheme: Theme.ColorScheme? = nil, @ViewBuilder content: () -> Content) {
        self.caption = caption
        self.colorScheme = colorScheme
        self.content = content()
    }

    public var body: some View {
        // An attribute given nil is written without a value: leave it out instead.
        if let colorScheme {
            specimen.attribute("data-color-scheme", colorScheme.rawValue)
        } else {
            specimen
        }
    }

    private var specimen: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(caption).font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            content
        }
        .padding(12)
        .foregroundStyle(Color.theme(.primaryLabel))
        .background(Color.theme(.secondaryBackground))
        .border(Color.theme(.separator))
        .attribute("data-specimen", caption)
    }
}
