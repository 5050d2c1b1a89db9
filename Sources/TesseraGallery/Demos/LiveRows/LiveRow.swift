import Tessera
import TesseraComponents
import TesseraSections
import TesseraServer

/// A row of the live rows demo.
public struct LiveRow: Identifiable, Hashable, Sendable {
    /// The row's number, which identifies it.
    public var id: Int
    /// A word, so that rows look different.
    public var word: String

    /// Row `id`, with the `word` of its number.
    public init(id: Int) {
        self.id = id
        self.word = LiveRow.words[id % LiveRow.words.count]
    }

    static let words = ["amber", "basalt", "cobalt", "dune", "ember", "fjord", "garnet", "harbor", "indigo", "juniper"]
}
