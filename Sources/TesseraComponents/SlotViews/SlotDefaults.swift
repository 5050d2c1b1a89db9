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
    /// A text as a ``Text``.
    public static func view(_ text: String) -> Text { Text(verbatim: text) }

    /// A text or an icon as itself.
    public static func view(_ item: TextOrIcon) -> TextOrIcon { item }

    /// Texts and icons as an ``IconStack``.
    public static func view(_ items: [TextOrIcon]) -> IconStack { IconStack(items) }

    /// Labels as a ``TagStack``.
    public static func view(_ tags: [String]) -> TagStack { TagStack(tags) }

    /// Pictures of people as an ``AvatarStack``.
    public static func view(_ images: [Image]) -> AvatarStack { AvatarStack(images) }

    /// A view as itself.
    public static func view<Content: View>(_ view: Content) -> Content { view }
}
