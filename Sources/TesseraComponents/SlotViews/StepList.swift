import Tessera

/// The steps of a process and where the user is in it: an ordered list (`<ol>`), the default view
/// of a ``StepProgressIndicator``'s `steps` slot.
///
/// Steps before the current one are done: a check mark, and "(done)" after the title for
/// assistive technologies. The current step is marked `aria-current="step"` and is never a link:
/// it is where the user is. Steps after it are plain. Each step other than the current one is a
/// link when it has a destination.
///
/// ```swift
/// StepList(["Cart", StepItem("Address", destination: "/checkout/address"), "Payment"], current: 1)
/// ```
///
/// A current index before the first step means nothing is begun (no step done, none current);
/// one past the last means all are done (every step done, none current).
public struct StepList: PrimitiveView, EmptiableSlotContent {
    /// Where a step stands in the process.
    public enum State: String, Sendable {
        /// Before the current step.
        case done
        /// The step the user is at.
        case current
        /// After the current step.
        case upcoming
    }

    /// The steps, in order.
    public let steps: [StepItem]
    /// The index in ``steps`` of the step the user is at.
    public let current: Int

    /// The `steps`, the one at index `current` being the user's.
    ///
    /// ```swift
    /// StepList(["Cart", "Address", "Payment"], current: 0)
    /// ```
    public init(_ steps: [StepItem], current: Int) {
        self.steps = steps
        self.current = current
    }

    /// Where the step at `index` stands.
    public func state(at index: Int) -> State {
        index < current ? .done : index == current ? .current : .upcoming
    }

    public var isEmptySlot: Bool { steps.isEmpty }

    public static func _render(_ view: StepList, into output: inout HTMLOutput, context: RenderContext) {
        guard !view.steps.isEmpty else { return }
        var list = HTMLAttributes(classes: "t-hstack", "t-align-top")
        // A flex list keeps its markers; each step shows its own number or check mark instead.
        list.addStyle("list-style", "none")
        list.addStyle("margin", "0")
        list.addStyle("padding", "0")
        list.addStyle("gap", "16px")
        list.addStyle("flex-wrap", "wrap")
        output.element("ol", list, context: context, layout: .items) { output, inner in
            for (index, step) in view.steps.enumerated() {
                let state = view.state(at: index)
                var item = HTMLAttributes()
                item.set("data-step", state.rawValue)
                if state == .current { item.set("aria-current", "step") }
                output.withIdentity(.position(index)) { output in
                    output.element("li", item, context: inner, layout: .items) { output, row in
                        let label = StepLabel(step: step, number: index + 1, state: state)
                        StepLabel._render(label, into: &output, context: row)
                    }
                }
            }
        }
    }
}

/// One step's number or check mark and its title.
private struct StepLabel: View {
    let step: StepItem
    let number: Int
    let state: StepList.State

    var body: some View {
        HStack(spacing: 6) {
            switch state {
            case .done:
                Image(systemName: "checkmark.circle").foregroundStyle(Color.theme(.positiveLabel))
            case .current:
                Text(verbatim: String(number)).bold().foregroundStyle(Color.theme(.tintColor))
            case .upcoming:
                Text(verbatim: String(number)).foregroundStyle(Color.theme(.secondaryLabel))
            }
            if let destination = step.destination, state != .current {
                Link(destination: destination) { title }
            } else {
                title
            }
        }
    }

    @ViewBuilder
    private var title: some View {
        switch state {
        case .done:
            Text(verbatim: step.title)
            Text(verbatim: " (done)").decorated(with: Decoration(.visibility, .independent, .class("t-visually-hidden")))
        case .current:
            Text(verbatim: step.title).bold()
        case .upcoming:
            Text(verbatim: step.title).foregroundStyle(Color.theme(.secondaryLabel))
        }
    }
}
