import Foundation

/// An image: a picture at a URL, or one of the built-in icons.
///
/// ```swift
/// Image(url: "/avatars/42.jpg", label: "Ada Lovelace")
/// Image(systemName: "envelope")
/// ```
///
/// A picture without a label is decorative (`alt=""`): assistive technologies skip it. Icons are
/// inline SVG in the current text colour, hidden from assistive technologies unless given an
/// ``View/accessibilityLabel(_:)``. ``SystemImage`` lists the icons.
public struct Image: PrimitiveView {
    enum Source {
        case url(String)
        case system(String)
    }

    let source: Source
    let label: String?

    /// A picture at `url`, described for assistive technologies by `label`. A URL with a
    /// scheme that could run script is replaced by a harmless one.
    public init(url: String, label: String? = nil) {
        source = .url(url)
        self.label = label
    }

    /// A picture at `url`, described for assistive technologies by `label`.
    public init(url: URL, label: String? = nil) {
        self.init(url: url.absoluteString, label: label)
    }

    /// One of the built-in icons, by its SF Symbols name. See ``SystemImage`` for the list.
    public init(systemName: String) {
        source = .system(systemName)
        label = nil
    }

    public static func _render(_ view: Image, into output: inout HTMLOutput, context: RenderContext) {
        switch view.source {
        case .url(let url):
            var attributes = HTMLAttributes(classes: "t-image")
            attributes.setURL("src", url)
            attributes.set("alt", view.label ?? "")
            output.voidElement("img", attributes, context: context)
        case .system(let name):
            var attributes = HTMLAttributes(classes: "t-icon")
            attributes.set("viewBox", "0 0 24 24")
            if output.pendingSetsAttribute("aria-label", context) {
                attributes.set("role", "img")
            } else {
                attributes.set("aria-hidden", "true")
            }
            let drawing = SystemImage.drawings[name]
            if drawing == nil { attributes.set("data-missing-icon", name) }
            output.element("svg", attributes, context: context) { output, inner in
                output.writeTrustedHTML(drawing ?? SystemImage.missing, context: inner)
            }
        }
    }
}
