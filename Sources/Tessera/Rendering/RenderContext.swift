/// What a view renders in: the environment, and what the views around it ask of its HTML.
///
/// Primitive views receive a context in ``View/_render(_:into:context:)`` and pass it, or a changed
/// copy, on to their content. Modifiers change it; elements consume what modifiers left pending.
public struct RenderContext {
    /// The environment values in effect here.
    public var environment: EnvironmentValues

    /// Classes, styles and attributes that modifiers above left for the next element written.
    var pending = PendingDecorations()

    /// Boxes that modifiers asked for around the next element, innermost first.
    var wrappers: PendingWrapper?

    /// How the nearest enclosing element treats the views written into it.
    var layout = ChildLayout.flow

    /// Whether the next element carries its identity path because the view has an explicit id.
    var hasExplicitIdentity = false

    /// The value of ``View/tag(_:)`` for the next row of a ``Picker``.
    var tag: String? {
        get { rare?.tag }
        set {
            guard newValue != nil || rare?.tag != nil else { return }
            rare = RareValues(tag: newValue, navigationTitle: navigationTitle)
        }
    }

    /// A title given to a ``NavigationStack`` itself (`NavigationStack { … }.navigationTitle(…)`),
    /// which the stack writes as the first thing in its `<main>`.
    var navigationTitle: String? {
        get { rare?.navigationTitle }
        set {
            guard newValue != nil || rare?.navigationTitle != nil else { return }
            rare = RareValues(tag: tag, navigationTitle: newValue)
        }
    }

    /// What few views set, kept in one reference: a context is copied for every view and
    /// element, and two strings would cost two more reference counts each time.
    private var rare: RareValues?

    /// Elements open above this point.
    var depth = 0

    /// A context at the root of a document, with the given environment.
    public init(environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
    }

    /// Whether each view written here becomes a row of its own (an `<li>` or an `<option>`).
    var makesRows: Bool {
        switch layout {
        case .listRows, .options: return true
        case .flow, .items, .textOnly: return false
        }
    }

    /// Whether a text written here must be wrapped in an element of its own.
    var textNeedsElement: Bool {
        if case .textOnly = layout { return false }
        if wrappers != nil { return true }
        if !pending.isEmpty { return true }
        switch layout {
        case .items: return true
        case .flow, .textOnly, .listRows, .options: return false
        }
    }
}

/// How an element lays out the views written into it.
public enum ChildLayout: Sendable {
    /// Ordinary HTML flow: a text may stand as a bare text node.
    case flow
    /// Flex or grid items: each view must be an element, so that two texts never merge into one
    /// item.
    case items
    /// Rows of a list: each view becomes an `<li>`.
    case listRows
    /// Options of a `<select>`: each view becomes an `<option>` holding only its text.
    case options(selection: String?)
    /// Only text is written; elements are left out but their text is kept (inside an `<option>`).
    case textOnly
}

/// A box a modifier asked for around the next element: a frame, or the outer layers of decorations
/// that one element cannot carry with the inner ones.
final class PendingWrapper {
    let attributes: HTMLAttributes
    let decorations: PendingDecorations
    let childLayout: ChildLayout
    let outer: PendingWrapper?

    init(attributes: HTMLAttributes, decorations: PendingDecorations, childLayout: ChildLayout, outer: PendingWrapper?) {
        self.attributes = attributes
        self.decorations = decorations
        self.childLayout = childLayout
        self.outer = outer
    }
}

/// The values of a ``RenderContext`` that few views set.
private final class RareValues {
    let tag: String?
    let navigationTitle: String?

    init(tag: String?, navigationTitle: String?) {
        self.tag = tag
        self.navigationTitle = navigationTitle
    }
}
