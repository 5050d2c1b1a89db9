import Tessera

/// One action of an element's context menu (see ``ContextMenuHandler``).
public struct ContextAction: Hashable, Sendable, Identifiable {
    /// What names the action in the request a choice sends: unique within one element's menu.
    public var id: String
    /// The action's title, shown in the menu.
    public var title: String
    /// The name of an icon drawn before the title (see `Image(systemName:)`), if any.
    public var systemImage: String?
    /// Whether the action destroys something (shown in red) or cancels.
    public var role: ButtonRole?

    /// An action named `id`, titled `title`.
    public init(id: String, title: String, systemImage: String? = nil, role: ButtonRole? = nil) {
        self.id = id
        self.title = title
        self.systemImage = systemImage
        self.role = role
    }
}
