import Foundation
import Tessera

/// The default view of each kind of slot value: what a component's type-based initializer shows a
/// plain value with. The generated initializers call `SlotDefaults.view(_:)`, and the overload for
/// the value's type is chosen when the component compiles.
///
/// A slot of a type of your own needs an overload of your own:
///
/// ```swift
/// extension SlotDefaults {
///     static func view(_ rating: Rating) -> some View { RatingControl(rating: rating) }
/// }
/// ```
public enum SlotDefaults {
    /// A text as a `Text`.
    public static func view(_ text: String) -> Text { Text(verbatim: text) }

    /// An attributed string, as a `Text` of its runs: bold, italic, code and links kept.
    public static func view(_ text: AttributedString) -> Text { Text(text) }

    /// A text or an icon as itself.
    public static func view(_ item: TextOrIcon) -> TextOrIcon { item }

    /// Texts and icons as an ``IconStack``.
    public static func view(_ items: [TextOrIcon]) -> IconStack { IconStack(items) }

    /// Labels as a ``TagStack``.
    public static func view(_ tags: [String]) -> TagStack { TagStack(tags) }

    /// Pictures of people as an ``AvatarStack``.
    public static func view(_ images: [Image]) -> AvatarStack { AvatarStack(images) }

    /// Links as an ``ActionStack``.
    public static func view(_ links: [Link<Text>]) -> ActionStack { ActionStack(links) }

    /// A banner's kind as its icon in its colour, labelled with its name.
    public static func view(_ kind: BannerKind) -> some View {
        Image(systemName: kind.systemImage).foregroundStyle(kind.color).accessibilityLabel(ComponentText.bannerKind(kind))
    }

    /// A fraction as a progress bar (`<progress>`, which assistive technologies read as a
    /// percentage), clamped to 0…1; a fraction that is not a number shows work under way.
    public static func view(_ fraction: ProgressFraction) -> ProgressView<EmptyView> {
        ProgressView(value: fraction.value)
    }

    /// A view as itself.
    public static func view<Content: View>(_ view: Content) -> Content { view }
}
