import Foundation
import Tessera
import Testing

/// `view` as the HTML a page gets.
func render(_ view: some View) -> String {
    HTMLRenderer().renderString(view)
}

/// `word` with every character HTML escapes in text or attributes, and an escape already written
/// (`&amp;`), which must be escaped again rather than trusted.
func tricky(_ word: String) -> String {
    word + " <i>&amp;</i> \"q\" 'a'"
}

/// Expects each of `strings` in `html` escaped as text, and none of their markup raw.
func expectEscaped(_ html: String, _ strings: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for string in strings {
        let escaped = string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        #expect(html.contains(escaped), "\(string) is written escaped", sourceLocation: sourceLocation)
    }
    #expect(!html.contains("<i>"), "no plain string's markup is written as markup", sourceLocation: sourceLocation)
}
