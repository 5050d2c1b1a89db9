/// What a modifier adds to the HTML of the view it modifies: classes, inline styles and
/// attributes, each under the CSS concern it decides.
///
/// A modifier does not write an element of its own. It leaves its decorations pending in the
/// ``RenderContext`` and the next element written takes them, so `Text("Hi").bold().padding()`
/// is one `<span>`, not three nested elements. Where merging would change the meaning, the
/// renderer writes a `<div>` for the outer modifiers first: SwiftUI's `.background(.red).padding()`
/// puts the padding outside the background, which one CSS box cannot say.
public struct Decoration: Sendable {
    /// The CSS concern a declaration decides. Two declarations of one concern on one element
    /// would overwrite each other.
    public enum Concern: UInt8, Sendable {
        case font, fontWeight, fontStyle, fontDesign, foreground, textAlignment, lineLimit
        case underline, strikethrough
        case padding, background, border, cornerShape, opacity, visibility, width, height
        case attribute
    }

    /// How the decoration combines with the ones outside it.
    public enum Combination: Sendable, Equatable {
        /// Inherited text properties: the innermost modifier wins, as an environment value does.
        case inherited
        /// Box layers, ordered from the content outwards (padding 1, background and border 2,
        /// clipping 3): an element can carry an inner layer under an outer one, not the reverse.
        case box(layer: Int)
        /// Properties of the whole element (opacity, visibility, attributes): they merge unless
        /// the same concern is already set.
        case independent
    }

    /// One declaration: a class, an inline style or an attribute.
    public enum Declaration: Sendable {
        case `class`(String)
        case style(property: String, value: String)
        case attribute(name: String, value: String?)
    }

    var concern: Concern
    var combination: Combination
    // One or two declarations, stored inline: a modifier on every row of a large table must not
    // allocate an array for them.
    var first: Declaration
    var second: Declaration?

    /// A decoration deciding `concern` with one declaration, or two.
    public init(_ concern: Concern, _ combination: Combination, _ first: Declaration, _ second: Declaration? = nil) {
        self.concern = concern
        self.combination = combination
        self.first = first
        self.second = second
    }

    /// Whether one of the declarations sets the attribute `name`.
    func setsAttribute(_ name: String) -> Bool {
        first.attributeName == name || second?.attributeName == name
    }
}

/// Decorations left by modifiers for the next element.
struct PendingDecorations {
    private(set) var decorations: [Decoration] = []
    private var innermostLayer = Int.max

    var isEmpty: Bool { decorations.isEmpty }

    /// Whether `decoration` can go on the same element as what is pending without changing the
    /// meaning. Decorations arrive outermost first.
    func canMerge(_ decoration: Decoration) -> Bool {
        switch decoration.combination {
        case .inherited:
            return true
        case .box(let layer):
            if layer >= innermostLayer { return false }
            return !decorations.contains { $0.concern == decoration.concern }
        case .independent:
            if decoration.concern == .attribute { return true }
            return !decorations.contains { $0.concern == decoration.concern }
        }
    }

    /// Adds a decoration that ``canMerge(_:)`` accepted. An inherited concern set again replaces the
    /// outer one; so does an attribute of the same name.
    mutating func merge(_ decoration: Decoration) {
        switch decoration.combination {
        case .inherited:
            decorations.removeAll { $0.concern == decoration.concern }
        case .box(let layer):
            innermostLayer = min(innermostLayer, layer)
        case .independent:
            if decoration.concern == .attribute, let name = decoration.first.attributeName {
                decorations.removeAll { $0.concern == .attribute && $0.setsAttribute(name) }
            }
        }
        decorations.append(decoration)
    }
}

extension Decoration.Declaration {
    var attributeName: String? {
        if case .attribute(let name, _) = self { return name }
        return nil
    }
}

extension PendingDecorations {
    /// Whether a modifier left an attribute of this name for the next element.
    func hasAttribute(_ name: String) -> Bool {
        decorations.contains { $0.setsAttribute(name) }
    }
}
