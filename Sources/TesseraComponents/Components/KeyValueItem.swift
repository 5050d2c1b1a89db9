import Tessera

/// A label and its value, the label above: one field of an object's details. Fiori's
/// `KeyValueItem`.
///
/// ```swift
/// KeyValueItem(key: "Plant", value: "Walldorf")
///
/// KeyValueItem {
///     Text("Due")
/// } value: {
///     Text(order.due, format: .dateTime.day().month())
/// }
///
/// KeyValueItem(model: field)            // Field: KeyValueItemModel
/// ```
@Component
public struct KeyValueItem {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case key(String)
        case value(String)
    }

    @ViewBuilder
    static func baseBody(_ configuration: KeyValueItemConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.key.font(.subheadline).foregroundStyle(.secondary)
            configuration.value.font(.body)
        }
        .attribute("data-component", "KeyValueItem")
    }
}

public extension View {
    #styleModifier(for: KeyValueItem.self)
}
