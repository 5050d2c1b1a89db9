/// A title with an icon, such as a menu entry: `Label("Mail", systemImage: "envelope")`.
public struct Label<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon

    /// A label built from any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public static func _render(_ view: Self, into output: inout HTMLOutput, context: RenderContext) {
        output.element("span", HTMLAttributes(classes: "t-label"), context: context, layout: .items) { output, inner in
            output.withIdentity(.position(0), render: view.icon, context: inner)
            output.withIdentity(.position(1), render: view.title, context: inner)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a built-in icon.
    public init(_ title: String, systemImage: String) {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
    }

    /// A label with a title in the page's language and a built-in icon.
    public init(_ title: some LocalizedMessage, systemImage: String) {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
    }
}
