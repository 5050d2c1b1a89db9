import Foundation
import Tessera

/// One business object in a list: a title with its subtitle, footnote and description, a status,
/// icons, a picture, tags and an action. Fiori's `ObjectItem`.
///
/// ```swift
/// ObjectItem(title: "Transformer overheating", subtitle: "Three phase", status: .text("High"),
///            icons: [.text("1"), .icon(Image(systemName: "circle.fill"))], tags: ["Urgent"])
///
/// ObjectItem {
///     Image(systemName: "square.and.pencil")
/// } subtitle: {
///     Text("Any view in any slot")
/// }
///
/// ObjectItem(model: workOrder)          // WorkOrder: ObjectItemModel, with `title` or `title_`
/// ```
///
/// Fiori for SwiftUI's spellings work as written there. Its initializer of plain values takes
/// attributed strings, texts or icons for the avatars, and a ``FioriButton`` as the action:
///
/// ```swift
/// ObjectItem(title: AttributedString("Transformer overheating"), status: .both("High", Image(systemName: "exclamationmark.triangle")),
///            avatars: [.icon(Image(url: "/people/ada.jpg", label: "Ada Lovelace")), .text("GH")],
///            tags: [AttributedString("Urgent")], action: FioriButton(title: "Assign") { order.assign() })
/// ```
///
/// and its slots of lists take a line each, through their own result builders (``IconBuilder``,
/// ``AvatarsBuilder``, ``FootnoteIconsBuilder``, ``TagBuilder``):
///
/// ```swift
/// ObjectItem {
///     Text("Transformer overheating")
/// } icons: {
///     Text("1")
///     Image(systemName: "circle.fill")
/// } avatars: {
///     Image(url: "/people/ada.jpg", label: "Ada Lovelace")
/// } tags: {
///     Tag("Urgent")
///     "Substation 4"
/// }
/// ```
///
/// A `FioriButton`'s code runs on the server in a live view; see ``FioriButton``.
@Component(builders: ["icons": IconBuilder.self, "avatars": AvatarsBuilder.self, "footnoteIcons": FootnoteIconsBuilder.self, "tags": TagBuilder.self])
public struct ObjectItem {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case subtitle(String?)
        case footnote(String?)
        case description(String?)
        case status(TextOrIcon?)
        case substatus(TextOrIcon?)
        case detailImage(Image?)
        case icons([TextOrIcon])
        case avatars([Image])
        case footnoteIcons([TextOrIcon])
        case tags([String])
        case action(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: ObjectItemConfiguration) -> some View {
        HStack(alignment: .top, spacing: 12) {
            configuration.icons
            configuration.detailImage
            VStack(alignment: .leading, spacing: 2) {
                configuration.title.font(.headline)
                configuration.subtitle.font(.subheadline).foregroundStyle(.secondary)
                configuration.footnote.font(.footnote).foregroundStyle(.secondary)
                configuration.footnoteIcons
                configuration.avatars
                configuration.tags
            }
            configuration.description.font(.subheadline).foregroundStyle(.secondary)
            Spacer()
            if !configuration.status.isEmpty || !configuration.substatus.isEmpty {
                VStack(alignment: .trailing, spacing: 2) {
                    configuration.status.font(.subheadline)
                    configuration.substatus.font(.footnote).foregroundStyle(.secondary)
                }
            }
            configuration.action
        }
        .attribute("data-component", "ObjectItem")
    }
}

extension ObjectItem {
    /// An ObjectItem of plain values as Fiori for SwiftUI gives them: attributed strings for the
    /// texts (their characters shown, each run in its font and colour, links kept), texts or icons for the
    /// avatars (an avatar of text is its initials in a circle), attributed strings for the tags,
    /// and a ``FioriButton`` as the action. A slot left out shows nothing.
    ///
    /// ```swift
    /// ObjectItem(title: AttributedString("Pump P-100 leaking"), status: .text("Medium"),
    ///            avatars: [.text("AL")], tags: [AttributedString("Mechanical")],
    ///            action: FioriButton(title: "Assign") { order.assign(to: me) })
    /// ```
    ///
    /// Where a call fits Tessera's initializer as well (no avatar, tag or action of these types),
    /// it is Tessera's, which shows the same.
    @_disfavoredOverload
    public init(
        title: AttributedString, subtitle: AttributedString? = nil, footnote: AttributedString? = nil, description: AttributedString? = nil,
        status: TextOrIcon? = nil, substatus: TextOrIcon? = nil, detailImage: Image? = nil, icons: [TextOrIcon] = [],
        avatars: [TextOrIcon] = [], footnoteIcons: [TextOrIcon] = [], tags: [AttributedString] = [], action: FioriButton? = nil
    ) {
        self.init(
            ObjectItemConfiguration(
                title: ComponentSlot("title", SlotDefaults.view(title)),
                subtitle: ComponentSlot("subtitle", subtitle.map { SlotDefaults.view($0) }),
                footnote: ComponentSlot("footnote", footnote.map { SlotDefaults.view($0) }),
                description: ComponentSlot("description", description.map { SlotDefaults.view($0) }),
                status: ComponentSlot("status", status.map { SlotDefaults.view($0) }),
                substatus: ComponentSlot("substatus", substatus.map { SlotDefaults.view($0) }),
                detailImage: ComponentSlot("detailImage", detailImage.map { SlotDefaults.view($0) }),
                icons: ComponentSlot("icons", SlotDefaults.view(icons)),
                avatars: ComponentSlot("avatars", TextOrIconAvatars(avatars)),
                footnoteIcons: ComponentSlot("footnoteIcons", SlotDefaults.view(footnoteIcons)),
                tags: ComponentSlot("tags", TagStack(attributed: tags)),
                action: ComponentSlot("action", action)))
    }
}

/// Avatars given as texts or icons: an ``AvatarStack`` of the icons when every one is an icon, else
/// a row of circles, each an icon or a text (initials).
struct TextOrIconAvatars: View, EmptiableSlotContent {
    let avatars: [TextOrIcon]

    init(_ avatars: [TextOrIcon]) {
        self.avatars = avatars
    }

    var isEmptySlot: Bool { avatars.isEmpty }

    private var images: [Image] {
        avatars.compactMap { avatar in
            if case .icon(let image) = avatar { image } else { nil }
        }
    }

    var body: some View {
        if images.count == avatars.count {
            AvatarStack(images)
        } else {
            HStack(spacing: -8) {
                ForEach(Array(avatars.enumerated()), id: \.offset) { _, avatar in
                    avatar.font(.caption).frame(width: 32, height: 32).background(Color.theme(.tertiaryBackground)).clipShape(Circle())
                }
            }
            .attribute("data-component", "AvatarStack")
        }
    }
}

public extension View {
    #styleModifier(for: ObjectItem.self)
}
