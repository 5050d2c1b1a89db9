import Tessera

/// The looks the `look` key may name: ``DirectLook/basic``, ``DirectLook/fiori`` and those an
/// application registers.
///
/// A name no look has is an error, not a quiet fallback: `tessera rules check` and the server's
/// start report a rule that names one, and a page whose rules name one shows which rule did.
public struct DirectLooks: Sendable {
    private var looks: [String: DirectLook] = [
        DirectLook.basic.name: .basic,
        DirectLook.fiori.name: .fiori,
    ]

    /// Tessera's two looks.
    public init() {}

    /// Tessera's two looks, and nothing else.
    public static let standard = DirectLooks()

    /// Registers `look` under its name, replacing a look registered with that name before (even
    /// `basic` or `fiori`: an application may redraw them).
    public mutating func register(_ look: DirectLook) {
        looks[look.name] = look
    }

    /// The look called `name`, or `nil`.
    public func look(named name: String) -> DirectLook? {
        looks[name]
    }

    /// Every name a rule may give, sorted.
    public var names: [String] { looks.keys.sorted() }
}

private struct DirectLooksKey: EnvironmentKey {
    static let defaultValue = DirectLooks.standard
}

extension EnvironmentValues {
    /// The application's looks.
    public var directLooks: DirectLooks {
        get { self[DirectLooksKey.self] }
        set { self[DirectLooksKey.self] = newValue }
    }
}
