import Tessera

/// Makes a struct a business component: from its `Slots`, the macro writes the component's three
/// initializers, its model protocol, its style protocol and configuration, and its base style.
///
/// ```swift
/// @Component
/// public struct Badge {
///     /// The slots, and what the type-based initializer takes for each: a slot whose value is
///     /// optional or a list may be left out, and then shows nothing.
///     public enum Slots {
///         case title(String)
///         case detail(String?)
///         case tags([String])
///     }
///
///     /// How a badge looks unless a style says otherwise.
///     @ViewBuilder
///     static func baseBody(_ configuration: BadgeConfiguration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.title.font(.headline)
///             configuration.detail
///             configuration.tags
///         }
///     }
/// }
/// ```
///
/// gives, for `Badge`:
///
/// - `Badge { Text("Gold") } detail: { Image(systemName: "star") }`: any view in any slot;
/// - `Badge(title: "Gold", detail: "Since 2019", tags: ["VIP"])`: plain values, each shown by its
///   default view (``SlotDefaults``: `String` as `Text`, `[String]` as a ``TagStack``, …);
/// - `Badge(model: customer)`: any type conforming to the generated `BadgeModel` protocol, whose
///   properties mirror the slots;
/// - `BadgeStyle`, a style protocol (a ``ComponentStyle`` of `BadgeConfiguration`), set with
///   `.componentStyle(MyBadgeStyle())` or a modifier ``styleModifier(for:)`` writes;
/// - `BadgeBaseStyle`, the look `baseBody` gives, which a style of one's own can wrap;
/// - `Badge(configuration)`, the component again from a style's configuration.
///
/// The three initializers render the same HTML for the same content.
///
/// The model's values go by the slots' names and by Fiori for SwiftUI's, the same with a trailing
/// underscore: a type conforms to `BadgeModel` with `title` or with `title_` (``ModelNamings()``).
@attached(member, names: named(init), named(body), named(_configuration), named(_componentStyles), named(_componentState))
@attached(peer, names: suffixed(Model), suffixed(Style), suffixed(Configuration), suffixed(BaseStyle))
@attached(extension, conformances: View)
public macro Component() = #externalMacro(module: "TesseraComponentsMacros", type: "ComponentMacro")

/// ``Component()``, whose initializer of view builders builds the slots `builders` names with the
/// result builder given for each, in place of `@ViewBuilder`: a slot that shows a list of things
/// (icons, tags) then takes them a line each, as Fiori for SwiftUI's `ObjectItem` does.
///
/// ```swift
/// @Component(builders: ["icons": IconBuilder.self, "tags": TagBuilder.self])
/// public struct ObjectItem { … }
///
/// ObjectItem {
///     Text("Transformer overheating")
/// } icons: {
///     "1"
///     Image(systemName: "circle.fill")
/// } tags: {
///     "Urgent"
///     Tag("Substation 4")
/// }
/// ```
///
/// Such a builder must take `EmptyView()` (the slot's default) as nothing, and build a view.
@attached(member, names: named(init), named(body), named(_configuration), named(_componentStyles), named(_componentState))
@attached(peer, names: suffixed(Model), suffixed(Style), suffixed(Configuration), suffixed(BaseStyle))
@attached(extension, conformances: View)
public macro Component(builders: [String: Any.Type]) = #externalMacro(module: "TesseraComponentsMacros", type: "ComponentMacro")

/// Writes, inside `extension View`, the modifier that sets a component's style:
/// `#styleModifier(for: Badge.self)` writes `badgeStyle(_:)`.
///
/// ```swift
/// public extension View {
///     #styleModifier(for: Badge.self)
/// }
/// ```
@freestanding(declaration, names: arbitrary)
public macro styleModifier<Component>(for component: Component.Type) = #externalMacro(module: "TesseraComponentsMacros", type: "StyleModifierMacro")

/// Writes, inside `extension View`, the modifier that restyles one slot in every component:
/// `#slotStyleModifier("title")` writes `titleStyle(_:)`, and `titleModifier(_:)`, its name in
/// Fiori for SwiftUI.
@freestanding(declaration, names: arbitrary)
public macro slotStyleModifier(_ slot: String) = #externalMacro(module: "TesseraComponentsMacros", type: "SlotStyleModifierMacro")
