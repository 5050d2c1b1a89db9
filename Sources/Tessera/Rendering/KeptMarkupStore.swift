import Synchronization

/// Where ``KeptMarkup`` views keep the markup they wrote, to write it again while their keys stay
/// the same: an application's store, put in the environment of the pages it renders
/// (``EnvironmentValues/keptMarkup``).
///
/// The store holds at most ``byteLimit`` bytes of markup. Past it, the markup kept longest ago
/// goes first: a page asked often keeps its parts, one asked once lets them go.
///
/// A store serves the pages of one environment: the markup a view keeps is what it wrote in the
/// environment it met, and the key says only what else it depends on. An application that changes
/// what its pages' environment holds for everyone (a new theme, rules reloaded) makes a new store,
/// or calls ``removeAll()``.
public final class KeptMarkupStore: Sendable {
    /// The most bytes of markup kept, keys aside.
    public let byteLimit: Int

    /// Whether kept markup is checked against what its content writes now, each time it is
    /// written again, and how a difference is told.
    public let checking: Checking

    private let state: Mutex<State>

    /// A store that keeps up to `byteLimit` bytes of markup (4 MiB unless told), checked as
    /// `checking` says (in debug builds, unless told).
    public init(byteLimit: Int = 4 << 20, checking: Checking = .inDebugBuilds) {
        self.byteLimit = max(0, byteLimit)
        self.checking = checking
        state = Mutex(State())
    }

    /// Whether a ``KeptMarkup`` view that writes kept markup renders its content too, to check
    /// that the markup is still what the content writes: a key that misses something the content
    /// reads writes stale markup, and the check tells where.
    public struct Checking: Sendable {
        /// What is told a difference; `nil` when nothing is checked.
        let report: (@Sendable (String) -> Void)?

        /// Nothing checked: kept markup is written without rendering its content.
        public static let never = Checking(report: nil)

        /// Checked in a debug build of Tessera, where a difference stops the program
        /// (`assertionFailure`); never in a release build.
        public static var inDebugBuilds: Checking {
            #if DEBUG
            Checking { assertionFailure($0) }
            #else
            .never
            #endif
        }

        /// Checked every time, a difference told to `report`, which says what differs and
        /// where.
        public static func always(report: @escaping @Sendable (String) -> Void) -> Checking {
            Checking(report: report)
        }
    }

    /// The bytes of markup kept now.
    public var byteCount: Int { state.withLock { $0.byteCount } }

    /// The pieces of markup kept now.
    public var count: Int { state.withLock { $0.fragments.count } }

    /// Forgets every piece of markup kept.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The markup kept for `key`, marked as used now.
    func fragment(for key: Key) -> Fragment? {
        state.withLock { state in
            // One lookup: the key may be large (a list's query and its filters' choices).
            guard let index = state.fragments.index(forKey: key) else { return nil }
            state.clock &+= 1
            state.fragments.values[index].lastUse = state.clock
            return state.fragments.values[index].fragment
        }
    }

    /// Keeps `fragment` for `key`, letting the least recently used go while the store holds more
    /// than ``byteLimit`` bytes. A fragment larger than a quarter of the limit is not kept: one
    /// page's part must not push every other out.
    func keep(_ fragment: Fragment, for key: Key) {
        let size = fragment.bytes.count
        guard size <= byteLimit / 4 else { return }
        state.withLock { state in
            state.clock &+= 1
            if let old = state.fragments.updateValue(Entry(fragment: fragment, lastUse: state.clock), forKey: key) {
                state.byteCount -= old.fragment.bytes.count
            }
            state.byteCount += size
            guard state.byteCount > byteLimit else { return }
            // Evicted in a batch, the oldest half of the uses: a sort for each page kept past the
            // limit would cost more than the markup saves.
            let uses = state.fragments.values.map(\.lastUse).sorted()
            let cutoff = uses[uses.count / 2]
            for (key, entry) in state.fragments where entry.lastUse <= cutoff {
                state.fragments[key] = nil
                state.byteCount -= entry.fragment.bytes.count
            }
        }
    }

