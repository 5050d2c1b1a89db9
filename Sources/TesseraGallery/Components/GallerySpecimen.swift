import Tessera
import TesseraComponents

/// One form of a component on its gallery page, under a caption saying which: "Plain values",
/// "Restyled", "Dark"…; in the palette `colorScheme` forces, or the browser's; and beside it, the
/// code that made it.
///
/// Pages write specimens with ``specimen(_:colorScheme:content:)``, which passes the closure's
/// own source as the code, so that the code shown is always the code that ran.
public struct GallerySpecimen<Content: View>: View {
    let caption: String
    let colorScheme: Theme.ColorScheme?
    let code: String?
    let content: Content

    /// `content` captioned `caption`, in the palette `colorScheme` forces (`nil`: the browser's),
    /// with `code` beside it when given.
    public init(_ caption: String, colorScheme: Theme.ColorScheme? = nil, code: String? = nil, @ViewBuilder content: () -> Content) {
        self.caption = caption
        self.colorScheme = colorScheme
        self.code = code
        self.content = content()
    }

    public var body: some View {
        if let code {
            SpecimenRow(code: code) { framed }
        } else {
            framed
        }
    }

    @ViewBuilder private var framed: some View {
        // An attribute given nil is written without a value: leave it out instead.
        if let colorScheme {
            specimen.attribute("data-color-scheme", colorScheme.rawValue)
        } else {
            specimen
        }
    }

    private var specimen: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(caption).font(.footnote).foregroundStyle(Color.theme(.secondaryLabel))
            content
        }
        .padding(12)
        .foregroundStyle(Color.theme(.primaryLabel))
        .background(Color.theme(.secondaryBackground))
        .border(Color.theme(.separator))
        .attribute("data-specimen", caption)
    }
}

/// A specimen and its code side by side (one above the other on a narrow screen): a
/// `data-part="specimen-row"` around the specimen and a `<pre>` of the code, which the theme's
/// stylesheet lays out.
struct SpecimenRow<Content: View>: PrimitiveView {
    let code: String
    let content: Content

    init(code: String, @ViewBuilder content: () -> Content) {
        self.code = code
        self.content = content()
    }

    static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var row = HTMLAttributes()
        row.set("data-part", "specimen-row")
        output.element("div", row, context: context) { output, inner in
            Content._render(view.content, into: &output, context: inner)
            var pre = HTMLAttributes()
            pre.set("data-part", "specimen-code")
            pre.set("aria-label", "Code")
            output.element("pre", pre, context: inner) { output, inner in
                output.element("code", context: inner) { output, code in
                    output.text(view.code, context: code)
                }
            }
        }
    }
}

/// A specimen that shows, beside it, the code that made it: `GallerySpecimen(caption, code:)`
/// with the closure's own source as the code.
///
/// ```swift
/// #specimen("Plain values") { KeyValueItem(key: "Plant", value: "Walldorf") }
/// ```
///
/// A name ending in `Sample` (a page's sample, declared with ``SpecimenCode()``) is shown as the
/// sample's code.
@freestanding(expression)
public macro specimen<Content: View>(
    _ caption: String, colorScheme: Theme.ColorScheme? = nil, @ViewBuilder content: () -> Content
) -> GallerySpecimen<Content> = #externalMacro(module: "TesseraComponentsMacros", type: "SpecimenMacro")

/// Keeps a page's sample's source beside it, as `fooSampleCode`, for ``specimen(_:colorScheme:content:)``
/// to show wherever the page uses `fooSample`.
///
/// ```swift
/// @SpecimenCode
/// private static var keyValueItemSample: KeyValueItem { KeyValueItem(key: "Plant", value: "Walldorf") }
/// ```
@attached(peer, names: suffixed(Code))
public macro SpecimenCode() = #externalMacro(module: "TesseraComponentsMacros", type: "SpecimenCodeMacro")
