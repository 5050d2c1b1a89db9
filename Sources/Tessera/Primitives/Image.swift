import Foundation

/// An image: one of the application's own pictures, a picture at a URL, or one of the built-in
/// icons.
///
/// ```swift
/// Image("logo.svg", label: "Acme")                    // the app's own: /assets/logo.svg
/// Image(url: "/avatars/42.jpg", label: "Ada Lovelace")
/// Image(systemName: "envelope")
///
/// Image("plant-walldorf.jpg").resizable().scaledToFill().frame(width: 320, height: 180)
/// ```
///
/// A picture without a label is decorative (`alt=""`): assistive technologies skip it. Icons are
/// inline SVG in the current text colour, hidden from assistive technologies unless given an
/// ``View/accessibilityLabel(_:)-(String)``. ``SystemImage`` lists the icons.
///
/// As in SwiftUI, a picture keeps its own size (at most its container's width) until
/// ``resizable()`` lets it take the size of its frame; ``scaledToFit()`` and ``scaledToFill()``
/// then say how it keeps its proportions.
public struct Image: PrimitiveView {
    enum Source {
        case asset(String)
        case url(String)
        case system(String)
    }

    /// How a resizable picture fills its frame.
    enum Fit {
        case stretch
        case fit
        case fill
    }

    let source: Source
    let label: String?
    var fit: Fit?

    /// One of the application's own pictures, by its name in the folder the application serves
    /// at ``EnvironmentValues/imageAssetsPath`` (`/assets/` by default), described for assistive
    /// technologies by `label`. A name may have folders (`"plants/walldorf.jpg"`); each part is
    /// percent-encoded, and a name that climbs out of the folder (`..`) draws no picture.
    public init(_ name: String, label: String? = nil) {
        source = .asset(name)
        self.label = label
    }

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

    /// One of the built-in icons, by its SF Symbols name: `Image(systemName: "trash")`.
    ///
    /// 1,162 names draw an icon: Tessera's own drawings for the commonest 73, and
    /// [Tabler Icons](https://tabler.io/icons) (MIT licence) for the rest, all outlines on a
    /// 24-point grid in the current text colour. ``SystemImage/names`` lists them, and
    /// `tessera gallery` shows them at `/icons`. A name without an icon draws a dashed square
    /// marked with `data-missing-icon`.
    public init(systemName: String) {
        source = .system(systemName)
        label = nil
    }

    /// The picture taking the size of its frame, as SwiftUI's `resizable()`: stretched to it,
    /// unless ``scaledToFit()`` or ``scaledToFill()`` keeps its proportions.
    public func resizable() -> Image {
        var image = self
        if image.fit == nil { image.fit = .stretch }
        return image
    }

    /// The resizable picture as large as fits its frame, its proportions kept (`object-fit:
    /// contain`).
    public func scaledToFit() -> Image {
        var image = self
        image.fit = .fit
        return image
    }

    /// The resizable picture covering its frame, its proportions kept and its overflow cut
    /// (`object-fit: cover`).
    public func scaledToFill() -> Image {
        var image = self
        image.fit = .fill
        return image
    }

    /// The address of the application's picture `name` under `base`, or `nil` for a name that
    /// climbs out of the folder or is empty.
    static func assetURL(_ name: String, base: String) -> String? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        let path = parts.map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
        return (base.hasSuffix("/") ? base : base + "/") + path
    }

    public static func _render(_ view: Image, into output: inout HTMLOutput, context: RenderContext) {
        switch view.source {
        case .asset(let name):
            guard let url = assetURL(name, base: context.environment.imageAssetsPath) else {
                renderMissing(name, into: &output, context: context)
                return
            }
            renderPicture(view, url: url, into: &output, context: context)
        case .url(let url):
            renderPicture(view, url: url, into: &output, context: context)
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

    private static func renderPicture(_ view: Image, url: String, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-image")
        switch view.fit {
        case nil: break
        case .stretch: attributes.addClass("t-image-resizable")
        case .fit: attributes.addClass("t-image-resizable"); attributes.addClass("t-image-fit")
        case .fill: attributes.addClass("t-image-resizable"); attributes.addClass("t-image-fill")
        }
        attributes.setURL("src", url)
        attributes.set("alt", view.label ?? "")
        output.voidElement("img", attributes, context: context)
    }

    /// A picture whose name cannot be served: the missing icon's dashed square, marked with the
    /// name, so that the mistake shows on the page.
    private static func renderMissing(_ name: String, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-icon")
        attributes.set("viewBox", "0 0 24 24")
        attributes.set("aria-hidden", "true")
        attributes.set("data-missing-image", name)
        output.element("svg", attributes, context: context) { output, inner in
            output.writeTrustedHTML(SystemImage.missing, context: inner)
        }
    }
}
