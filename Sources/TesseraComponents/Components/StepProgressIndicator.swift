import Tessera

/// Where the user is in a process of several steps: the steps in order, those done checked, the
/// current one marked, with a title and an action above. Fiori's `StepProgressIndicator`.
///
/// The steps are an ordered list (`<ol>`); the current step is marked `aria-current="step"`, and
/// a step done says so to assistive technologies too, not only with its check mark.
///
/// ```swift
/// StepProgressIndicator(steps: ["Cart", StepItem("Address", destination: "/checkout/address"), "Payment"],
///                       current: 2, title: "Checkout", action: Link("Cancel", destination: "/cart"))
///
/// StepProgressIndicator {
///     StepList(["Draft", "Review", "Publish"], current: 1)
/// } title: {
///     Label("Article", systemImage: "doc.text")
/// }
///
/// StepProgressIndicator(model: claim)   // Claim: StepProgressIndicatorModel
/// ```
///
/// A current index before the first step shows nothing begun; one past the last shows every step
/// done (see ``StepList``).
@Component
public struct StepProgressIndicator {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case steps(StepList)
        case title(String?)
        case action(Link<Text>?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: StepProgressIndicatorConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            if !configuration.title.isEmpty || !configuration.action.isEmpty {
                HStack(alignment: .center, spacing: 12) {
                    configuration.title.font(.headline)
                    if !configuration.action.isEmpty {
                        Spacer()
                        configuration.action.font(.subheadline)
                    }
                }
            }
            configuration.steps
        }
        .attribute("data-component", "StepProgressIndicator")
    }
}

extension StepProgressIndicator {
    /// A StepProgressIndicator of `steps`, the one at index `current` being the user's: the same
    /// as giving a ``StepList`` of them.
    ///
    /// ```swift
    /// StepProgressIndicator(steps: ["Cart", "Address", "Payment"], current: 1, title: "Checkout")
    /// ```
    public init(steps: [StepItem], current: Int, title: String? = nil, action: Link<Text>? = nil) {
        self.init(steps: StepList(steps, current: current), title: title, action: action)
    }
}

public extension View {
    #styleModifier(for: StepProgressIndicator.self)
}
