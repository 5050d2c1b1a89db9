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
/// ObjectItem(model: workOrder)          // WorkOrder: ObjectItemModel
/// ```
@Component
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

public extension View {
    #styleModifier(for: ObjectItem.self)
}
