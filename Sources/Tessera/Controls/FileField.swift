/// A field for choosing a file to send: `<input type="file">` inside its label.
///
/// ```swift
/// Form(action: "/staff/1", encoding: .multipart) {
///     CSRFTokenField(context.csrfToken)      // TesseraServer's: first, as a multipart form needs
///     FileField("Picture", name: "picture", accept: "image/*")
///     Button(submit: "Save")
/// }
/// ```
///
/// A browser sends the file's bytes only from a form whose encoding is `.multipart`; from any
/// other it sends the file's name alone. A field left without a file is sent empty, which a
/// server reads as "keep what is there". A page never holds the file: a form shown again after a
/// mistake asks for it again.
public struct FileField: PrimitiveView {
    let title: String
    let name: String
    let accept: String?

    /// A file field submitting under `name`; `accept` lists the types a browser's chooser offers
    /// first (`image/*`, `.pdf`) — a hint to the person, not a check: the server tells a file's
    /// type by its bytes.
    public init(_ title: String, name: String, accept: String? = nil) {
        self.title = title
        self.name = name
        self.accept = accept
    }

    public static func _render(_ view: FileField, into output: inout HTMLOutput, context: RenderContext) {
        output.labeledControl(title: view.title, context: context) { output, inner in
            var attributes = HTMLAttributes.control(name: view.name, context: inner, classes: "t-file-field")
            attributes.set("type", "file")
            if let accept = view.accept { attributes.set("accept", accept) }
            attributes.applyControlAttributes(of: inner)
            output.voidElement("input", attributes, context: inner)
        }
    }
}