    /// What a kept view wrote: its bytes and how many elements they hold (for the rendering's
    /// statistics, as if written anew).
    struct Fragment: Sendable {
        let bytes: [UInt8]
        let elementCount: Int
    }

    /// What a piece of markup is kept by: the view's type (its key's type and content's), the key,
    /// and what of the place it renders at changes its markup.
    struct Key: Hashable, Sendable {
        let view: ObjectIdentifier
        let value: KeyValue
        let depth: Int
        let layout: UInt8
        /// The identity path, where the rendering writes identities.
        let identityPath: String?
        /// The environment outside where the store was put in it (see `Binding`), by identity:
        /// held, so that no other environment takes its address while the markup is kept.
        let scope: EnvironmentValues.Node?
        /// The page's language: the texts of Tessera's own views in the markup are written in
        /// it, and no key of a view of Tessera's needs to say it.
        let language: UILanguage

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.view == rhs.view && lhs.scope === rhs.scope && lhs.depth == rhs.depth && lhs.layout == rhs.layout
                && lhs.language == rhs.language && lhs.identityPath == rhs.identityPath && lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(view)
            hasher.combine(scope.map(ObjectIdentifier.init))
            hasher.combine(depth)
            hasher.combine(layout)
            hasher.combine(language)
            hasher.combine(identityPath)
            hasher.combine(value)
        }
    }

    /// A `KeptMarkup`'s key of whatever type, hashed and compared as its own type.
    ///
    /// Not `AnyHashable`: an array behind one is compared and hashed element by element, each
    /// element boxed as an `AnyHashable` in turn and its type looked up at run time — for the
    /// start page's table (sixteen rows of seven strings) a sixth of the page.
    class KeyValue: Hashable, @unchecked Sendable {
        // `@unchecked`: the only subclass holds a `let` of a Sendable value.
        static func == (lhs: KeyValue, rhs: KeyValue) -> Bool { lhs.isEqual(to: rhs) }
        func hash(into hasher: inout Hasher) { fatalError("a key of no value") }
        func isEqual(to other: KeyValue) -> Bool { fatalError("a key of no value") }
    }

    /// A key of type `Value`.
    final class TypedKeyValue<Value: Hashable & Sendable>: KeyValue, @unchecked Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }

        override func hash(into hasher: inout Hasher) {
            hasher.combine(value)
        }

        override func isEqual(to other: KeyValue) -> Bool {
            // Keys of other views are told apart by `Key.view` first; a key of another type is
            // never equal.
            guard type(of: other) == type(of: self) else { return false }
            return unsafeDowncast(other, to: TypedKeyValue<Value>.self).value == value
        }
    }

    /// A store as the environment holds it: with the environment it was put in, whose values
    /// its markup depends on without a key saying so. A view of yours around the page that sets
    /// a style makes a scope of its own: markup kept without the style is never written with it.
    struct Binding: Sendable {
        let store: KeptMarkupStore
        let scope: EnvironmentValues.Node?
    }

    private struct Entry {
        let fragment: Fragment
        var lastUse: UInt64
    }

    private struct State {
        var fragments: [Key: Entry] = [:]
        var byteCount = 0
        var clock: UInt64 = 0
    }
}

private struct KeptMarkupStoreKey: EnvironmentKey {
    static let defaultValue: KeptMarkupStore.Binding? = nil
}

extension EnvironmentValues {
    /// Where ``KeptMarkup`` views keep their markup; none by default, and then they write their
    /// content every time.
    ///
    /// What the environment holds where the store is put in it is part of every key, by
    /// identity: the markup a view keeps is written again only under the very same environment
    /// around the store. Put the store in at the root of your pages, from an environment made
    /// once (a renderer's, a server's); an environment made anew for each page outside it keeps
    /// nothing from one page to the next.
    public var keptMarkup: KeptMarkupStore? {
        get { self[KeptMarkupStoreKey.self]?.store }
        set { self[KeptMarkupStoreKey.self] = newValue.map { KeptMarkupStore.Binding(store: $0, scope: head) } }
    }

    /// The store, with the environment it was put in.
    var keptMarkupBinding: KeptMarkupStore.Binding? { self[KeptMarkupStoreKey.self] }
}
