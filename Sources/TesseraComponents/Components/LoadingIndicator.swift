import Tessera

/// Work under way: a turning ring and what is loading. Fiori's `LoadingIndicator`.
///
/// It is a live region (`role="status"`), read as its title, or as "Loading" (in the page's language) without one. The
/// ring is drawn by the stylesheet, and stands still for people who ask for less motion.
///
/// ```swift
/// LoadingIndicator(title: "Loading work orders…")
///
/// LoadingIndicator {
///     Text("Exporting \(count) rows")
/// }
///
/// LoadingIndicator(model: job)             // Job: LoadingIndicatorModel
/// ```
@Component
public struct LoadingIndicator {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: LoadingIndicatorConfiguration) -> some View {
        HStack(alignment: .center, spacing: 10) {
            Spinner()
            if configuration.title.isEmpty {
                Text(ComponentText.loading).attribute("data-part", "hidden-title")
            } else {
                configuration.title.font(.subheadline)
            }
        }
        .attribute("role", "status")
        .attribute("aria-live", "polite")
        .attribute("data-component", "LoadingIndicator")
    }
}

/// The turning ring: an empty element the stylesheet draws, hidden from assistive technologies.
struct Spinner: PrimitiveView {
    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes()
        attributes.set("data-part", "spinner")
        attributes.set("aria-hidden", "true")
        output.element("span", attributes, context: context) { _, _ in }
    }
}

public extension View {
    #styleModifier(for: LoadingIndicator.self)
}
