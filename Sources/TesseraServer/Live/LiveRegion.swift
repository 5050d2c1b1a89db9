import Tessera
import TesseraSections

/// A coordinator's sections on a page, live: the region with its form (carrying the page's token
/// against forged requests and the address to come back to), the URL of its stream, and the live
/// script. Made by ``LiveSections/region(csrfToken:returnPath:)``.
///
/// The script is loaded with `defer` where the region stands; a page with several regions loads
/// it once (the browser fetches one URL once, and the script starts once).
public struct LiveRegion: View, Sendable {
    /// The sections as they were when the page was made.
    public let sections: SectionsView

    init(sections: SectionsView) {
        self.sections = sections
    }

    public var body: some View {
        sections
        ScriptTag(source: TesseraAssets.liveScriptPath)
    }
}
