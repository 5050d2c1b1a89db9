import Foundation
import Tessera

/// Builds the texts and icons of an ``IconStack`` (an item's `icons` and `footnoteIcons`): a text,
/// an `Image` or a view of one's own a line, with `if` and `for`. ``ObjectItem``'s `icons` slot
/// takes its lines so, as Fiori for SwiftUI's does.
///
/// ```swift
/// ObjectItem {
///     Text("Transformer overheating")
/// } icons: {
///     "1"
///     if order.isUnread { Image(systemName: "circle.fill") }
/// }
///
/// IconStack {
///     Text("1").bold()
///     Image(systemName: "paperclip")
/// }
/// ```
///
/// An `IconStack` among the lines adds its own lines; an `EmptyView` adds none.
@resultBuilder
public enum IconBuilder {
    /// A text.
    public static func buildExpression(_ text: String) -> [IconStack.Line] { [.item(.text(text))] }
    /// An icon or a picture.
    public static func buildExpression(_ image: Image) -> [IconStack.Line] { [.item(.icon(image))] }
    /// A text or an icon.
    public static func buildExpression(_ item: TextOrIcon) -> [IconStack.Line] { [.item(item)] }
    /// The lines of another stack.
    public static func buildExpression(_ stack: IconStack) -> [IconStack.Line] { stack.lines }
    /// Nothing.
    public static func buildExpression(_ nothing: EmptyView) -> [IconStack.Line] { [] }
    /// Any other view, as it is.
    public static func buildExpression(_ view: some View) -> [IconStack.Line] { [.view(AnyView(view))] }
    /// The lines, in order.
    public static func buildBlock(_ lines: [IconStack.Line]...) -> [IconStack.Line] { lines.flatMap { $0 } }
    /// An `if` without an `else`.
    public static func buildOptional(_ lines: [IconStack.Line]?) -> [IconStack.Line] { lines ?? [] }
    /// The first branch of an `if`–`else`.
    public static func buildEither(first lines: [IconStack.Line]) -> [IconStack.Line] { lines }
    /// The second branch of an `if`–`else`.
    public static func buildEither(second lines: [IconStack.Line]) -> [IconStack.Line] { lines }
    /// A `for` loop.
    public static func buildArray(_ passes: [[IconStack.Line]]) -> [IconStack.Line] { passes.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ lines: [IconStack.Line]) -> [IconStack.Line] { lines }
    /// The stack of the lines.
    public static func buildFinalResult(_ lines: [IconStack.Line]) -> IconStack { IconStack(lines: lines) }
}

/// Builds an item's footnote icons a line each, as ``IconBuilder`` builds its icons: Fiori for
/// SwiftUI's name for the builder of ``ObjectItem``'s `footnoteIcons` slot.
///
/// ```swift
/// ObjectItem {
///     Text("Pump P-100 leaking")
/// } footnoteIcons: {
///     Image(systemName: "paperclip")
///     "2"
/// }
/// ```
public typealias FootnoteIconsBuilder = IconBuilder

