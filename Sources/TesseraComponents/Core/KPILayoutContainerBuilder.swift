import Tessera

/// Builds the views of a ``KPILayoutContainer`` as a list, one per expression and one per pass of
/// a `for` loop, so that the container can count them and show only the first four.
///
/// ```swift
/// KPILayoutContainer {
///     KPIItem(kpi: "1")
///     if showsBudget { KPIProgressItem(kpi: "72%", fraction: 0.72) }
///     for figure in figures { KPIItem(model: figure) }
/// }
/// ```
@resultBuilder
public enum KPILayoutContainerBuilder {
    /// One view.
    public static func buildExpression(_ view: some View) -> [AnyView] {
        [AnyView(view)]
    }

    /// The views of the block, in order.
    public static func buildBlock(_ parts: [AnyView]...) -> [AnyView] {
        parts.flatMap { $0 }
    }

    /// The views of an `if` without `else`: none when it is false.
    public static func buildOptional(_ part: [AnyView]?) -> [AnyView] {
        part ?? []
    }

    /// The views of the branch of an `if` or `switch` taken.
    public static func buildEither(first part: [AnyView]) -> [AnyView] {
        part
    }

    /// The views of the branch of an `if` or `switch` taken.
    public static func buildEither(second part: [AnyView]) -> [AnyView] {
        part
    }

    /// The views of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[AnyView]]) -> [AnyView] {
        parts.flatMap { $0 }
    }

    /// The views of an `if #available` block.
    public static func buildLimitedAvailability(_ part: [AnyView]) -> [AnyView] {
        part
    }
}
