import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// A page of the gallery, as its index lists it.
struct GalleryEntry: Sendable {
    /// Where the page is.
    let path: String
    /// Its name.
    let title: String
    /// What it shows, in a sentence.
    let summary: String
}
