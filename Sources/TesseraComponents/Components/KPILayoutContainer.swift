import Tessera

/// Up to four views of one's own side by side, each styled as the caller likes: key figures in a
/// row. Fiori's `KPILayoutContainer`.
///
/// ```swift
/// KPILayoutContainer {
///     KPIItem(kpi: "1,284", subtitle: "Open orders")
///     KPIProgressItem(kpi: "72%", fraction: 0.72, subtitle: "Budget used")
///         .kpiProgressItemStyle(Compact())
///     for region in regions {
///         KPIItem(model: region)
///     }
/// }
/// ```
///
/// It shows at most ``maximumItems`` (four) views, as Fiori does: the ones after the fourth are not
/// rendered. Each expression in the builder, and each pass of a `for` loop, is one view; a
/// `ForEach` or a `Group` is one view however many it holds, so write a `for` loop to count each.
/// For figures from data, laid out alike, use a ``KPIHeader``.
///
/// It is not an `@Component`: its content is a list of views, not named slots. It has a style
/// protocol, a configuration, a base style and `kpiLayoutContainerStyle(_:)` all the same.
public struct KPILayoutContainer: View {
    /// The most views a container shows: four, as in Fiori.
    public static let maximumItems = 4

    private let configuration: KPILayoutContainerConfiguration

    /// A container of the first four views `content` builds.
    ///
    /// ```swift
    /// KPILayoutContainer {
    ///     KPIItem(kpi: "12", subtitle: "New tickets")
    ///     KPIItem(kpi: "3", subtitle: "Escalated").kpiStyle { $0.foregroundStyle(Color.theme(.negativeLabel)) }
    /// }
    /// ```
    public init(@KPILayoutContainerBuilder content: () -> [AnyView]) {
        configuration = KPILayoutContainerConfiguration(items: content())
    }

    /// A container of a view per element of `data`, the first four, each identified by the
    /// value at `id` (the identity a live view keeps it by): the Fiori concept's own form.
    ///
    /// ```swift
    /// KPILayoutContainer(regions, id: \.code) { region in
    ///     KPIItem(kpi: region.revenue, subtitle: region.name)
    /// }
    ///
    /// KPILayoutContainer(data, id: \.title_) { element in    // Fiori for SwiftUI's, with a KPI
    ///     KPI {
    ///         Text(element.title_)
    ///     } icon: {
    ///         if let icon = element.icon_ { icon }
    ///     }
    /// }
    /// ```
    public init<Data: Sequence, ID: Hashable, Item: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Item
    ) {
        configuration = KPILayoutContainerConfiguration(
            items: data.prefix(Self.maximumItems).map { element in AnyView(content(element).id(element[keyPath: id])) })
    }

    /// A container of a view per element of `data`, the first four, identified by their `id`.
    ///
    /// ```swift
    /// KPILayoutContainer(regions) { region in KPIItem(model: region) }    // Region: Identifiable
    /// ```
    public init<Data: Sequence, Item: View>(_ data: Data, @ViewBuilder content: (Data.Element) -> Item) where Data.Element: Identifiable {
        self.init(data, id: \.id, content: content)
    }

    /// The container of a style's configuration, for a style that shows the container within.
    public init(_ configuration: KPILayoutContainerConfiguration) {
        self.configuration = configuration
    }

    /// The container in the style in effect, or its base look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: KPILayoutContainerBaseStyle())
    }
}

/// The views of a ``KPILayoutContainer``, as a style lays them out.
public struct KPILayoutContainerConfiguration {
    /// The views shown, in order: at most ``KPILayoutContainer/maximumItems``.
    public let items: [AnyView]

    /// A configuration of the first four of `items`; the rest are dropped.
    public init(items: [AnyView]) {
        self.items = Array(items.prefix(KPILayoutContainer.maximumItems))
    }
}

/// A look of ``KPILayoutContainer``: lays out its views. Set it with `.kpiLayoutContainerStyle(_:)`.
///
/// ```swift
/// struct Column: KPILayoutContainerStyle {
///     func makeBody(configuration: KPILayoutContainerConfiguration) -> some View {
///         VStack(alignment: .leading) {
///             for item in configuration.items { item }
///         }
///     }
/// }
/// ```
public protocol KPILayoutContainerStyle: ComponentStyle where Configuration == KPILayoutContainerConfiguration {}

/// The base look of ``KPILayoutContainer``: the views in a row, each as wide as the others,
/// divided by rules; what a style of one's own can wrap.
public struct KPILayoutContainerBaseStyle: KPILayoutContainerStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: KPILayoutContainerConfiguration) -> some View {
        HStack(alignment: .top, spacing: 16) {
            for (index, item) in configuration.items.enumerated() {
                if index > 0 { Divider() }
                item.frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .attribute("data-component", "KPILayoutContainer")
    }
}

public extension View {
    #styleModifier(for: KPILayoutContainer.self)
}
