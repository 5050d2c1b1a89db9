import Tessera

/// A key figure and its icon: one element of a ``KPILayoutContainer`` or a ``KPIHeaderControl``.
/// Fiori for SwiftUI's `KPI`, the figure alone; ``KPIItem`` adds what it counts and a trend.
///
/// ```swift
/// KPILayoutContainer(regions, id: \.title_) { region in
///     KPI {
///         Text(region.title_)
///     } icon: {
///         if let icon = region.icon_ { icon }
///     }
/// }
///
/// KPI(title: "1,284", icon: Image(systemName: "cart"))
///
/// KPI(model: region)                    // Region: KPIModel, with `title` or `title_`
/// ```
///
/// Its title is a slot named `title`: `.titleStyle { … }` (or Fiori's `.titleModifier { … }`)
/// restyles it, and the titles of every other component inside the same view.
@Component
public struct KPI {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case icon(Image?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: KPIConfiguration) -> some View {
        HStack(alignment: .center, spacing: 6) {
            configuration.icon.font(.title2).foregroundStyle(Color.theme(.iconColor))
            configuration.title.font(.largeTitle)
        }
        .attribute("data-component", "KPI")
    }
}

/// Key figures from data, the first four, side by side: Fiori for SwiftUI's `KPIHeaderControl`,
/// the business header that shows each element of its data as a ``KPI`` (or as the view a closure
/// makes of it), laid out as a ``KPILayoutContainer`` lays out its views.
///
/// ```swift
/// KPIHeaderControl(regions, id: \.title_)          // Region: KPIModel
///     .titleModifier { $0.font(.headline).foregroundColor(.red) }
///
/// KPIHeaderControl(plants, id: \.code) { plant in
///     KPI(title: plant.output, icon: Image(systemName: "chart.bar"))
/// }
/// ```
///
/// Its figures cannot be styled one by one; their slots can, all alike, with the slot modifiers
/// (`titleModifier`, `iconModifier`, or Tessera's `titleStyle`, `iconStyle`). For figures styled
/// one by one, use a ``KPILayoutContainer``; for figures with subtitles and progress, a
/// ``KPIHeader``. A `kpiLayoutContainerStyle(_:)` restyles its layout.
public struct KPIHeaderControl: View {
    private let container: KPILayoutContainer

    /// A header of a ``KPI`` for each of `data`'s first four elements, identified by the value at
    /// `id`.
    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>) where Data.Element: KPIModel {
        container = KPILayoutContainer(data, id: id) { KPI(model: $0) }
    }

    /// A header of the view `content` makes of each of `data`'s first four elements, identified by
    /// the value at `id`.
    public init<Data: Sequence, ID: Hashable, Item: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Item
    ) {
        container = KPILayoutContainer(data, id: id, content: content)
    }

    public var body: some View {
        container.attribute("data-kpi-header-control", nil)
    }
}

public extension View {
    #styleModifier(for: KPI.self)
}
