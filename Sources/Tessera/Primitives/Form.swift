/// A form: controls that submit together, as an HTML `<form>`.
///
/// ```swift
/// Form(action: "/customers/42", method: .post) {
///     Section("Name") {
///         TextField("First name", name: "first_name", text: customer.firstName)
///         TextField("Last name", name: "last_name", text: customer.lastName)
///     }
///     Button(submit: "Save")
/// }
/// ```
///
/// SwiftUI's `Form` only groups controls; on the web the form is also what submits them, so it
/// takes the URL and method to submit to.
public struct Form<Content: View>: PrimitiveView {
    /// How a form submits.
    public enum Method: String, Hashable, Sendable {
        /// Fields in the URL's query: for searches and filters.
        case get
        /// Fields in the request body: for anything that changes data.
        case post
    }

    /// How a posted form's fields are put in the request's body.
    public enum Encoding: Hashable, Sendable {
        /// `application/x-www-form-urlencoded`: names and values, the form's default.
        case urlEncoded
        /// `multipart/form-data`: what a form with a file field (`<input type=file>`) must use
        /// for the browser to send the file's bytes, not its name.
        case multipart
    }

    let action: String
    let method: Method
    let encoding: Encoding
    let content: Content

    /// A form submitting to `action` (the page's own URL when empty) with `method`, its fields
    /// put in the body as `encoding` says.
    public init(action: String = "", method: Method = .post, encoding: Encoding = .urlEncoded, @ViewBuilder content: () -> Content) {
        self.action = action
        self.method = method
        self.encoding = encoding
        self.content = content()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("form", attributes(view), context: context, layout: .items) { output, inner in
            Content._render(view.content, into: &output, context: inner)
        }
    }

    public static func _renderAsync<Writer: AsyncHTMLWriter>(
        _ view: Self,
        into output: inout AsyncHTMLOutput<Writer>,
        context: RenderContext
    ) async throws {
        try await output.element("form", attributes(view), context: context, layout: .items, content: view.content)
    }

    private static func attributes(_ view: Self) -> HTMLAttributes {
        var attributes = HTMLAttributes(classes: "t-form")
        attributes.set("method", view.method.rawValue)
        if !view.action.isEmpty { attributes.setURL("action", view.action) }
        if view.encoding == .multipart, view.method == .post { attributes.set("enctype", "multipart/form-data") }
        return attributes
    }
}
