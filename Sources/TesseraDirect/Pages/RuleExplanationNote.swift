import Tessera
import TesseraRules

/// With `debug` on: which rule chose a property's component, label and formatter — or that the
/// default did — so a page can be reshaped by writing the right rule.
struct RuleExplanationNote: View {
    let context: RuleContext

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            // The name a rule uses for this property: what its label is not.
            Text("propertyKey = '\(context.propertyKey)' · entity.name = '\(context.entity?.name ?? "")'")
                .attribute("data-debug-key", context.propertyKey)
            Self.line("component", context.explain(ComponentKey.self))
            Self.line("label", context.explain(DisplayNameForPropertyKey.self))
            Self.line("formatter", context.explain(FormatterKey.self))
            if context.task == .inspect || context.task == .edit {
                Self.line("propertyRow", context.explain(PropertyRowKey.self))
                Self.line("hideEmptyProperty", context.explain(HideEmptyPropertyKey.self))
            }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
        .attribute("data-debug", "rules")
    }

    /// "component = DisplayString — default": a key's value and what decided it.
    static func line(_ what: String, _ explanation: RuleExplanation) -> Text {
        let source: String =
            switch explanation.source {
            case .given: "given by the application"
            case .rule(let rule): "rule at \(rule.origin): \(rule)"
            case .computed: "default, computed"
            case .defaultValue: "default"
            }
        return Text("\(what) = \(explanation.value) — \(source)")
    }
}
