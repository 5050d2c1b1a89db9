import Tessera

/// A short confirmation that something happened — "Order saved" — that needs no answer. Fiori's
/// `ToastMessage`.
///
/// It is a live region (`role="status"`), so that assistive technologies read it when it
/// appears. In place it stays where the page puts it; ``floating(for:)`` lifts it over the page's
/// bottom edge and fades it out after a while, by the stylesheet alone (no script).
///
/// ```swift
/// ToastMessage(title: "Order 4711 released", icon: Image(systemName: "checkmark.circle"))
///     .floating(for: .short)
///
/// ToastMessage {
///     Text("Copied \(count) rows")
/// } icon: {
///     Image(systemName: "doc.on.doc")
/// }
///
/// ToastMessage(model: notice)            // Notice: ToastMessageModel
/// ```
@Component
public struct ToastMessage {
    /// The slots, and what the initializer of plain values takes for each.
    public enum Slots {
        case title(String)
        case icon(Image?)
    }

    @ViewBuilder
    static func baseBody(_ configuration: ToastMessageConfiguration) -> some View {
        HStack(alignment: .center, spacing: 8) {
            configuration.icon
            configuration.title.font(.subheadline)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .cornerRadius(8)
        .attribute("role", "status")
        .attribute("aria-live", "polite")
        .attribute("data-component", "ToastMessage")
    }
}

/// How long a floating ``ToastMessage`` stays before it fades.
public enum ToastDuration: String, Hashable, Sendable {
    /// About four seconds: a confirmation.
    case short
    /// About eight seconds: a message with more to read.
    case long
}

extension ToastMessage {
    /// The toast over the page, at the middle of its bottom edge, fading out after `duration`.
    public func floating(for duration: ToastDuration = .short) -> some View {
        attribute("data-toast", "floating").attribute("data-toast-duration", duration.rawValue)
    }
}

public extension View {
    #styleModifier(for: ToastMessage.self)
}
