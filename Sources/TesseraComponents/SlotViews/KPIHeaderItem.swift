import Tessera

/// One key figure of a ``KPIHeader``: a ``KPIItem`` or a ``KPIProgressItem``, from plain values
/// or from an app's own model.
///
/// ```swift
/// KPIHeader(items: [
///     .kpi("1,284", subtitle: "Open orders", icon: Image(systemName: "cart")),
///     .progress("18 of 25", fraction: ProgressFraction(18, of: 25), subtitle: "Inspections"),
///     KPIHeaderItem(model: revenue),           // Revenue: KPIItemModel
/// ])
/// ```
public struct KPIHeaderItem: View {
    private enum Figure {
        case kpi(KPIItem)
        case progress(KPIProgressItem)
    }

    private let figure: Figure

    /// A figure showing a model's values as a ``KPIItem``.
    ///
    /// ```swift
    /// KPIHeaderItem(model: revenue)            // Revenue: KPIItemModel
    /// ```
    public init(model: some KPIItemModel) {
        figure = .kpi(KPIItem(model: model))
    }

    /// A figure showing a model's values as a ``KPIProgressItem``.
    ///
    /// ```swift
    /// KPIHeaderItem(model: target)             // Target: KPIProgressItemModel
    /// ```
    public init(model: some KPIProgressItemModel) {
        figure = .progress(KPIProgressItem(model: model))
    }

    /// A key figure, as a ``KPIItem`` shows it, with the trend that led to it where given.
    ///
    /// ```swift
    /// .kpi("1,284", subtitle: "Open orders")
    /// .kpi("€ 30 k", subtitle: "Revenue", trend: [12, 18, 15, 22, 27, 30])
    /// ```
    public static func kpi(_ kpi: String, subtitle: String? = nil, icon: Image? = nil, trend: LinePlot? = nil) -> KPIHeaderItem {
        KPIHeaderItem(figure: .kpi(KPIItem(kpi: kpi, subtitle: subtitle, icon: icon, trend: trend)))
    }

    /// A key figure with how far along it is, as a ``KPIProgressItem`` shows it.
    ///
    /// ```swift
    /// .progress("72%", fraction: 0.72, subtitle: "Budget used")
    /// ```
    public static func progress(_ kpi: String, fraction: ProgressFraction? = nil, subtitle: String? = nil, footnote: String? = nil) -> KPIHeaderItem {
        KPIHeaderItem(figure: .progress(KPIProgressItem(kpi: kpi, fraction: fraction, subtitle: subtitle, footnote: footnote)))
    }

    private init(figure: Figure) {
        self.figure = figure
    }

    public var body: some View {
        switch figure {
        case .kpi(let item): item
        case .progress(let item): item
        }
    }
}