/// Builds the tags of a ``TagStack`` (an item's `tags`): a label, a ``Tag`` or a `Text` a line,
/// with `if` and `for`. ``ObjectItem``'s `tags` slot takes its tags so, as Fiori for SwiftUI's
/// does.
///
/// ```swift
/// TagStack {
///     "Urgent"
///     for plant in order.plants { plant.name }
/// }
///
/// ObjectItem {
///     Text("Transformer overheating")
/// } tags: {
///     Tag("Urgent")
///     Text("Substation 4")        // a tag labelled so
/// }
/// ```
///
/// A `TagStack` among the lines adds its own tags; an `EmptyView` adds none; any other view is
/// shown as it is.
@resultBuilder
public enum TagBuilder {
    /// A tag labelled `label`.
    public static func buildExpression(_ label: String) -> [TagStack.Line] { [.label(label)] }
    /// A tag labelled with an attributed string's characters, each run in its font and colour.
    public static func buildExpression(_ label: AttributedString) -> [TagStack.Line] { [.attributed(label)] }
    /// A tag labelled with a text, in its font and colour.
    public static func buildExpression(_ text: Text) -> [TagStack.Line] { [.view(AnyView(Tag { text }))] }
    /// A tag of one's own.
    public static func buildExpression(_ tag: Tag) -> [TagStack.Line] { [.view(AnyView(tag))] }
    /// The tags of another row.
    public static func buildExpression(_ stack: TagStack) -> [TagStack.Line] { stack.lines }
    /// Nothing.
    public static func buildExpression(_ nothing: EmptyView) -> [TagStack.Line] { [] }
    /// Any other view, as it is.
    public static func buildExpression(_ view: some View) -> [TagStack.Line] { [.view(AnyView(view))] }
    /// The lines, in order.
    public static func buildBlock(_ lines: [TagStack.Line]...) -> [TagStack.Line] { lines.flatMap { $0 } }
    /// An `if` without an `else`.
    public static func buildOptional(_ lines: [TagStack.Line]?) -> [TagStack.Line] { lines ?? [] }
    /// The first branch of an `if`–`else`.
    public static func buildEither(first lines: [TagStack.Line]) -> [TagStack.Line] { lines }
    /// The second branch of an `if`–`else`.
    public static func buildEither(second lines: [TagStack.Line]) -> [TagStack.Line] { lines }
    /// A `for` loop.
    public static func buildArray(_ passes: [[TagStack.Line]]) -> [TagStack.Line] { passes.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ lines: [TagStack.Line]) -> [TagStack.Line] { lines }
    /// The row of the tags.
    public static func buildFinalResult(_ lines: [TagStack.Line]) -> TagStack { TagStack(lines: lines) }
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

/// Builds the pictures of ``ObjectItem``'s `avatars` slot, an `Image` a line, into an
/// ``AvatarStack``: Fiori for SwiftUI's `AvatarsBuilder`.
///
/// ```swift
/// ObjectItem {
///     Text("Quarterly review")
/// } avatars: {
///     Image(url: "/people/ada.jpg", label: "Ada Lovelace")
///     Image(url: "/people/alan.jpg", label: "Alan Turing")
/// }
/// ```
///
/// An `AvatarStack` given alone is the slot's view as it is, its limit and size kept; among other
/// lines it adds the pictures it shows. An `EmptyView` adds nothing.
@resultBuilder
public enum AvatarsBuilder {
    /// A line of the slot: pictures, or a stack of one's own.
    public enum Line {
        /// A picture.
        case image(Image)
        /// A stack as it is.
        case stack(AvatarStack)
    }

    /// A picture.
    public static func buildExpression(_ image: Image) -> [Line] { [.image(image)] }
    /// Pictures.
    public static func buildExpression(_ images: [Image]) -> [Line] { images.map(Line.image) }
    /// A stack of one's own.
    public static func buildExpression(_ stack: AvatarStack) -> [Line] { [.stack(stack)] }
    /// Nothing.
    public static func buildExpression(_ nothing: EmptyView) -> [Line] { [] }
    /// The lines, in order.
    public static func buildBlock(_ lines: [Line]...) -> [Line] { lines.flatMap { $0 } }
    /// An `if` without an `else`.
    public static func buildOptional(_ lines: [Line]?) -> [Line] { lines ?? [] }
    /// The first branch of an `if`–`else`.
    public static func buildEither(first lines: [Line]) -> [Line] { lines }
    /// The second branch of an `if`–`else`.
    public static func buildEither(second lines: [Line]) -> [Line] { lines }
    /// A `for` loop.
    public static func buildArray(_ passes: [[Line]]) -> [Line] { passes.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ lines: [Line]) -> [Line] { lines }

    /// The stack: one given alone as it is, else one of every picture.
    public static func buildFinalResult(_ lines: [Line]) -> AvatarStack {
        if lines.count == 1, case .stack(let stack) = lines[0] { return stack }
        return AvatarStack(
            lines.flatMap { line in
                switch line {
                case .image(let image): [image]
                case .stack(let stack): stack.images
                }
            })
    }
}

extension IconStack {
    /// A stack of the texts, icons and views `items` lists, one a line.
    public init(@IconBuilder items: () -> IconStack) {
        self = items()
    }
}

extension TagStack {
    /// A row of the tags `tags` lists, one a line.
    public init(@TagBuilder tags: () -> TagStack) {
        self = tags()
    }
}

extension AvatarStack {
    /// A row of the pictures `avatars` lists, one a line, the first `maxVisible` shown (all when
    /// `nil`) and the rest counted, each `size` points across.
    public init(maxVisible: Int? = nil, size: Double = 32, @AvatarBuilder avatars: () -> [Image]) {
        self.init(avatars(), maxVisible: maxVisible, size: size)
    }
}
