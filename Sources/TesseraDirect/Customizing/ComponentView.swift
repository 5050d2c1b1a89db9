import Tessera
import TesseraRules

/// The property component the rules choose, in the page's look: Direct to SwiftUI's
/// `D2SComponentView`.
///
/// It shows the property `propertyKey` of the environment's rule context with the view its
/// `component` key names — one a rule handed over, the look's replacement for that name, or the
/// look's own — so that a page or row of yours lays properties out its own way and still shows
/// each as the rules say:
///
/// ```swift
/// struct CustomerCard: View {
///     @Environment(\.ruleContext) private var context
///
///     var body: some View {
///         VStack(alignment: .leading) {
///             ForEach(["first_name", "email"], id: \.self) { key in
///                 ComponentView().ruleContext { $0.propertyKey = key }
///             }
///         }
///     }
/// }
/// ```
public struct ComponentView: View {
    @Environment(\.ruleContext) private var context

    /// The component the environment's rules choose for its `propertyKey`.
    public init() {}

    public var body: some View {
        PropertyView(context: context)
    }
}

extension View {
    /// Changes the rule context of this view and what it holds: another property, another task.
    ///
    /// ```swift
    /// ComponentView().ruleContext { $0.propertyKey = "email" }
    /// ```
    public func ruleContext(_ transform: @escaping @Sendable (inout RuleContext) -> Void) -> ModifiedContent<Self, EnvironmentModifier> {
        transformEnvironment(\.ruleContext, transform: transform)
    }
}
