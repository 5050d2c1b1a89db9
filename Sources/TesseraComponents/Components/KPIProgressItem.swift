import Tessera

/// A key figure with how far along it is: the figure, a progress bar, what it measures and a
/// footnote. Fiori's `KPIProgressItem`.
///
/// The fraction is a real progress element (`<progress value max>`), which assistive
/// technologies read as a percentage whatever the figure says.
///
/// ```swift
/// KPIProgressItem(kpi: "18 of 25", fraction: ProgressFraction(18, of: 25),
///                 subtitle: "Inspections done", footnote: "Due Friday")
///
/// KPIProgressItem {
///     Text(0.72, format: .percent)
/// } fraction: {
///     ProgressView(value: 0.72)
/// }
///
/// KPIProgressItem(model: target)        // Target: KPIProgressItemModel
/// ```
@Component
public struct KPIProgressItem {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case kpi(String)
        case fraction(ProgressFraction?)
        case subtitle(String?)
        case footnote(String?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: KPIProgressItemConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.kpi.font(.title)
            configuration.fraction
            configuration.subtitle.font(.subheadline)
            configuration.footnote.font(.footnote).foregroundStyle(.secondary)
        }
        .attribute("data-component", "KPIProgressItem")
    }
}

public extension View {
    #styleModifier(for: KPIProgressItem.self)
}
