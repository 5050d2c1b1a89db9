import Tessera

/// Events in order down a line: a ``TimelineItem`` each, their nodes joined. Fiori's timeline of
/// an object's history — an order placed, approved, shipped.
///
/// ```swift
/// Timeline {
///     TimelineItem(title: "Order placed", timestamp: "2 May, 09:12")
///     TimelineItem(title: "Approved", subtitle: "by Ada Lovelace", timestamp: "2 May, 11:40")
/// }
///
/// Timeline(items: order.events)            // [OrderEvent], OrderEvent: TimelineItemModel
///
/// Timeline(model: order)                   // Order: TimelineModel
/// ```
///
/// The line is drawn by the stylesheet between the items' nodes, and not after the last one.
public struct Timeline: View {
    private let configuration: TimelineConfiguration

    /// A timeline of the items `items` builds: ``TimelineItem``s, or views of one's own.
    public init(@ViewBuilder items: () -> some View) {
        configuration = TimelineConfiguration(items: ComponentSlot("items", items()))
    }

    /// A timeline of models' items, each shown as a ``TimelineItem``.
    public init<Item: TimelineItemModel>(items: [Item]) {
        configuration = TimelineConfiguration(items: ComponentSlot("items", TimelineItems(items: items)))
    }

    /// A timeline showing a model's items: the same as the initializer of items.
    public init(model: some TimelineModel) {
        self.init(items: model.items)
    }

    /// The timeline of a style's configuration, for a style that shows it within.
    public init(_ configuration: TimelineConfiguration) {
        self.configuration = configuration
    }

    /// The timeline in the style in effect, or its base look.
    public var body: some View {
        StyledComponent(configuration: configuration, base: TimelineBaseStyle())
    }
}

/// The items of models, as ``TimelineItem``s.
private struct TimelineItems<Item: TimelineItemModel>: View {
    let items: [Item]

    var body: some View {
        ForEach(Array(items.enumerated()), id: \.offset) { _, item in
            TimelineItem(model: item)
        }
    }
}

/// The events of a ``Timeline``, as an app's own model provides them: conform a type and show it
/// with `Timeline(model:)`.
public protocol TimelineModel {
    /// The type of each event.
    associatedtype Item: TimelineItemModel
    /// The events, in order.
    var items: [Item] { get }
}

/// The parts of a ``Timeline``, as a style lays them out.
public struct TimelineConfiguration {
    /// The items.
    public let items: ComponentSlot

    /// A configuration of these items.
    public init(items: ComponentSlot) {
        self.items = items
    }
}

/// A look of ``Timeline``. Set it with `.timelineStyle(_:)`.
public protocol TimelineStyle: ComponentStyle where Configuration == TimelineConfiguration {}

/// The base look of ``Timeline``: the items in a column, their nodes joined by a line.
public struct TimelineBaseStyle: TimelineStyle {
    /// The base look.
    public init() {}

    public func makeBody(configuration: TimelineConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 14) {
            configuration.items
        }
        .attribute("data-component", "Timeline")
    }
}

public extension View {
    #styleModifier(for: Timeline.self)
}
