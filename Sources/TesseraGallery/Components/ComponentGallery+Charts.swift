import Tessera
import TesseraComponents

extension ComponentGallery {
    /// The charts: Fiori's micro charts, drawn as accessible SVG.
    static let chartPages: [GalleryPage] = [
    ]
}
