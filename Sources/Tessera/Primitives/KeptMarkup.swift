/// A view whose markup is written once and kept: while its key stays the same, it writes the kept
/// bytes again instead of rendering its content.
///
/// Most of a business page depends on little: the menu of tables on who is signed in, a list's
/// filters on the list's query and the values offered, a form's labels on the rules. Rendering
/// them costs far more than copying the bytes they come to. Give such a part a key that holds
/// everything it depends on, and put a ``KeptMarkupStore`` in the environment:
///
/// ```swift
/// struct Filters: View {
///     let query: ListQuery
///     let choices: [String: [String]]
///
///     var body: some View {
///         KeptMarkup(key: FiltersKey(query: query, choices: choices)) {
///             FilterForm(query: query, choices: choices)
///         }
///     }
/// }
///
/// page.environment(\.keptMarkup, store)   // one store for the application's pages
/// ```
///
/// The key must say everything the content reads that may change between renderings in the
/// store's environment: the values the content is made of, and any environment value that differs
/// from one page to the next (a signed-in person, a form's token). The page's language
/// (``EnvironmentValues/uiLanguage``) is part of every key already. What the whole environment
/// holds for every page — the theme, the styles — is the store's: an application that changes it
/// makes a new store. The environment outside where the store was put in is part of every key,
/// by identity (see ``EnvironmentValues/keptMarkup``): a view of yours around a page that sets a
/// style of its own never meets markup kept without it. Where the content would write
/// differently at another place of the page, the markup is kept apart: the layout of the element
/// around it, its depth and, where the rendering writes identities, its identity path. Keys of two
/// kinds of views never meet: the key is kept with the view's type.
///
/// A debug build checks every kept markup it writes (``KeptMarkupStore/checking``): it renders the
/// content too and stops (`assertionFailure`) where the two differ, naming the view — a key that
/// misses something the content reads. Run your tests in a debug build with the pages' own
/// environment, and a mistake shows at once.
///
/// Without a store in the environment, inside a live view (whose views are nodes of their own),
/// and where a modifier outside left something for its first element (`.bold()`, `.padding()`
/// around it: put them inside), the content is rendered as if it stood alone.
public struct KeptMarkup<Key: Hashable & Sendable, Content: View>: PrimitiveView {
    /// What the content's markup depends on.
    public let key: Key
    /// Makes the content, when no markup is kept for the key: only then, since making a view
    /// may cost more than writing it (its links' addresses, its rows' texts).
    private let makeContent: () -> Content

    /// A view that writes `content`'s markup once for each value of `key`; `content` is called
    /// only when there is none kept.
    public init(key: Key, @ViewBuilder content: @escaping () -> Content) {
        self.key = key
        makeContent = content
    }

    /// The content, made now.
    public var content: Content { makeContent() }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        guard let binding = context.environment.keptMarkupBinding, let layout = context.keptMarkupLayout else {
            Content._render(view.makeContent(), into: &output, context: context)
            return
        }
        let key = KeptMarkupStore.Key(
            view: ObjectIdentifier(Self.self), value: KeptMarkupStore.TypedKeyValue(view.key), depth: context.depth, layout: layout,
            identityPath: output.options.identityAttributes == .none ? nil : output.identityPath, scope: binding.scope,
            language: context.environment.uiLanguage)
        let store = binding.store
        if let kept = store.fragment(for: key) {
            if let report = store.checking.report { check(kept, of: view, into: &output, context: context, report: report) }
            output.writeKept(kept)
            return
        }
        let content = view.makeContent()
        guard let fragment = output.renderFragment(content, context: context) else {
            Content._render(content, into: &output, context: context)
            return
        }
        store.keep(fragment, for: key)
        output.writeKept(fragment)
    }

    /// Tells `report` where `kept` is not what the content writes now: the key misses something.
    private static func check(
        _ kept: KeptMarkupStore.Fragment, of view: Self, into output: inout HTMLOutput, context: RenderContext, report: (String) -> Void
    ) {
        guard let fresh = output.renderFragment(view.makeContent(), context: context), fresh.bytes != kept.bytes else { return }
        let at = zip(fresh.bytes, kept.bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(fresh.bytes.count, kept.bytes.count)
        let around = { (bytes: [UInt8]) in String(decoding: bytes[max(0, at - 60)..<min(bytes.count, at + 60)], as: UTF8.self) }
        report(
            """
            KeptMarkup<\(Key.self), …>: the markup kept for key \(view.key) is not what its content writes now — the key \
            misses something the content reads. At byte \(at), kept: \(around(kept.bytes)) — now: \(around(fresh.bytes))
            """)
    }
}

extension View {
    /// This view's markup written once for each value of `key`, and kept: see ``KeptMarkup``.
    public func kept<Key: Hashable & Sendable>(by key: Key) -> KeptMarkup<Key, Self> {
        KeptMarkup(key: key) { self }
    }
}
