/// What a view renders in: the environment, and what the views around it ask of its HTML.
///
/// Primitive views receive a context in `View._render(_:into:context:)` and pass it, or a changed
/// copy, on to their content. Modifiers change it; elements consume what modifiers left pending.
public struct RenderContext {
    // A context is copied for every view and element of a page, so it holds two references at
    // most: the environment, and one box for everything few views set (see `Rare`). Every other
    // field is a plain value.

    /// The environment values in effect here.
    public var environment: EnvironmentValues

    /// Classes, styles and attributes that modifiers above left for the next element written.
    var pending = PendingDecorations()

    /// Elements open above this point.
    var depth = 0

    /// How the nearest enclosing element lays out its views, without an options list's selection
    /// (kept in `rare`).
    private var layoutKind = LayoutKind.flow

    /// Whether the next element carries its identity path because the view has an explicit id.
    @usableFromInline var hasExplicitIdentity = false

    /// Whether the next element written here carries its identity path (``hasExplicitIdentity``):
    /// for a view of the package that lays out another's elements itself, which must then number
    /// them as that view would.
    package var carriesIdentity: Bool { hasExplicitIdentity }

    /// Whether a live session renders here (its hook is in `rare`): the one test a view with a
    /// body makes for live views, a plain field so that other renderings pay a load and a branch.
    @usableFromInline package internal(set) var isLive = false

    /// What few views set: boxes around the next element, a picker row's tag, a stack's title,
    /// the selected option.
    private var rare: Rare?

    /// How the nearest enclosing element treats the views written into it.
    var layout: ChildLayout {
        get {
            switch layoutKind {
            case .flow: .flow
            case .items: .items
            case .listRows: .listRows
            case .options: .options(selection: rare?.selection)
            case .textOnly: .textOnly
            }
        }
        set {
            layoutKind = LayoutKind(newValue)
            if case .options(let selection) = newValue {
                update { $0.selection = selection }
            } else if rare?.selection != nil {
                update { $0.selection = nil }
            }
        }
    }

    /// Whether the content lays out as `.textOnly`: asked before every element and text.
    var isTextOnly: Bool { layoutKind == .textOnly }

    /// Boxes that modifiers asked for around the next element, innermost first.
    var wrappers: PendingWrapper? {
        get { rare?.wrappers }
        set {
            guard newValue !== rare?.wrappers else { return }
            update { $0.wrappers = newValue }
        }
    }

    /// The value of ``View/tag(_:)`` for the next row of a ``Picker``.
    var tag: String? {
        get { rare?.tag }
        set {
            guard newValue != nil || rare?.tag != nil else { return }
            update { $0.tag = newValue }
        }
    }

    /// A title given to a ``NavigationStack`` itself (`NavigationStack { … }.navigationTitle(…)`),
    /// which the stack writes as the first thing in its `<main>`.
    var navigationTitle: String? {
        get { rare?.navigationTitle }
        set {
            guard newValue != nil || rare?.navigationTitle != nil else { return }
            update { $0.navigationTitle = newValue }
        }
    }

    /// The live session's hook (see ``liveHook``).
    var rareLiveHook: (any LiveRenderHook)? {
        get { rare?.liveHook }
        set {
            guard newValue != nil || rare?.liveHook != nil else { return }
            update { $0.liveHook = newValue }
        }
    }

    /// Changes the rare values: a new box (others may share the old one), or none when nothing
    /// is set any more.
    private mutating func update(_ change: (inout Rare.Values) -> Void) {
        var values = rare?.values ?? Rare.Values()
        change(&values)
        rare = values.isEmpty ? nil : Rare(values)
    }

    /// This context without a live session's hook, still live (``isLive``): what a live view's
    /// node keeps to render again in, whose next rendering sets a hook of its own. A kept hook
    /// would be the parent's, which holds the parent's node: the node would hold its parent, and
    /// the parent its children, so that no tree of an ended session was ever freed.
    package var withoutLiveHook: RenderContext {
        guard rare?.liveHook != nil else { return self }
        var copy = self
        copy.rareLiveHook = nil
        return copy
    }

    /// A context at the root of a document, with the given environment.
    public init(environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
    }

