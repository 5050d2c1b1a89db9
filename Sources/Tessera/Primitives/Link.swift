import Foundation

/// A link to a URL: `<a href>`.
///
/// ```swift
/// Link("Terms", destination: "/terms")
/// Link(destination: URL(string: "mailto:sales@example.com")!) { Label("Mail us", systemImage: "envelope") }
/// ```
///
/// A destination with a scheme that could run script (`javascript:`, `data:`, …) is replaced by a
/// harmless URL: data never becomes code.
public struct Link<Label: View>: PrimitiveView {
    @usableFromInline let destination: String
    @usableFromInline let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: String, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.init(destination: destination.absoluteString, label: label)
    }

    // Inlinable: a column of links renders one a row, compiled for its label where it is used.
    @inlinable
    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        var attributes = HTMLAttributes(classes: "t-link")
        // A disabled link goes nowhere: without `href` an `a` is neither followed nor focused.
        if context.environment.isEnabled {
            attributes.setURL("href", view.destination)
        } else {
            attributes.set("aria-disabled", "true")
        }
        output.element("a", attributes, context: context) { output, inner in
            Label._render(view.label, into: &output, context: inner)
        }
    }
}

extension Link where Label == Text {
    /// A link to `destination` with a text title.
    public init(_ title: String, destination: String) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link to `destination` with a text title.
    public init(_ title: String, destination: URL) {
        self.init(destination: destination.absoluteString) { Text(title) }
    }

    /// A link to `destination` with a title in the page's language.
    public init(_ title: some LocalizedMessage, destination: String) {
        self.init(destination: destination) { Text(title) }
    }
}
