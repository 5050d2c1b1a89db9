import Tessera

/// A key figure, large, with what it counts beneath and an icon beside it. Fiori's `KPIItem`.
///
/// ```swift
/// KPIItem(kpi: "1,284", subtitle: "Open orders", icon: Image(systemName: "cart"))
///
/// KPIItem {
///     Text(revenue, format: .currency(code: "EUR"))
/// } subtitle: {
///     Text("Revenue this month")
/// }
///
/// KPIItem(model: figure)                // Figure: KPIItemModel
/// ```
///
/// The figure and its subtitle are read in order, the figure first: "1,284, Open orders".
@Component
public struct KPIItem {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case kpi(String)
        case subtitle(String?)
        case icon(Image?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: KPIItemConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            if configuration.icon.isEmpty {
                configuration.kpi.font(.largeTitle)
            } else {
                HStack(alignment: .center, spacing: 6) {
                    configuration.icon.font(.title2).foregroundStyle(.accentColor)
                    configuration.kpi.font(.largeTitle)
                }
            }
            configuration.subtitle.font(.caption).foregroundStyle(.secondary)
        }
        .attribute("data-component", "KPIItem")
    }
}

public extension View {
    #styleModifier(for: KPIItem.self)
}
