import Tessera

/// Builds the texts and icons of an ``IconStack`` (an item's `icons` and `footnoteIcons`): a text
/// or an `Image` a line, with `if` and `for`.
///
/// ```swift
/// ObjectItem {
///     Text("Transformer overheating")
/// } icons: {
///     IconStack {
///         "1"
///         if order.isUnread { Image(systemName: "circle.fill") }
///     }
/// }
/// ```
@resultBuilder
public enum IconBuilder {
    /// A text.
    public static func buildExpression(_ text: String) -> [TextOrIcon] { [.text(text)] }
    /// An icon or a picture.
    public static func buildExpression(_ image: Image) -> [TextOrIcon] { [.icon(image)] }
    /// A text or an icon.
    public static func buildExpression(_ item: TextOrIcon) -> [TextOrIcon] { [item] }
    /// The lines, in order.
    public static func buildBlock(_ lines: [TextOrIcon]...) -> [TextOrIcon] { lines.flatMap { $0 } }
    /// An `if` without an `else`.
    public static func buildOptional(_ items: [TextOrIcon]?) -> [TextOrIcon] { items ?? [] }
    /// The first branch of an `if`–`else`.
    public static func buildEither(first items: [TextOrIcon]) -> [TextOrIcon] { items }
    /// The second branch of an `if`–`else`.
    public static func buildEither(second items: [TextOrIcon]) -> [TextOrIcon] { items }
    /// A `for` loop.
    public static func buildArray(_ passes: [[TextOrIcon]]) -> [TextOrIcon] { passes.flatMap { $0 } }
}

/// Builds the labels of a ``TagStack`` (an item's `tags`): a label a line, with `if` and `for`.
///
/// ```swift
/// TagStack {
///     "Urgent"
///     for plant in order.plants { plant.name }
/// }
/// ```
@resultBuilder
public enum TagBuilder {
    /// A label.
    public static func buildExpression(_ label: String) -> [String] { [label] }
    /// The lines, in order.
    public static func buildBlock(_ lines: [String]...) -> [String] { lines.flatMap { $0 } }
    /// An `if` without an `else`.
    public static func buildOptional(_ labels: [String]?) -> [String] { labels ?? [] }
    /// The first branch of an `if`–`else`.
    public static func buildEither(first labels: [String]) -> [String] { labels }
    /// The second branch of an `if`–`else`.
    public static func buildEither(second labels: [String]) -> [String] { labels }
    /// A `for` loop.
    public static func buildArray(_ passes: [[String]]) -> [String] { passes.flatMap { $0 } }
}

/// Builds the pictures of an ``AvatarStack`` (an item's `avatars`): an `Image` a line, with `if`
/// and `for`.
///
/// ```swift
/// AvatarStack(maxVisible: 3) {
///     Image("people/ada.jpg", label: "Ada Lovelace")
///     for member in team.members { Image(url: member.photo, label: member.name) }
/// }
/// ```
@resultBuilder
public enum AvatarBuilder {
    /// A picture.
    public static func buildExpression(_ image: Image) -> [Image] { [image] }
    /// The lines, in order.
    public static func buildBlock(_ lines: [Image]...) -> [Image] { lines.flatMap { $0 } }
    /// An `if` without an `else`.
    public static func buildOptional(_ images: [Image]?) -> [Image] { images ?? [] }
    /// The first branch of an `if`–`else`.
    public static func buildEither(first images: [Image]) -> [Image] { images }
    /// The second branch of an `if`–`else`.
    public static func buildEither(second images: [Image]) -> [Image] { images }
    /// A `for` loop.
    public static func buildArray(_ passes: [[Image]]) -> [Image] { passes.flatMap { $0 } }
}

extension IconStack {
    /// A stack of the texts and icons `items` lists, one a line.
    public init(@IconBuilder items: () -> [TextOrIcon]) {
        self.init(items())
    }
}

extension TagStack {
    /// A row of the labels `tags` lists, one a line.
    public init(@TagBuilder tags: () -> [String]) {
        self.init(tags())
    }
}

extension AvatarStack {
    /// A row of the pictures `avatars` lists, one a line, the first `maxVisible` shown (all when
    /// `nil`) and the rest counted, each `size` points across.
    public init(maxVisible: Int? = nil, size: Double = 32, @AvatarBuilder avatars: () -> [Image]) {
        self.init(avatars(), maxVisible: maxVisible, size: size)
    }
}
