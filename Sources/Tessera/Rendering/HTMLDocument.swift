import Foundation

/// A whole HTML page: doctype, head with title, stylesheet and icon, and the body.
///
/// ```swift
/// HTMLDocument(title: "Customers") {
///     NavigationStack { CustomerList() }
/// }
/// ```
public struct HTMLDocument<Content: View>: PrimitiveView {
    /// Where the page's stylesheet comes from.
    public enum StylesheetSource: Sendable {
        /// In a `<style>` element of the page: one request, nothing to serve.
        case embedded(Stylesheet)
        /// A `<link>` to a URL the server serves it at: cached once for many pages.
        case linked(String)
        /// None.
        case none
    }

    @usableFromInline let title: String
    @usableFromInline let language: String?
    @usableFromInline let stylesheet: StylesheetSource
    @usableFromInline let icon: String?
    @usableFromInline let content: Content

    /// A page titled `title`, in `language` (a BCP 47 tag), whose body is `content`. Without a
    /// language, the page is in its environment's ``EnvironmentValues/uiLanguage``: the
    /// language Tessera's own texts on it are written in, and its direction (`dir="rtl"` for a
    /// language written right to left). `icon` is the URL of the page's icon; without one, a
    /// browser asks the server for `/favicon.ico`.
    public init(
        title: String,
        language: String? = nil,
        stylesheet: StylesheetSource = .embedded(.standard),
        icon: String? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.language = language
        self.stylesheet = stylesheet
        self.icon = icon
        self.content = content()
    }

    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.writeTrustedHTML("<!DOCTYPE html>\n", context: context)
        output.element("html", htmlAttributes(view, context: context), context: context) { output, inner in
            output.element("head", context: inner) { output, head in
                writeHead(view, into: &output, context: head)
            }
            output.element("body", context: inner) { output, body in
                Content._render(view.content, into: &output, context: body)
            }
        }
    }

    /// The document with its body rendered asynchronously.
    @inlinable
    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        output.html.writeTrustedHTML("<!DOCTYPE html>\n", context: context)
        var inner = context
        let document = output.html.openElement("html", htmlAttributes(view, context: context), context: &inner)
        if document.rendersContent {
            output.html.element("head", context: inner) { output, head in
                writeHead(view, into: &output, context: head)
            }
            try await output.yield()
            try await output.element("body", context: inner, content: view.content)
        }
        output.html.closeElement(document)
    }

    @usableFromInline
    static func htmlAttributes(_ view: Self, context: RenderContext) -> HTMLAttributes {
        var html = HTMLAttributes()
        let language = context.environment.uiLanguage
        html.set("lang", view.language ?? language.code)
        if view.language == nil && language.isRightToLeft { html.set("dir", "rtl") }
        return html
    }

    /// The `<head>`'s content: character set, viewport, title, stylesheet and icon.
    @usableFromInline
    static func writeHead(_ view: Self, into output: inout HTMLOutput, context head: RenderContext) {
        var charset = HTMLAttributes()
        charset.set("charset", "utf-8")
        output.voidElement("meta", charset, context: head)
        var viewport = HTMLAttributes()
        viewport.set("name", "viewport")
        viewport.set("content", "width=device-width, initial-scale=1")
        output.voidElement("meta", viewport, context: head)
        output.element("title", context: head, layout: .textOnly) { output, title in
            output.text(view.title, context: title)
        }
        switch view.stylesheet {
        case .embedded(let stylesheet):
            output.element("style", context: head) { output, style in
                // The stylesheet is the program's own text, never data; "</" cannot
                // appear in it unescaped by accident because CSS has no use for it.
                output.writeTrustedHTML(stylesheet.textForStyleElement, context: style)
            }
        case .linked(let url):
            var link = HTMLAttributes()
            link.set("rel", "stylesheet")
            link.setURL("href", url)
            output.voidElement("link", link, context: head)
        case .none:
            break
        }
        if let icon = view.icon {
            var link = HTMLAttributes()
            link.set("rel", "icon")
            link.setURL("href", icon)
            output.voidElement("link", link, context: head)
        }
    }
}
