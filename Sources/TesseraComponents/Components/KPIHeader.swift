import Tessera

/// Up to four key figures side by side, from data: the head of an overview page. Fiori's
/// `KPIHeader`.
///
/// ```swift
/// KPIHeader(items: [
///     .kpi("1,284", subtitle: "Open orders", icon: Image(systemName: "cart")),
///     .kpi("€ 2.4 M", subtitle: "Revenue this month"),
///     .progress("18 of 25", fraction: ProgressFraction(18, of: 25), subtitle: "Inspections done"),
/// ])
///
/// KPIHeader(items: regions.map(KPIHeaderItem.init(model:)))   // Region: KPIItemModel
/// ```
///
/// It shows at most ``maximumItems`` (four) figures: more do not fit a header's row, so the ones
/// after the fourth are dropped. For views of one's own, each styled as it likes, use a
/// ``KPILayoutContainer``: the header takes data and lays every figure out alike, in columns of
/// one width, in one look that a `KPIHeaderStyle` replaces as a whole.
///
/// It is not an `@Component`: a component's slots are views given one by one, and a header is a
/// list of figures, so its configuration holds the figures themselves. It has the same parts
/// otherwise: a style protocol, a configuration, a base style and `kpiHeaderStyle(_:)`.
public struct KPIHeader: View {
    /// The most figures a header shows: four, as in Fiori.
    public static let maximumItems = 4

    private let configuration: KPIHeaderConfiguration

    /// A header of the first four of `items`.
    ///
    /// ```swift
    /// KPIHeader(items: [.kpi("1,284", subtitle: "Open orders"), .progress("72%", fraction: 0.72)])
    /// ```
    public init(items: [KPIHeaderItem]) {
        configuration = KPIHeaderConfiguration(items: items)
    }

    /// A header of the figures of `data`'s first four elements, each shown as a ``KPIItem``: the
    /// Fiori concept's own form. `id` names what tells the elements apart; the figures are shown in
    /// the order of `data`.
    ///
    /// ```swift
    /// KPIHeader(regions, id: \.code)          // Region: KPIItemModel
    /// ```
    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>) where Data.Element: KPIItemModel {
        self.init(items: data.prefix(Self.maximumItems).map { KPIHeaderItem(model: $0) })
    }

    /// A header of the figures of `data`'s first four elements, each shown as a
    /// ``KPIProgressItem``.
    ///
    /// ```swift
    /// KPIHeader(targets, id: \.name)          // Target: KPIProgressItemModel
    /// ```
    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>) where Data.Element: KPIProgressItemModel {
        self.init(items: data.prefix(Self.maximumItems).map { KPIHeaderItem(model: $0) })
    }

    /// A header of the figure `item` makes of each of `data`'s first four elements: for elements
    /// that are not models of one figure, or figures of both kinds.
    ///
    /// ```swift
    /// KPIHeader(plants, id: \.id) { plant in
    ///     plant.hasTarget ? .progress(plant.done, fraction: plant.fraction) : .kpi(plant.orders, subtitle: plant.name)
    /// }
    /// ```
    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, item: (Data.Element) -> KPIHeaderItem) {
        self.init(items: data.prefix(Self.maximumItems).map(item))
    }

    /// The header of a style's configuration, for a style that shows the header within.
    public init(_ configuration: KPIHeaderConfiguration) {
        self.configuration = configuration
    }

    /// The header in the style in effect, or its base look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: KPIHeaderBaseStyle())
    }
}

/// The figures of a ``KPIHeader``, as a style lays them out.
public struct KPIHeaderConfiguration {
    /// The figures shown, in order: at most ``KPIHeader/maximumItems``.
    public let items: [KPIHeaderItem]

    /// A configuration of the first four of `items`; the rest are dropped.
    public init(items: [KPIHeaderItem]) {
        self.items = Array(items.prefix(KPIHeader.maximumItems))
    }
}

/// A look of ``KPIHeader``: lays out its figures. Set it with `.kpiHeaderStyle(_:)`.
///
/// ```swift
/// struct Stacked: KPIHeaderStyle {
///     func makeBody(configuration: KPIHeaderConfiguration) -> some View {
///         VStack(alignment: .leading) {
///             for item in configuration.items { item }
///         }
///     }
/// }
/// ```
public protocol KPIHeaderStyle: ComponentStyle where Configuration == KPIHeaderConfiguration {}

/// The base look of ``KPIHeader``: the figures in a row of equal columns, divided by rules; what a
/// style of one's own can wrap.
public struct KPIHeaderBaseStyle: KPIHeaderStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: KPIHeaderConfiguration) -> some View {
        HStack(alignment: .top, spacing: 16) {
            for (index, item) in configuration.items.enumerated() {
                if index > 0 { Divider() }
                item.frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .attribute("data-component", "KPIHeader")
    }
}

public extension View {
    #styleModifier(for: KPIHeader.self)
}
