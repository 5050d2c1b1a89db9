import Foundation

/// The addresses of Tessera's stylesheet, icon and script that every page links. Their names
/// carry a hash of their content and change with it, so `serve-vs-floor.sh` reads them from the
/// start page of the Tessera it measures and hands them over in `TESSERA_FLOOR_ASSETS` (the paths,
/// separated by spaces); without it, the names below — those of the commit that wrote them —
/// are used, and the byte check says when they are out of date.
struct AssetNames: Sendable {
    var stylesheet = "/_tessera/tessera-e05e4e1205b83a11.css"
    var icon = "/_tessera/tessera-icon-a6e77898572f9827.svg"
    var script = "/_tessera/tessera-direct-53c4888f99cdfbf9.js"

    /// The names in `paths` (separated by spaces) over the defaults, each known by its form.
    init(_ paths: String?) {
        for path in (paths ?? "").split(separator: " ").map(String.init) {
            if path.hasPrefix("/_tessera/tessera-icon-") {
                icon = path
            } else if path.hasPrefix("/_tessera/tessera-direct-") {
                script = path
            } else if path.hasPrefix("/_tessera/tessera-"), path.hasSuffix(".css") {
                stylesheet = path
            }
        }
    }

    /// The names this process was given.
    static let current = AssetNames(ProcessInfo.processInfo.environment["TESSERA_FLOOR_ASSETS"])
}