    /// Whether a view rendered in this context, at `place`, writes what it wrote in `other` at
    /// `otherPlace`: the same environment (by value), layout, depth, and decorations pending. A
    /// live view keeps a node's HTML when it is. Conservative: boxes modifiers asked for, made anew
    /// at each rendering, count as different unless they are the very same.
    package func isEquivalent(at place: HTMLOutput.Place, to other: RenderContext, at otherPlace: HTMLOutput.Place) -> Bool {
        guard depth == other.depth, layoutKind == other.layoutKind, hasExplicitIdentity == other.hasExplicitIdentity,
            isLive == other.isLive, pending.innermostLayer == other.pending.innermostLayer,
            environment.isEquivalent(to: other.environment)
        else { return false }
        if rare !== other.rare {
            // No box is no rare value: a node's kept context has none once its live hook is gone
            // (see `withoutLiveHook`), where the context its parent meets it in has the hook.
            let (mine, theirs) = (rare?.values ?? Rare.Values(), other.rare?.values ?? Rare.Values())
            guard mine.wrappers === theirs.wrappers, mine.tag == theirs.tag, mine.navigationTitle == theirs.navigationTitle,
                mine.selection == theirs.selection
            else { return false }
        }
        return place.decorations(in: pending.start..<pending.end) == otherPlace.decorations(in: other.pending.start..<other.pending.end)
    }

    /// What of this context a ``KeptMarkup`` view's markup depends on besides the environment
    /// and its key — the layout its views are written in — or `nil` where its markup must be
    /// written anew: decorations or boxes pending for its first element, an explicit identity,
    /// a picker's tag, a live session (whose views are nodes of their own).
    var keptMarkupLayout: UInt8? {
        guard pending.isEmpty, !hasExplicitIdentity, !isLive, rare == nil else { return nil }
        return layoutKind.rawValue
    }

    /// Whether each view written here becomes a row of its own (an `<li>` or an `<option>`).
    var makesRows: Bool {
        layoutKind == .listRows || layoutKind == .options
    }

    /// Turns this context into the one an element's content renders in: nothing pending (the
    /// decorations above `top` are the element's), no boxes, no tag, `layout`, one level deeper.
    /// Done for every element: the usual case (nothing rare set) writes plain fields only.
    mutating func enterContent(of layout: ChildLayout, decorationsAbove top: Int) {
        pending = .none(above: top)
        hasExplicitIdentity = false
        depth += 1
        if rare == nil, case let kind = LayoutKind(layout), kind != .options {
            layoutKind = kind
        } else {
            wrappers = nil
            tag = nil
            self.layout = layout
        }
    }

    /// Whether something stands around the next element: a row (`<li>`, `<option>`) or a box a
    /// modifier asked for.
    var needsSurroundings: Bool {
        makesRows || rare?.wrappers != nil
    }

    /// Whether a text written here must be wrapped in an element of its own.
    var textNeedsElement: Bool {
        if layoutKind == .textOnly { return false }
        return rare?.wrappers != nil || !pending.isEmpty || layoutKind == .items
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

/// The kinds of ``ChildLayout``, without their values: a plain value to copy.
private enum LayoutKind: UInt8 {
    case flow, items, listRows, options, textOnly

    /// The kind of `layout`, its selection left out.
    init(_ layout: ChildLayout) {
        switch layout {
        case .flow: self = .flow
        case .items: self = .items
        case .listRows: self = .listRows
        case .options: self = .options
        case .textOnly: self = .textOnly
        }
    }
}

/// The values of a ``RenderContext`` that few views set, in one reference.
private final class Rare {
    struct Values {
        var wrappers: PendingWrapper?
        var tag: String?
        var navigationTitle: String?
        var selection: String?
        var liveHook: (any LiveRenderHook)?

        var isEmpty: Bool { wrappers == nil && tag == nil && navigationTitle == nil && selection == nil && liveHook == nil }
    }

    let values: Values

    init(_ values: Values) {
        self.values = values
    }

    var wrappers: PendingWrapper? { values.wrappers }
    var tag: String? { values.tag }
    var navigationTitle: String? { values.navigationTitle }
    var selection: String? { values.selection }
    var liveHook: (any LiveRenderHook)? { values.liveHook }
}
