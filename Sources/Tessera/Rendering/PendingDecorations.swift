/// What a modifier adds to the HTML of the view it modifies: classes, inline styles and
/// attributes, each under the CSS concern it decides.
///
/// A modifier does not write an element of its own. It leaves its decorations pending in the
/// ``RenderContext`` and the next element written takes them, so `Text("Hi").bold().padding()`
/// is one `<span>`, not three nested elements. Where merging would change the meaning, the
/// renderer writes a `<div>` for the outer modifiers first: SwiftUI's `.background(.red).padding()`
/// puts the padding outside the background, which one CSS box cannot say.
public struct Decoration: Sendable, Equatable {
    /// The CSS concern a declaration decides. Two declarations of one concern on one element
    /// would overwrite each other.
    public enum Concern: UInt8, Sendable {
        /// Text concerns, inherited: size, weight, style (italic), design, colour, alignment, line
        /// limit, underline and strike-through.
        case font, fontWeight, fontStyle, fontDesign, foreground, textAlignment, lineLimit, underline, strikethrough
        /// Box concerns, layered from the content outwards.
        case padding, background, border, cornerShape
        /// Concerns of the whole element.
        case opacity, visibility, width, height
        /// An attribute, such as `title` or `aria-label`.
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
    public enum Declaration: Sendable, Equatable {
        /// A class of the stylesheet.
        case `class`(String)
        /// An inline style declaration; for values only known at run time.
        case style(property: String, value: String)
        /// An attribute; `nil` writes a boolean attribute. Checked like every attribute.
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

/// The decorations modifiers left for the next element: a range of the renderer's stack of
/// decorations. Rendering is depth-first, so a modifier pushes its decoration, renders its
/// content and pops it again; the context only says where its pending ones lie, and a modifier on
/// every row of a large table allocates nothing.
struct PendingDecorations {
    var start = 0
    var end = 0
    /// The innermost box layer among the pending decorations.
    var innermostLayer = Int.max

    var isEmpty: Bool { start == end }

    /// No pending decorations, for an element's children: they start above the stack's top.
    static func none(above top: Int) -> PendingDecorations {
        PendingDecorations(start: top, end: top)
    }
}

extension Decoration.Declaration {
    var attributeName: String? {
        if case .attribute(let name, _) = self { return name }
        return nil
    }
}
