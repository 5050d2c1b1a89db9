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
///
/// KPIItem(kpi: "€ 30 k", subtitle: "Revenue this month", trend: [12, 18, 15, 22, 27, 30])
/// ```
///
/// A model's values go by the slots' names or by Fiori for SwiftUI's, with a trailing underscore
/// (`kpi_`, `subtitle_`, `icon_`); a model that gives no `trend` (under either name) shows none.
///
/// The figure and its subtitle are read in order, the figure first: "1,284, Open orders". A
/// `trend` (a ``LinePlot``, or any plot through the view builder) stands beside the figure, a
/// micro chart of how it got there, named for assistive technologies by the subtitle: "Revenue
/// this month: 6 values from 12 to 30, last 30". Without one, the item is as it always was.
@Component
public struct KPIItem {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case kpi(String)
        case subtitle(String?)
        case icon(Image?)
        case trend(LinePlot?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: KPIItemConfiguration) -> some View {
        if configuration.trend.isEmpty {
            figure(configuration, subtitle: configuration.subtitle.font(.caption).foregroundStyle(.secondary))
                .attribute("data-component", "KPIItem")
        } else {
            // The trend beside the figure, named by the subtitle.
            MicroChartLabelling(title: configuration.subtitle) {
                HStack(alignment: .center, spacing: 16) {
                    figure(configuration, subtitle: configuration.subtitle.font(.caption).foregroundStyle(.secondary))
                    configuration.trend.frame(width: 112)
                }
                .attribute("data-component", "KPIItem")
            }
        }
    }

    /// The figure, its icon and what it counts, beneath.
    @ViewBuilder
    private static func figure(_ configuration: KPIItemConfiguration, subtitle: some View) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            if configuration.icon.isEmpty {
                configuration.kpi.font(.largeTitle)
            } else {
                HStack(alignment: .center, spacing: 6) {
                    configuration.icon.font(.title2).foregroundStyle(Color.theme(.iconColor))
                    configuration.kpi.font(.largeTitle)
                }
            }
            subtitle
        }
    }
}

public extension View {
    #styleModifier(for: KPIItem.self)
}
