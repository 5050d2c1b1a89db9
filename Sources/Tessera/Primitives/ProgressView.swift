/// Progress of a task: a bar with a value, or an indeterminate one when the value is unknown.
public struct ProgressView<Label: View>: PrimitiveView {
    let value: Double?
    let total: Double
    let label: Label

    /// A progress bar at `value` out of `total` (indeterminate when `value` is `nil`), with a
    /// label.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        self.value = value
        self.total = total
        self.label = label()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-progress")
        if let value = view.value, value.isFinite, view.total.isFinite, view.total > 0 {
            attributes.set("value", CSSNumber.format(min(max(0, value), view.total)))
            attributes.set("max", CSSNumber.format(view.total))
        }
        if Label.self == EmptyView.self {
            attributes.set("aria-label", context.environment.text(ViewText.progress))
            output.element("progress", attributes, context: context) { _, _ in }
        } else {
            output.element("label", HTMLAttributes(classes: "t-progress-view"), context: context, layout: .items) { output, inner in
                Label._render(view.label, into: &output, context: inner)
                output.element("progress", attributes, context: inner) { _, _ in }
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// An indeterminate progress indicator.
    public init() {
        self.init(value: nil) { EmptyView() }
    }

    /// A progress bar at `value` out of `total`.
    public init(value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// A progress bar with a text label.
    public init(_ title: String, value: Double? = nil, total: Double = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}
