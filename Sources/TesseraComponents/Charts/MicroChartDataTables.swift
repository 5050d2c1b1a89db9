import Tessera

private struct MicroChartDataTablesKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether micro charts write the table of their data beside their picture, for assistive
    /// technologies: `true` unless a view says otherwise (``Tessera/View/microChartDataTables(_:)``).
    public var microChartDataTables: Bool {
        get { self[MicroChartDataTablesKey.self] }
        set { self[MicroChartDataTablesKey.self] = newValue }
    }
}

extension View {
    /// Whether the micro charts in this view write a table of their data beside their picture
    /// for assistive technologies; they do unless told not to.
    ///
    /// A list of hundreds of rows, each with a sparkline, should not be a page of hundreds of
    /// tables. Without its table, each picture is still named by a summary of its data ("24
    /// values from 0.99 to 9.99, last 8.99"), and the row it stands in says what it is.
    ///
    /// ```swift
    /// LinePlot(payments, title: "Payments").microChartDataTables(false)
    /// ```
    public func microChartDataTables(_ written: Bool) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier { $0.microChartDataTables = written })
    }
}
