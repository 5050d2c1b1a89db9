import Tessera
import TesseraData

/// An e-mail address as a link that writes to it (`mailto:`): Direct to SwiftUI's
/// `D2SDisplayEmail`. A value that is no address (no `@`, or spaces in it) shows as text, and
/// `NULL` as every component shows it.
struct DisplayEmail: View {
    let value: DatabaseValue

    var body: some View {
        if let address = value.text, !address.isEmpty {
            if Self.isAddress(address) {
                // The address percent-encoded: whatever it holds stays one address of the link.
                Link(address, destination: "mailto:" + DirectPaths.encode(address).replacingOccurrences(of: "%40", with: "@"))
            } else {
                Text(address)
            }
        } else {
            EmptyValue()
        }
    }

    /// Whether `text` reads as one address: something, an `@`, something, and no spaces or
    /// control characters.
    static func isAddress(_ text: String) -> Bool {
        guard let at = text.firstIndex(of: "@"), at != text.startIndex, text.index(after: at) != text.endIndex else { return false }
        return !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }
}
